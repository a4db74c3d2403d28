import type { MiddlewareHandler } from 'hono';
import { LRUCache } from 'lru-cache';
import { onDataChange } from '@/lib/server/cache-bus';
import { CACHEABLE_API, resourceOfPath, resourcesOf } from '@/lib/server/cache/model';
import { knownCityCode } from '@/lib/server/city-codes';
import { countApiCacheRead } from '@/lib/server/observability/metrics';
import { canonicalRead, type KnownQuery } from './cache-key';
import { routeOf } from './observe';
import { isServerRead } from './server-read';

/**
 * Anonymous reads of the public catalogue (classes, news, occupations, directories…) are answered
 * from memory for a few seconds: a traffic spike on the front site then costs one query per list
 * and city, not one per visitor. Only GETs without a token, only the resources the cache model keeps
 * (CACHEABLE_API, from lib/server/cache/model.ts's RESOURCES), only 200 JSON
 * answers; the key is the path with the route's own query parameters (http/cache-key.ts) and the
 * city the cityCode header names (one of the province's, else none: lib/server/city-codes.ts), the only
 * inputs of these answers. No request header makes a client skip it: only a session that is alive
 * (an Authorization header whose token resolves) and the server's own reads (http/server-read.ts). A committed write drops the answers of the resources
 * it changed (lib/server/cache/model.ts), heard on the cache bus: at once in this process, through
 * Redis in the others (without Redis they see it at most `seconds` late).
 */
export { CACHEABLE_API };

/** A kept answer, with the route pattern that produced it (for the request metrics of a hit). */
export type KeptAnswer = { body: Uint8Array<ArrayBuffer>; contentType: string; route: string };

/** The request headers that decide whether a read may be answered from the cache, and from which copy. */
export type ReadHeaders = { authorization?: string | null; cityCode?: string | null; serverRead?: boolean };

export type ResponseCache = {
  middleware: MiddlewareHandler;
  /** The kept answer for a read, when there is one and the read may have it (counted as a hit). */
  lookup: (method: string, pathAndQuery: string, headers: ReadHeaders) => KeptAnswer | undefined;
  clear: () => void;
  size: () => number;
  /** Stops hearing the cache bus (a test's app that is done). */
  close: () => void;
};

const pathOf = (pathAndQuery: string) => {
  const q = pathAndQuery.indexOf('?');
  return q < 0 ? pathAndQuery : pathAndQuery.slice(0, q);
};

/** Whether an Authorization header carries a token that resolves to a session (its reads are its own). */
export type LiveSession = (authorization: string) => Promise<boolean>;

/** Without a way to ask, every Authorization header counts as a session. */
const anyHeaderIsLive: LiveSession = async () => true;

export function createResponseCache(seconds: number, knownQuery: KnownQuery, liveSession: LiveSession = anyHeaderIsLive): ResponseCache {
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
  /** Drops the answers of these resources (keys start with the canonical path). */
  const drop = (resources: Set<string> | '*') => {
    if (resources === '*') return clear();
    if (resources.size === 0) return;
    generation++;
    for (const key of [...entries.keys()]) if (resources.has(resourceOfPath(key))) entries.delete(key);
  };
  const close = onDataChange((entities) => drop(resourcesOf(entities)));

  /** The read as its route sees it (see canonicalRead), when it may be kept. */
  const canonicalOf = (method: string, pathAndQuery: string, headers: ReadHeaders): string | undefined => {
    if (seconds <= 0 || method !== 'GET' || headers.serverRead) return undefined;
    const path = pathOf(pathAndQuery);
    const known = CACHEABLE_API.test(path) ? knownQuery(path) : undefined;
    return known && canonicalRead(path, pathAndQuery.slice(path.length), known);
  };
  const keyAt = (canonical: string, headers: ReadHeaders) => `${canonical}\n${knownCityCode(headers.cityCode) ?? ''}`;

  const keptAt = (key: string | undefined) => {
    const kept = key === undefined ? undefined : entries.get(key);
    if (kept) countApiCacheRead('hit');
    return kept;
  };
  const lookup = (method: string, pathAndQuery: string, headers: ReadHeaders) => {
    // Whether a token is alive takes the database: the app's middleware below asks.
    if (headers.authorization) return undefined;
    const canonical = canonicalOf(method, pathAndQuery, headers);
    return keptAt(canonical && keyAt(canonical, headers));
  };

  const middleware: MiddlewareHandler = async (c, next) => {
    const method = c.req.method;
    const url = c.req.url;
    const pathAndQuery = url.slice(url.indexOf('/', url.indexOf('//') + 2));
    const headers = { authorization: c.req.header('authorization'), cityCode: c.req.header('citycode'), serverRead: isServerRead(c.env) };
    const canonical = canonicalOf(method, pathAndQuery, headers);
    if (canonical === undefined) return next();
    // A dead or made-up token reads what an anonymous visitor reads (public routes do not look at it).
    if (headers.authorization && (await liveSession(headers.authorization))) return next();
    const key = keyAt(canonical, headers);
    const kept = keptAt(key);
    if (kept) return c.body(kept.body, 200, { 'content-type': kept.contentType, 'x-api-cache': 'HIT' });
    // The handler answers the canonical read for the city the key names, so the kept answer (its
    // pagination links too) is the same whatever else the first caller put in the query or header.
    const city = knownCityCode(headers.cityCode);
    if (canonical !== pathAndQuery || (headers.cityCode ?? undefined) !== city) {
      const request = new Request(new URL(canonical, c.req.url), c.req.raw);
      if (city) request.headers.set('citycode', city);
      else request.headers.delete('citycode');
      c.req.raw = request;
    }
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

  return { middleware, lookup, clear, size: () => entries.size, close };
}
