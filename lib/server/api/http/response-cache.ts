import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { announcePublicDataChange, API_RESPONSES_TAG } from '@/lib/server/cache-bus';
import { countApiCacheRead } from '@/lib/server/observability/metrics';
import { routeOf } from './observe';
import { MUTATING_METHODS } from './operation-log';

/**
 * Anonymous reads of the public catalogue (classes, news, occupations, directories…) are answered
 * from memory for a few seconds: a traffic spike on the front site then costs one query per list
 * and city, not one per visitor. Only GETs without a token, only the prefixes below, only 200 JSON
 * answers; the key is the path with its query and the cityCode header, the only inputs of these
 * answers. Any successful write through this process empties it at once; other processes see it at
 * most `seconds` late, or at once when they share the public-data channel (lib/server/cache-bus.ts).
 */
export const CACHEABLE_API = /^\/api\/v1\/(classes|news|news-categories|occupations|regions|teachers|examiners|talents|banners|pages|stats|dictionaries|moxibustion\/(summary|batches))(\/|$)/;

/** Writes that change nothing these answers show (sign-in, codes, error reports, study progress): they keep it. */
const PRIVATE_WRITES = /^\/api\/v1\/(authorizations|verification-codes|client-errors|certificate-queries|training-registrations|ad\/|user\/(password-change|lessons|plays|notifications))/;

/** A kept answer, with the route pattern that produced it (for the request metrics of a hit). */
export type KeptAnswer = { body: Uint8Array<ArrayBuffer>; contentType: string; route: string };

/** The request headers that decide whether a read may be answered from the cache, and from which copy. */
export type ReadHeaders = { authorization?: string | null; cacheControl?: string | null; cityCode?: string | null };

export type ResponseCache = {
  middleware: MiddlewareHandler;
  /** The kept answer for a read, when there is one and the read may have it (counted as a hit). */
  lookup: (method: string, pathAndQuery: string, headers: ReadHeaders) => KeptAnswer | undefined;
  clear: () => void;
  size: () => number;
};

const pathOf = (pathAndQuery: string) => {
  const q = pathAndQuery.indexOf('?');
  return q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
};

export function createResponseCache(seconds: number): ResponseCache {
  const entries = new LRUCache<string, KeptAnswer>({
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

  // no-cache: the server's own reads (lib/api/server.ts) fill Next's data cache, which must not copy a copy.
  const keyOf = (method: string, pathAndQuery: string, headers: ReadHeaders): string | undefined =>
    seconds > 0 && method === 'GET' && !headers.authorization && !/no-cache/.test(headers.cacheControl ?? '') && CACHEABLE_API.test(pathOf(pathAndQuery))
      ? `${pathAndQuery}\n${headers.cityCode ?? ''}`
      : undefined;

  const keptAt = (key: string | undefined) => {
    const kept = key === undefined ? undefined : entries.get(key);
    if (kept) countApiCacheRead('hit');
    return kept;
  };
  const lookup = (method: string, pathAndQuery: string, headers: ReadHeaders) => keptAt(keyOf(method, pathAndQuery, headers));

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
    const url = c.req.url;
    const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const headers = { authorization: c.req.header('authorization'), cacheControl: c.req.header('cache-control'), cityCode: c.req.header('citycode') };
    const key = keyOf(method, pathAndQuery, headers);
    if (key === undefined) return next();
    const kept = keptAt(key);
    if (kept) return c.body(kept.body, 200, { 'content-type': kept.contentType, 'x-api-cache': 'HIT' });
    const startedAt = generation;
    await next();
    countApiCacheRead('miss');
    const contentType = c.res.headers.get('content-type') ?? '';
    if (c.res.status !== 200 || !contentType.includes('json') || c.res.headers.has('set-cookie')) return;
    const body = new Uint8Array(await c.res.arrayBuffer());
    if (startedAt === generation) entries.set(key, { body, contentType, route: routeOf(c) });
    c.res = new Response(body, c.res);
    c.res.headers.set('x-api-cache', 'MISS');
  };

  return { middleware, lookup, clear, size: () => entries.size };
}
