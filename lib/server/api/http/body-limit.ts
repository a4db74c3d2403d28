import type { Context, MiddlewareHandler } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { bodyLimitFor, declaredLength, JSON_BODY_LIMIT, MULTIPART_BODY_LIMIT, payloadTooLargeMessage, type BodyLimit } from '@/lib/server/body-limits';
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
  const limiters = {
    json: bodyLimit({ maxSize: JSON_BODY_LIMIT, onError: refuse(bodyLimitFor('POST', '', 'application/json')) }),
    multipart: bodyLimit({ maxSize: MULTIPART_BODY_LIMIT, onError: refuse(bodyLimitFor('POST', '', 'multipart/form-data')) }),
  };
  return async (c, next) => {
    // A GET or HEAD has no body; asking the request for one would build a whole web Request for nothing.
    if (c.req.method === 'GET' || c.req.method === 'HEAD' || !c.req.raw.body) return next();
    const limit = bodyLimitFor(c.req.method, c.req.path, c.req.header('content-type'));
    if (limit.kind !== 'video') return limiters[limit.kind](c, next);
    if ((declaredLength(c.req.raw.headers) ?? 0) > limit.bytes) return refuse(limit)(c);
    return next();
  };
}
