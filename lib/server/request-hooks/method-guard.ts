import type { IncomingMessage, ServerResponse } from 'node:http';
import { answerUnroutable, publicFiles } from './junk-paths';
import type { RequestStep } from './chain';

// TRACE, TRACK and CONNECT would echo or tunnel; no route takes them, and the fetch Request that Next
// (middleware and route handlers) and Hono build refuses them with a TypeError, a 500 with a stack
// trace in the log. They are answered 405 before either sees them.
const REFUSED = new Set(['TRACE', 'TRACK', 'CONNECT']);
export const ALLOWED_METHODS = 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS';

// Pages, files and the published documents are read, never written: the app has no server actions, and
// Next rendered a page for any method (PROPFIND or PATCH answered 200 with the page). Only the route
// handlers under /api/ take other methods, and answer the ones they do not take themselves (and, in
// development, the error overlay's /__nextjs_… endpoints, which take POST).
export const PAGE_METHODS = 'GET, HEAD';
const TAKES_OTHER_METHODS = /^\/(?:api\/|__nextjs_)/;

function methodNotAllowed(response: ServerResponse, allow: string): true {
  response.writeHead(405, { allow, 'content-type': 'text/plain; charset=utf-8', 'content-length': '18', 'cache-control': 'no-store' });
  response.end('Method Not Allowed');
  return true;
}

const API_METHODS = new Set(ALLOWED_METHODS.split(', '));

/**
 * Answers 405 to a refused method, to a method no route takes (PROPFIND, MKCOL…), and to a method other
 * than GET and HEAD outside /api/, and says what is allowed; false otherwise.
 */
export function refusedMethod(request: IncomingMessage, response: ServerResponse): boolean {
  const method = (request.method ?? '').toUpperCase();
  if (REFUSED.has(method)) return methodNotAllowed(response, ALLOWED_METHODS);
  if (method === 'GET' || method === 'HEAD') return false;
  const pathname = (request.url ?? '/').split('?')[0];
  if (!TAKES_OTHER_METHODS.test(pathname)) return methodNotAllowed(response, PAGE_METHODS);
  return API_METHODS.has(method) ? false : methodNotAllowed(response, ALLOWED_METHODS);
}

/** The step: refused methods, and paths nothing answers (junk-paths.ts), before anything else reads them. */
export function methodGuard(files: ReadonlySet<string> = publicFiles()): RequestStep {
  return (request, response, next) => refusedMethod(request, response) || answerUnroutable(request, response, files) || next();
}
