/**
 * A call out of the process that took longer than its deadline. Its code is a connection error's
 * (domain/errors.ts isConnectionError), so a request that meets one answers 503, never a hang or a 500.
 */
export class DeadlineExceeded extends Error {
  readonly code = 'ETIMEDOUT';

  constructor(readonly what: string, readonly ms: number) {
    super(`${what}: no answer within ${ms} ms`);
    this.name = 'DeadlineExceeded';
  }
}

/**
 * Runs `work` with a signal that aborts at the deadline, and rejects with DeadlineExceeded then,
 * whether or not `work` heeds the signal: the caller is never held past the deadline. Whatever `work`
 * settles with afterwards is dropped (and a late rejection is handled, never unhandled).
 */
export function withDeadline<T>(what: string, ms: number, work: (signal: AbortSignal) => Promise<T>, outer?: AbortSignal): Promise<T> {
  const controller = new AbortController();
  const signal = outer ? AbortSignal.any([outer, controller.signal]) : controller.signal;
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => {
      const error = new DeadlineExceeded(what, ms);
      controller.abort(error);
      reject(error);
    }, ms);
    let running: Promise<T>;
    try {
      running = work(signal);
    } catch (error) {
      running = Promise.reject(error);
    }
    running.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A body read from a dependency (an object in the store, an upstream's answer), each wait on it held
 * to `ms`: a dependency that sent part of a body and then stopped has the stream cut when the deadline
 * passes. `source` is cancelled (which closes the connection it came on), the stream errors with
 * DeadlineExceeded, so whatever sends it on ends its answer short (a client sees an incomplete
 * download, never one that hangs), and `onFailure` is told, as it is of an error of `source` itself.
 * Only waits on the dependency are timed: while nobody asks for more (a client reading slowly) no time runs.
 */
export function readWithDeadline(
  what: string,
  ms: number,
  source: ReadableStream<Uint8Array>,
  onFailure?: (error: unknown) => void,
): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>({
    async pull(out) {
      let timer: NodeJS.Timeout | undefined;
      const stalled = new Promise<'stalled'>((resolve) => (timer = setTimeout(() => resolve('stalled'), ms)));
      try {
        const next = await Promise.race([reader.read(), stalled]);
        if (next === 'stalled') {
          const error = new DeadlineExceeded(what, ms);
          reader.cancel(error).catch(() => undefined);
          onFailure?.(error);
          out.error(error);
        } else if (next.done) out.close();
        else out.enqueue(next.value);
      } catch (error) {
        onFailure?.(error);
        out.error(error);
      } finally {
        clearTimeout(timer);
      }
    },
    // The reader went away (the client closed its connection): so does the dependency's connection.
    cancel: (reason) => reader.cancel(reason),
  });
}
