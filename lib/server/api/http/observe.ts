import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { env } from '@/lib/env';
import { inStatementScope } from '@/lib/server/db/statement-log';
import { logger } from '@/lib/server/observability/log';
import { observeRequest } from '@/lib/server/observability/metrics';

export const REQUEST_ID_HEADER = 'x-request-id';
const SAFE_ID = /^[\w.:-]{1,128}$/;

/** The caller's request id when it looks like one (the proxy always sends one), else a new one. */
export function requestIdOf(header: string | null | undefined): string {
  return header && SAFE_ID.test(header) ? header : randomUUID();
}

// The registered pattern, never the raw path: hostile URLs must not grow the metric labels.
export function routeOf(c: Context): string {
  const handlers = matchedRoutes(c).filter((r) => r.method !== 'ALL');
  return handlers.at(-1)?.path ?? 'unmatched';
}

/** One JSON log line and one metric sample per API request, tagged with the request id. */
export function observe(): MiddlewareHandler {
  return async (c, next) => {
    const started = performance.now();
    const requestId = requestIdOf(c.req.header(REQUEST_ID_HEADER));
    c.set('requestId', requestId);
    await inStatementScope(env().BENCH_SQL_LOG, requestId, next);
    tagResponse(c, requestId);
    recordApiRequest(requestId, c.req.method, routeOf(c), c.res.status, (performance.now() - started) / 1000);
  };
}

/**
 * Sets the id on the answer's own headers: Hono's c.header() after the answer exists copies the whole
 * Response (and makes @hono/node-server build the full web Response it otherwise skips). Only an
 * answer whose headers are immutable (Response.redirect) is copied.
 */
function tagResponse(c: Context, requestId: string): void {
  try {
    c.res.headers.set(REQUEST_ID_HEADER, requestId);
  } catch {
    c.header(REQUEST_ID_HEADER, requestId);
  }
}

/** The metric sample and the log line of one API request, however it was answered (see kept-answer.ts). */
export function recordApiRequest(requestId: string, method: string, route: string, status: number, seconds: number): void {
  observeRequest('api', method, route, status, seconds);
  const line = { reqId: requestId, method, route, status, ms: Math.round(seconds * 10_000) / 10 };
  if (status >= 500) logger().warn(line, 'api request');
  else logger().info(line, 'api request');
}
