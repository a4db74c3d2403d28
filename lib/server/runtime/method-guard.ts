import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerUnroutable, publicFiles } from './junk-paths';
import { aroundRequests } from './node-requests';

// TRACE, TRACK and CONNECT would echo or tunnel; no route takes them, and the fetch Request that Next
// (middleware and route handlers) and Hono build refuses them with a TypeError, a 500 with a stack
// trace in the log. They are answered 405 before either sees them.
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

/** Answers 405 to a refused method and says so; false for every other request. */
export function refusedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  if (!REFUSED.has((request.method ?? '').toUpperCase())) return false;
  response.writeHead(405, { allow: ALLOWED_METHODS, 'content-type': 'text/plain; charset=utf-8', 'content-length': '18', 'cache-control': 'no-store' });
  response.end('Method Not Allowed');
  return true;
}

/** In front of Next's own request handling (lib/server/node-requests.ts): refused methods, and paths nothing answers (junk-paths.ts). */
export function installMethodGuard(files: ReadonlySet<string> = publicFiles()): () => void {
  return aroundRequests((request, response, pass) => refusedMethod(request, response) || answerUnroutable(request, response, files) || pass());
}
