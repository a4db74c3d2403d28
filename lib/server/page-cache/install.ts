import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { constants as zlibConstants, createGzip, gzip, type Gzip } from 'node:zlib';
import type { LRUCache } from 'lru-cache';
import { aroundRequests } from '@/lib/server/runtime/node-requests';
import { countPageView } from '@/lib/server/observability/metrics';
import { createNonce } from '@/lib/security/headers';
import { canonicalPageUrl, keepsWithCookies, nonceOf, pageCacheKey, withKnownCity } from './policy';
import { joinPage, pageStore, SETTLE_MS, splitPage, type CachedPage } from './store';

// Every page carries its own CSP nonce, so Next renders each view afresh: about 40 ms of one core for
// the home page, 20–50 views a second on two cores. The page cache sits in front of Next's request
// handler and answers repeat views of public pages from the last render with a new nonce put in.

const gzipAsync = promisify(gzip);
/** Hop-by-hop and per-response headers, set anew for each answer (the last two by client-address.ts, per request). */
const NOT_REPLAYED = new Set([
  'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'x-page-cache',
  'permissions-policy', 'strict-transport-security',
]);
const MAX_PAGE_BYTES = 4 * 2 ** 20;

const installed = globalThis as unknown as { __pageCacheInstalled?: boolean };

const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** A chunk as res.write and res.end take it (a string in an encoding, or bytes), as bytes. */
function toBytes(chunk: unknown, encoding?: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/**
 * Puts the page cache in front of every HTTP server of this process (Next's own, in practice).
 * Returns what takes it out again (tests share the process with other servers).
 */
export function installPageCache(ttlSeconds: number): () => void {
  if (ttlSeconds <= 0 || installed.__pageCacheInstalled) return () => undefined;
  installed.__pageCacheInstalled = true;
  const store = pageStore(ttlSeconds);
  const uninstall = aroundRequests((request, response, render) => {
    const key = pageCacheKey(request);
    if (!key) return render();
    // Next renders the page for the parameters it reads, so no copy carries what else a visitor sent;
    // and for a city of the province or none, as the key says.
    request.url = canonicalPageUrl(request.url!);
    const cookie = withKnownCity(request.headers.cookie);
    if (cookie !== request.headers.cookie) {
      if (cookie) request.headers.cookie = cookie;
      else delete request.headers.cookie;
    }

    const status: LRUCache.Status<CachedPage> = {};
    const page = store.pages.get(key, { allowStale: true, noDeleteOnStaleGet: true, status });
    const inFlight = store.pending.get(key);
    if (page && status.get === 'hit') {
      countPageView('hit');
      answer(request, response, page, 'HIT');
      return true;
    }
    // Past its seconds, a copy still answers while one visitor waits for the new render: under
    // load a render takes many turns of a busy event loop, and everyone else would wait with it.
    if (page && inFlight) {
      countPageView('stale');
      answer(request, response, page, 'STALE');
      return true;
    }
    if (inFlight) {
      countPageView('waited');
      inFlight.then((rendered) => (rendered ? answer(request, response, rendered, 'HIT') : render()), render);
      return true;
    }
    countPageView('miss');
    const startedAt = Date.now();
    const rendering: Promise<CachedPage | undefined> = capture(request, response).then((rendered) => {
      // A clear may have forgotten this render, and a newer one may stand under the key by now.
      if (store.pending.get(key) === rendering) store.pending.delete(key);
      // Not kept when the cache was emptied while it rendered, or just before (SETTLE_MS).
      if (rendered && startedAt - store.clearedAt >= SETTLE_MS) store.pages.set(key, rendered);
      return rendered;
    });
    store.pending.set(key, rendering);
    return render();
  });

  return () => {
    uninstall();
    installed.__pageCacheInstalled = false;
    store.pages.clear();
  };
}

/**
 * Lets Next render this view as usual and keeps an uncompressed copy of what it sends. Next is asked
 * for the page uncompressed (the nonce could not be found in gzip); the visitor still gets it gzipped
 * when the browser accepts it, compressed here as it streams.
 */
function capture(request: IncomingMessage, response: ServerResponse): Promise<CachedPage | undefined> {
  const gzipWanted = acceptsGzip(request);
  delete request.headers['accept-encoding'];
  response.setHeader('x-page-cache', 'MISS');
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  const extraHeaders: OutgoingHttpHeaders = {};
  const keep = (chunk: unknown, encoding?: unknown) => {
    if (tooLarge || chunk == null || typeof chunk === 'function') return;
    // A copy: Node may reuse a Buffer once it has been written.
    const bytes = Buffer.from(toBytes(chunk, encoding));
    size += bytes.length;
    if (size > MAX_PAGE_BYTES) {
      tooLarge = true;
      chunks.length = 0;
    } else chunks.push(bytes);
  };
  const { write, end, writeHead } = response;

  // Decided once, just before the headers go out: gzip an HTML page for a browser that accepts it.
  let gzipStream: Gzip | undefined;
  let decided = false;
  const decide = () => {
    if (decided) return;
    decided = true;
    const type = String(extraHeaders['content-type'] ?? response.getHeader('content-type') ?? '');
    if (!gzipWanted || response.headersSent || !type.startsWith('text/html')) return;
    response.removeHeader('content-length');
    delete extraHeaders['content-length'];
    response.setHeader('content-encoding', 'gzip');
    gzipStream = createGzip();
    gzipStream.on('data', (compressed: Buffer) => (write as (this: ServerResponse, chunk: Buffer) => boolean).call(response, compressed));
    gzipStream.on('end', () => (end as (this: ServerResponse) => ServerResponse).call(response));
  };

  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const headers = args.slice(1).find((a) => a && typeof a === 'object' && !Array.isArray(a)) as OutgoingHttpHeaders | undefined;
    if (headers) Object.assign(extraHeaders, headers);
    decide();
    if (gzipStream && headers) {
      delete headers['content-length'];
      headers['content-encoding'] = 'gzip';
    }
    return writeHead.apply(this, args as Parameters<typeof writeHead>);
  } as typeof writeHead;
  response.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding);
    decide();
    if (!gzipStream) {
      // eslint-disable-next-line prefer-rest-params
      return write.apply(this, arguments as unknown as Parameters<typeof write>);
    }
    const done = [encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    gzipStream.write(toBytes(chunk, encoding));
    // Streamed pieces (the shell, then each Suspense boundary) go out as they come.
    gzipStream.flush(zlibConstants.Z_SYNC_FLUSH, () => done?.());
    return true;
  } as typeof write;
  response.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, callback?: unknown) {
    keep(chunk, encoding);
    decide();
    if (!gzipStream) {
      // eslint-disable-next-line prefer-rest-params
      return end.apply(this, arguments as unknown as Parameters<typeof end>);
    }
    const done = [chunk, encoding, callback].find((a) => typeof a === 'function') as (() => void) | undefined;
    if (done) response.once('finish', done);
    if (chunk != null && typeof chunk !== 'function') {
      gzipStream.end(toBytes(chunk, encoding));
    } else gzipStream.end();
    return this;
  } as typeof end;

  return new Promise((resolve) => {
    response.once('finish', () => resolve(tooLarge ? undefined : keepable(response, extraHeaders, Buffer.concat(chunks))));
    response.once('close', () => resolve(undefined));
  });
}

