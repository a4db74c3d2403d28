import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { promisify } from 'node:util';
import { constants as zlibConstants, createGzip, gzip, type Gzip } from 'node:zlib';
import { createNonce } from '@/lib/security/headers';
import { keepsWithCookies, nonceOf } from './policy';
import { joinPage, splitPage, type CachedPage } from './store';

// How the page cache keeps what Next sends for a page and answers a repeat view from it with a new
// nonce put in. Which views it keeps and when it answers: lib/server/request-hooks/page-cache.ts.

const gzipAsync = promisify(gzip);
/** Hop-by-hop and per-response headers, set anew for each answer (the last two by client-address.ts, per request). */
const NOT_REPLAYED = new Set([
  'date', 'connection', 'keep-alive', 'transfer-encoding', 'content-length', 'content-encoding', 'x-page-cache',
  'permissions-policy', 'strict-transport-security',
]);
const MAX_PAGE_BYTES = 4 * 2 ** 20;

const acceptsGzip = (request: IncomingMessage) => /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));

/** A chunk as res.write and res.end take it (a string in an encoding, or bytes), as bytes. */
function toBytes(chunk: unknown, encoding?: unknown): Buffer {
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  return Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as Uint8Array);
}

/**
 * Lets Next render this view as usual and keeps an uncompressed copy of what it sends. Next is asked
 * for the page uncompressed (the nonce could not be found in gzip); the visitor still gets it gzipped
 * when the browser accepts it, compressed here as it streams.
 */
export function capture(request: IncomingMessage, response: ServerResponse): Promise<CachedPage | undefined> {
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

export function answer(request: IncomingMessage, response: ServerResponse, page: CachedPage, from: 'HIT' | 'STALE'): void {
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
