import type { IncomingMessage, ServerResponse } from 'node:http';
import { aroundRequests, type Pass } from './node-requests';

// On globalThis: installed once per process, whichever bundle calls it.
const state = globalThis as unknown as { __fairStart?: boolean };

/**
 * Hands at most `perTurn` requests to Next per turn of the event loop; the rest wait in arrival
 * order for the next turns.
 *
 * Why: since libuv 1.45 a server accepts one new connection per turn of the loop. Handed every
 * waiting request at once, Next spent ~500 ms per turn under a full load (2–3 turns a second), so
 * new connections were let in two or three a second: in the soak, 200 clients arriving together
 * left the last ones waiting 25–30 s for their first answer while the others were served. With
 * short turns new visitors get in within a second or two; the work done per second is the same.
 * Page-cache copies are answered before this queue (the page cache wraps it).
 */
export function installFairStart(perTurn: number): () => void {
  if (perTurn <= 0 || state.__fairStart) return () => undefined;
  state.__fairStart = true;
  const waiting: Array<[IncomingMessage, ServerResponse, Pass]> = [];
  let scheduled = false;

  const startSome = () => {
    scheduled = false;
    for (let started = 0; waiting.length && started < perTurn; ) {
      const [request, response, pass] = waiting.shift()!;
      // A visitor who gave up while waiting costs nothing more.
      if (request.destroyed || response.destroyed) continue;
      started++;
      pass();
    }
    if (waiting.length) schedule();
  };
  const schedule = () => {
    if (scheduled) return;
    scheduled = true;
    setImmediate(startSome);
  };

  const uninstall = aroundRequests((request, response, pass) => {
    waiting.push([request, response, pass]);
    schedule();
    return true;
  });

  return () => {
    uninstall();
    state.__fairStart = false;
  };
}
