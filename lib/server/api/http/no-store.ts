import type { MiddlewareHandler } from 'hono';
import { CACHEABLE_API } from './response-cache';

/**
 * `Cache-Control: no-store` on every answer but an anonymous read of the public catalogue (the reads
 * the response cache may keep) and an answer the route itself marked `public` (uploads whose bytes
 * are the same for everyone): whatever a session or a lookup by number returns stays out of
 * browser, proxy and CDN caches. One exception: media a route marks `private, max-age` (a lesson video
 * the learner may watch) stays in that learner's own browser, so seeking and rewatching on a phone
 * does not fetch it again; JSON never does. Set by the API itself, so `npm run api` and the /api/v1 proxy
 * (which passes it on) answer alike.
 */
export function noStore(): MiddlewareHandler {
  return async (c, next) => {
    await next();
    const current = c.res.headers.get('cache-control') ?? '';
    if (/\b(no-store|public)\b/.test(current)) return;
    const privateMedia = /\bprivate\b/.test(current) && /\bmax-age=\d+/.test(current) && !/json/i.test(c.res.headers.get('content-type') ?? '');
    if (privateMedia) return;
    const publicRead = c.req.method === 'GET' && !c.req.header('authorization') && CACHEABLE_API.test(c.req.path);
    if (!publicRead) c.res.headers.set('cache-control', 'no-store');
  };
}
