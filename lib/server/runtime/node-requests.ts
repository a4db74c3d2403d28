import http, { type IncomingMessage, type ServerResponse } from 'node:http';

/** Hands the request on: to the hook installed before this one, and in the end to Next. */
export type Pass = () => boolean;
export type RequestHook = (request: IncomingMessage, response: ServerResponse, pass: Pass) => boolean;

type Emit = (this: http.Server, event: string | symbol, ...args: unknown[]) => boolean;

/**
 * The one place this process bends Next: Next's server (`next start` and the standalone server.js
 * alike) is an http.Server made by next/dist/server/lib/start-server.js, and Next offers no hook
 * before its own request handling. So each hook wraps the 'request' event of every http.Server, and
 * the hook installed last sees a request first. Used by client-address.ts (the address and
 * protocol Next and the API are told), method-guard.ts, fair-start.ts and page-cache/install.ts;
 * tests/unit/server/node-requests.test.ts fails if an upgrade of Next stops creating its server
 * this way. Returns what takes the hook out again (in the reverse order of installing).
 */
export function aroundRequests(hook: RequestHook): () => void {
  const emit = http.Server.prototype.emit as Emit;
  http.Server.prototype.emit = function emitThroughHook(this: http.Server, event: string | symbol, ...args: unknown[]) {
    if (event !== 'request') return emit.call(this, event, ...args);
    const [request, response] = args as [IncomingMessage, ServerResponse];
    return hook(request, response, () => emit.call(this, event, request, response));
  } as typeof http.Server.prototype.emit;
  return () => {
    http.Server.prototype.emit = emit as typeof http.Server.prototype.emit;
  };
}