/** A page is kept only when it is a whole, successful HTML page that carries a nonce and sets no cookie but the language. */
function keepable(response: ServerResponse, extraHeaders: OutgoingHttpHeaders, body: Buffer): CachedPage | undefined {
  const all: OutgoingHttpHeaders = { ...response.getHeaders(), ...extraHeaders };
  if (response.statusCode !== 200 || !keepsWithCookies(all['set-cookie'])) return undefined;
  if (!String(all['content-type'] ?? '').startsWith('text/html')) return undefined;
  const nonce = nonceOf(String(all['content-security-policy'] ?? ''));
  if (!nonce) return undefined;
  const headers: Array<[string, string]> = Object.entries(all)
    .filter(([name, value]) => value !== undefined && !NOT_REPLAYED.has(name.toLowerCase()))
    .flatMap(([name, value]) => (Array.isArray(value) ? value.map((v): [string, string] => [name, v]) : [[name, String(value)] as [string, string]]));
  return splitPage({ status: response.statusCode, headers, body: body.toString('utf8') }, nonce);
}

function answer(request: IncomingMessage, response: ServerResponse, page: CachedPage, from: 'HIT' | 'STALE'): void {
  const { headers, body } = joinPage(page, createNonce());
  const gzipped = acceptsGzip(request);
  const send = (payload: Buffer) => {
    for (const [name, value] of headers) response.appendHeader(name, value);
    response.setHeader('x-page-cache', from);
    if (gzipped) response.setHeader('content-encoding', 'gzip');
    response.setHeader('content-length', payload.length);
    response.statusCode = page.status;
    response.end(payload);
  };
  if (!gzipped) return send(body);
  gzipAsync(body).then(send, () => response.destroy());
}
