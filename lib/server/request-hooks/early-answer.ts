import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestStep } from './chain';

// A server that answers before it has read the whole body (a 413, a 401 before an upload) must not
// close the connection while the client is still sending: closing a socket with unread bytes makes the
// kernel send a reset, and a reset that reaches the client before it has read the answer throws the
// answer away, so the client sees "connection reset" instead of the 413. @hono/node-server gives up
// after 500 ms and Node would destroy the socket on Connection: close; on a loaded machine the client
// has not read the answer by then. So the rest of the body is read and thrown away (nothing is kept)
// until it ends or the client, having read the answer, closes; within these bounds, then closed.
export const LINGER_MS = 10_000;
export const LINGER_BYTES = 64 * 1024 * 1024;

const lingering = Symbol('lingering');

/** Once `response` is sent, reads and discards what is left of `request`'s body, within the bounds above. */
export function lingerAfterEarlyAnswer(request: IncomingMessage, response: ServerResponse): void {
  response.once('finish', () => {
    const marked = request as IncomingMessage & { [lingering]?: true };
    if (request.complete || request.destroyed || marked[lingering]) return;
    marked[lingering] = true;
    let discarded = 0;
    const stop = () => {
      clearTimeout(timer);
      request.off('data', discard);
      if (!request.socket.destroyed) request.socket.destroy();
    };
    const discard = (chunk: Buffer) => {
      discarded += chunk.length;
      if (discarded > LINGER_BYTES) stop();
    };
    const timer = setTimeout(stop, LINGER_MS);
    timer.unref();
    request.once('end', () => clearTimeout(timer));
    request.once('close', () => clearTimeout(timer));
    // A reader the handler left behind (a web stream over the body) would keep what arrives.
    request.removeAllListeners('data');
    request.on('data', discard);
    request.resume();
  });
}

/** The step: the same for every request with a body that reaches Next. */
export const earlyAnswer: RequestStep = (request, response, next) => {
  if (request.method !== 'GET' && request.method !== 'HEAD') lingerAfterEarlyAnswer(request, response);
  return next();
};
