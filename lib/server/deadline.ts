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
