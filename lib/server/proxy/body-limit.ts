import { bodyLimitFor, declaredLength, payloadTooLargeMessage, type BodyLimit } from '@/lib/server/body-limits';

export type LimitedBody =
  | { refused: Response }
  | { body: ReadableStream<Uint8Array> | null; overflowed: () => Response | null };

/** What the counter fails the stream with; a reader's error may carry it as its cause (fetch's does). */
export class BodyOverLimit extends Error {
  override name = 'BodyOverLimit';
}

export function isBodyOverLimit(error: unknown): boolean {
  for (let e = error, depth = 0; e && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    if (e instanceof BodyOverLimit) return true;
  }
  return false;
}

export function payloadTooLargeResponse(limit: BodyLimit): Response {
  const message = payloadTooLargeMessage(limit);
  const errors = limit.kind === 'video' ? { errors: { file: [message] } } : {};
  return Response.json({ message, status_code: 413, code: 'payload_too_large', ...errors }, { status: 413 });
}

/**
 * The request body as it is passed on: refused unread when its Content-Length is over the limit
 * (lib/server/body-limits.ts) or it is a multipart form to a route that takes none, else counted chunk by chunk, and cut off with an error the moment it
 * passes the limit, so whoever reads it (upstream, the built-in API, the sign-in rewrite) never gets
 * more. `overflowed()` then gives the 413 to answer instead of whatever the reader made of the cut.
 */
export function limitBody(request: Request, pathname: string): LimitedBody {
  const limit = bodyLimitFor(request.method, pathname, request.headers.get('content-type'));
  const bodyless = request.method === 'GET' || request.method === 'HEAD';
  if ((declaredLength(request.headers) ?? 0) > limit.bytes || (limit.kind === 'not-upload' && !bodyless && request.body)) {
    return { refused: payloadTooLargeResponse(limit) };
  }
  if (!request.body) return { body: null, overflowed: () => null };
  let size = 0;
  let over = false;
  const counter = new TransformStream<Uint8Array, Uint8Array>({
    transform(chunk, controller) {
      size += chunk.byteLength;
      if (size > limit.bytes) {
        over = true;
        controller.error(new BodyOverLimit(payloadTooLargeMessage(limit)));
        return;
      }
      controller.enqueue(chunk);
    },
  });
  const body = drainOnCancel(request.body).pipeThrough(counter);
  return { body, overflowed: () => (over ? payloadTooLargeResponse(limit) : null) };
}

/**
 * Next hands a route handler the upload as a stream with no cancel of its own (NodeNextRequest.stream):
 * once a reader cancels it (a file refused by its first bytes, a body cut off at its limit), every
 * later chunk of the upload threw ERR_INVALID_STATE from a socket listener, an uncaught exception in
 * the server. Read through this stream, a cancel reads the rest of the upload to its end and drops it.
 */
export function drainOnCancel(source: ReadableStream<Uint8Array>): ReadableStream<Uint8Array> {
  const reader = source.getReader();
  return new ReadableStream<Uint8Array>(
    {
      async pull(controller) {
        const { done, value } = await reader.read();
        if (done) controller.close();
        else controller.enqueue(value);
      },
      async cancel() {
        try {
          while (!(await reader.read()).done);
        } catch {
          // the upload broke off: nothing left to drop
        }
      },
    },
    { highWaterMark: 0 },
  );
}

/**
 * A request as the standalone API hands it to the app: its body, if it has one, read through
 * drainOnCancel, so a handler that stops reading an upload (a video refused by its first bytes, a store
 * that failed mid-file) leaves the rest to be read and dropped. node-server's own stream destroys the
 * connection when cancelled, and the error answer with it: the client saw a reset instead of the 422
 * or 503. GET and HEAD are passed on untouched, before anything reads `body`: on node-server's
 * lightweight request, reading any property it does not keep itself builds the full web Request (an
 * AbortSignal and a copy of the headers), about a tenth of the CPU of a read.
 */
export function withDrainedBody(request: Request): Request {
  if (request.method === 'GET' || request.method === 'HEAD' || !request.body) return request;
  return new Request(request, { body: drainOnCancel(request.body), duplex: 'half' } as RequestInit);
}
