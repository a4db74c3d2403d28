import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimitFor, declaredLength, payloadTooLargeMessage, type BodyLimit } from '@/lib/server/body-limits';
import { AppError } from '@/lib/server/domain/errors';
import { errorBody } from './errors';
import type { ApiEnv } from './router';

export function payloadTooLarge(limit: BodyLimit): AppError {
  const message = payloadTooLargeMessage(limit);
  return new AppError('payload_too_large', message, limit.kind === 'video' ? { file: [message] } : undefined);
}

const refuse = (limit: BodyLimit) => (c: Context) => c.json(errorBody(payloadTooLarge(limit)), 413);

/**
 * Refuses a body over its limit (lib/server/body-limits.ts) with 413: on Content-Length unread, else
 * counted as it arrives. Hono's body-limit keeps what it has read, so it guards only the bodies the
 * routes read whole anyway (JSON and multipart); a video is counted by receiveVideo as it is written.
 */
export function limitBodies(): MiddlewareHandler<ApiEnv> {
  // One limiter per size a route may take (JSON, and each upload route's own, lib/server/body-limits.ts).
  const limiters = new Map<string, MiddlewareHandler>();
  const limiterFor = (limit: BodyLimit) => {
    const key = `${limit.kind}:${limit.bytes}`;
    let limiter = limiters.get(key);
    if (!limiter) limiters.set(key, (limiter = bodyLimit({ maxSize: limit.bytes, onError: refuse(limit) })));
    return limiter;
  };
  return async (c, next) => {
    // A GET or HEAD has no body; asking the request for one would build a whole web Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    const limit = bodyLimitFor(c.req.method, c.req.path, c.req.header('content-type'));
    // A multipart form to a route that takes none: refused before it is read, whatever its size.
    if (limit.kind === 'not-upload') return refuse(limit)(c);
    if (limit.kind !== 'video') return limiterFor(limit)(c, next);
    if ((declaredLength(c.req.raw.headers) ?? 0) > limit.bytes) return refuse(limit)(c);
    return next();
  };
}
