import type { Server, ServerResponse } from 'node:http';
import { processSlot } from '@/lib/server/process-state';

// Connections are kept KEEP_ALIVE_TIMEOUT (65 s, longer than a proxy keeps its own), and Node's
// `server.close()` closes only those idle at that moment: one that finishes its answer afterwards, or
// one opened and never used (a browser's preconnection, a pooled client socket), held the process until
// the forced exit. So shutdown closes connections as they fall idle, and all of them once nothing is
// in flight.

/** How long a connection may stay idle once shutdown has begun. */
export const DRAINING_KEEP_ALIVE_MS = 500;
const SWEEP_MS = 250;

type Served = { servers: Set<Server>; inFlight: number };
let served: Served | undefined;
// In the process registry: Next's server is seen by the request chain and shut down from instrumentation.
const state = () => (served ??= processSlot<Served>('servedRequests', () => ({ servers: new Set(), inFlight: 0 })));

/** Counts a request until its answer is done, and notes its server (Next's is not handed to the app otherwise). */
export function trackRequest(server: Server, response: ServerResponse): void {
  const s = state();
  if (!s.servers.has(server)) {
    s.servers.add(server);
    server.once('close', () => s.servers.delete(server));
  }
  s.inFlight += 1;
  response.once('close', () => {
    s.inFlight -= 1;
  });
}

/**
 * At the start of shutdown, after `server.close()`: idle connections close now and busy ones soon after
 * their answer; once no request has been in flight for two sweeps, every connection left is closed.
 */
export function closeConnectionsWhenDone(extra: Server[] = []): void {
  const s = state();
  for (const server of extra) s.servers.add(server);
  for (const server of s.servers) {
    server.keepAliveTimeout = DRAINING_KEEP_ALIVE_MS;
    server.closeIdleConnections();
  }
  let quiet = 0;
  const sweep = setInterval(() => {
    quiet = s.inFlight > 0 ? 0 : quiet + 1;
    if (quiet < 2) return;
    clearInterval(sweep);
    for (const server of s.servers) server.closeAllConnections();
  }, SWEEP_MS);
  sweep.unref();
}
