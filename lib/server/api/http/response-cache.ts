import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { announcePublicDataChange, API_RESPONSES_TAG } from '@/lib/server/cache-bus';
import { countApiCacheRead } from '@/lib/server/observability/metrics';
import { MUTATING_METHODS } from './operation-log';

/**
 * Anonymous reads of the public catalogue (classes, news, occupations, directories…) are answered
 * from memory for a few seconds: a traffic spike on the front site then costs one query per list
 * and city, not one per visitor. Only GETs without a token, only the prefixes below, only 200 JSON
 * answers; the key is the URL and the cityCode header, the only inputs of these answers. Any
 * successful write through this process empties it at once; other processes see it at most `seconds`
 * late, or at once when they share the public-data channel (lib/server/cache-bus.ts).
 */
export const CACHEABLE_API = /^\/api\/v1\/(classes|news|news-categories|occupations|regions|teachers|examiners|talents|banners|pages|stats|dictionaries|moxibustion\/(summary|batches))(\/|$)/;

/** Writes that change nothing these answers show (sign-in, codes, error reports, study progress): they keep it. */
const PRIVATE_WRITES = /^\/api\/v1\/(authorizations|verification-codes|client-errors|certificate-queries|training-registrations|ad\/|user\/(password-change|lessons|plays|notifications))/;

type Entry = { body: ArrayBuffer; contentType: string };

export type ResponseCache = { middleware: MiddlewareHandler; clear: () => void; size: () => number };

export function createResponseCache(seconds: number): ResponseCache {
  const entries = new LRUCache<string, Entry>({
    max: 2000,
    maxSize: 32 * 2 ** 20,
    sizeCalculation: (entry) => entry.body.byteLength + 1,
    ttl: Math.max(1, seconds) * 1000,
  });
  // A read that started before a write must not store what it read: bumped on every clear.
  let generation = 0;
  const clear = () => {
    generation++;
    entries.clear();
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    if (MUTATING_METHODS.has(method)) {
      await next();
      if (c.res.status >= 200 && c.res.status < 300 && !PRIVATE_WRITES.test(c.req.path)) {
        clear();
        announcePublicDataChange([API_RESPONSES_TAG]);
      }
      return;
    }
    // no-cache: the server's own reads (lib/api/server.ts) fill Next's data cache, which must not copy a copy.
    if (seconds <= 0 || method !== 'GET' || c.req.header('authorization') || /no-cache/.test(c.req.header('cache-control') ?? '') || !CACHEABLE_API.test(c.req.path)) {
      return next();
    }
    const key = `${c.req.url}\n${c.req.header('citycode') ?? ''}`;
    const kept = entries.get(key);
    if (kept) {
      countApiCacheRead('hit');
      return c.body(kept.body, 200, { 'content-type': kept.contentType, 'x-api-cache': 'HIT' });
    }
    const startedAt = generation;
    await next();
    countApiCacheRead('miss');
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !contentType.includes('json') || c.res.headers.has('set-cookie')) return;
    const body = await c.res.arrayBuffer();
    if (startedAt === generation) entries.set(key, { body, contentType });
    c.res = new Response(body, c.res);
    c.res.headers.set('x-api-cache', 'MISS');
  };

  return { middleware, clear, size: () => entries.size };
}
