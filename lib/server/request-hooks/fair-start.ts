import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Next, RequestStep } from './chain';

/**
 * Hands at most `perTurn` requests to Next per turn of the event loop; the rest wait in arrival
 * order for the next turns.
 *
 * Why: since libuv 1.45 a server accepts one new connection per turn of the loop. Handed every
 * waiting request at once, Next spent ~500 ms per turn under a full load (2–3 turns a second), so
 * new connections were let in two or three a second: in the soak, 200 clients arriving together
 * left the last ones waiting 25–30 s for their first answer while the others were served. With
 * short turns new visitors get in within a second or two; the work done per second is the same.
 * Page-cache copies are answered before this queue (the page cache is the step before it). Off at 0.
 */
export function fairStart(perTurn: number): RequestStep | undefined {
  if (perTurn <= 0) return undefined;
  const waiting: Array<[IncomingMessage, ServerResponse, Next]> = [];
  let scheduled = false;

  const startSome = () => {
    scheduled = false;
    for (let started = 0; waiting.length && started < perTurn; ) {
      const [request, response, next] = waiting.shift()!;
      // A visitor who gave up while waiting costs nothing more.
      if (request.destroyed || response.destroyed) continue;
      started++;
      next();
    }
    if (waiting.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startSome);
  };

  return (request, response, next) => {
    waiting.push([request, response, next]);
    schedule();
    return true;
  };
}
