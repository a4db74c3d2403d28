/** @jest-environment node */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { gunzipSync } from 'node:zlib';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { clientAddress } from '@/lib/server/request-hooks/client-address';
import { pageCache } from '@/lib/server/request-hooks/page-cache';
import { canonicalPageUrl, nonceOf, pageCacheKey } from '@/lib/server/page-cache/policy';
import { clearPageCache, pageStore, SETTLE_MS } from '@/lib/server/page-cache/store';
import { announceChange } from '@/lib/server/cache-bus';
import { listenForChanges } from '@/lib/server/cache/listen';
import { COMMON_HEADERS, HSTS } from '@/lib/security/headers';

jest.mock('next/cache', () => ({ revalidateTag: jest.fn() }));

// A stand-in for Next: every render gets a fresh nonce in its CSP and on its scripts, and is counted.
let renders = 0;
let nextStatus = 200;
let nextCookie: string | undefined;
let lastAcceptEncoding: string | undefined;
let lastCookie: string | undefined;
/** While set, renders finish only when it resolves (a render that is certainly still in flight). */
let held: Promise<void> | undefined;

function render(request: IncomingMessage, response: ServerResponse) {
  renders++;
  lastAcceptEncoding = request.headers['accept-encoding'] as string | undefined;
  lastCookie = request.headers.cookie;
  const nonce = Buffer.from(`n${renders}-${Math.random()}`).toString('base64');
  response.setHeader('content-security-policy', `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'`);
  response.setHeader('link', `</app.css>; rel=preload; as="style"; nonce="${nonce}"`);
  response.setHeader('content-type', 'text/html; charset=utf-8');
  response.setHeader('x-content-type-options', 'nosniff');
  if (nextCookie) response.setHeader('set-cookie', nextCookie);
  response.statusCode = nextStatus;
  // Streamed in pieces, as Next does, with a nonce split across nothing but whole attributes.
  response.write(`<!DOCTYPE html><html><head><script nonce="${nonce}">boot()</script></head>`);
  const finish = () => response.end(`<body>培训班 ${request.url} <script nonce="${nonce}">self.__next_f.push([1,"${nonce}"])</script></body></html>`);
  setTimeout(() => (held ? held.then(finish) : finish()), 20);
}

let server: http.Server;
let origin: string;
let uninstall: () => void;

beforeAll(async () => {
  server = http.createServer(render);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  uninstall = enableStep('page-cache', pageCache(15));
});

afterAll(async () => {
  uninstall();
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  clearPageCache();
  // Each test starts as if the last write had long settled.
  pageStore(15).clearedAt = 0;
  renders = 0;
  nextStatus = 200;
  nextCookie = undefined;
});

async function get(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${origin}${path}`, { headers: { 'accept-encoding': 'identity', ...headers } });
  const body = await response.text();
  const nonce = nonceOf(response.headers.get('content-security-policy') ?? '');
  return { response, body, nonce, state: response.headers.get('x-page-cache') };
}

describe('the page cache in front of Next', () => {
  it('renders a public page once and answers repeat views with a fresh nonce everywhere it appeared', async () => {
    const first = await get('/news?page=2');
    const second = await get('/news?page=2');
    const third = await get('/news?page=2');
    expect(renders).toBe(1);
    expect([first.state, second.state, third.state]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(new Set([first.nonce, second.nonce, third.nonce]).size).toBe(3);
    for (const view of [second, third]) {
      expect(view.body).toContain('培训班 /news?page=2');
      expect(view.body.match(/nonce="([^"]+)"/g)).toEqual([`nonce="${view.nonce}"`, `nonce="${view.nonce}"`]);
      expect(view.body).toContain(`"${view.nonce}"])`);
      expect(view.body).not.toContain(first.nonce!);
      expect(view.response.headers.get('link')).toContain(`nonce="${view.nonce}"`);
      expect(view.response.headers.get('x-content-type-options')).toBe('nosniff');
      expect(Number(view.response.headers.get('content-length'))).toBe(Buffer.byteLength(view.body));
    }
  });

  it('asks Next for the page uncompressed and gzips both the first view (as it streams) and the copies', async () => {
    const gzipped = async () => {
      const response = await new Promise<IncomingMessage>((resolve) =>
        http.get(`${origin}/class`, { headers: { 'accept-encoding': 'gzip, deflate, br', 'accept-language': '*' } }, resolve),
      );
      const chunks: Buffer[] = [];
      for await (const chunk of response) chunks.push(chunk as Buffer);
      const nonce = nonceOf(response.headers['content-security-policy'] as string);
      return { headers: response.headers, html: gunzipSync(Buffer.concat(chunks)).toString('utf8'), nonce };
    };
    const first = await gzipped();
    expect(lastAcceptEncoding).toBeUndefined();
    expect([first.headers['x-page-cache'], first.headers['content-encoding']]).toEqual(['MISS', 'gzip']);
    expect(first.html).toContain(`<script nonce="${first.nonce}">boot()</script>`);
    expect(first.html).toContain('培训班 /class');
    const copy = await gzipped();
    expect([copy.headers['x-page-cache'], copy.headers['content-encoding']]).toEqual(['HIT', 'gzip']);
    expect(copy.html).toBe(first.html.split(first.nonce!).join(copy.nonce!));
    expect(renders).toBe(1);
  });

  it('keeps a page per language and city, and never for signed-in visitors', async () => {
    await get('/');
    await get('/', { cookie: 'language=en' });
    await get('/', { cookie: 'language=en; cityCode=410100' });
    expect(renders).toBe(3);
    await get('/', { cookie: 'cityCode=410100; language=en' });
    expect(renders).toBe(3);
    const signedIn = await get('/', { cookie: 'language=en; user_token=abc' });
    expect(signedIn.state).toBeNull();
    await get('/', { cookie: 'language=en; user_token=abc' });
    expect(renders).toBe(5);
  });

  it('issue 30: a junk city cookie or a foreign Host reads the default copy, and Next never sees the junk', async () => {
    const viaHost = (host: string, cookie = 'language=en') =>
      new Promise<string | undefined>((resolve, reject) => {
        http.get(`${origin}/`, { headers: { host, cookie, 'accept-encoding': 'identity' } }, (response) => {
          response.resume();
          resolve(response.headers['x-page-cache'] as string | undefined);
        }).on('error', reject);
      });
    expect((await get('/', { cookie: 'language=en; cityCode=999999' })).state).toBe('MISS');
    expect(lastCookie).toBe('language=en');
    for (const city of ['zhengzhou', '320100', '410101', '', '%3Cscript%3E']) {
      expect((await get('/', { cookie: `language=en; cityCode=${city}` })).state).toBe('HIT');
    }
    expect((await get('/', { cookie: 'language=en' })).state).toBe('HIT');
    for (const host of ['evil.example', 'localhost:1', 'a.b']) expect(await viaHost(host)).toBe('HIT');
    expect(renders).toBe(1);
    // A city of the province is a page of its own, and Next gets the cookie as it was.
    expect((await get('/', { cookie: 'language=en; cityCode=410300' })).state).toBe('MISS');
    expect(lastCookie).toBe('language=en; cityCode=410300');
    expect(renders).toBe(2);
  });

  it('keeps a page that only sets the language cookie, and sets it again on every answer', async () => {
    nextCookie = 'language=zh; Path=/; Max-Age=31536000; SameSite=lax';
    await get('/club', { 'accept-language': 'zh-CN' });
    const again = await get('/club', { 'accept-language': 'zh-CN' });
    expect(again.state).toBe('HIT');
    expect(again.response.headers.getSetCookie()).toEqual(['language=zh; Path=/; Max-Age=31536000; SameSite=lax']);
    expect(renders).toBe(1);
  });

  it('renders afresh after a write empties it, and keeps nothing rendered while the write settles', async () => {
    await get('/class/info?id=3');
    clearPageCache();
    expect((await get('/class/info?id=3')).state).toBe('MISS');
    expect((await get('/class/info?id=3')).state).toBe('MISS');
    expect(renders).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    await get('/class/info?id=3');
    expect((await get('/class/info?id=3')).state).toBe('HIT');
    expect(renders).toBe(4);
  });

  it("is emptied by a change to what pages show (a class edited), not by a learner's enrolment (seats)", async () => {
    listenForChanges();
    await get('/enroll');
    announceChange(['class-seats']);
    expect((await get('/enroll')).state).toBe('HIT');
    announceChange(['classes']);
    expect((await get('/enroll')).state).toBe('MISS');
  });

  it('keeps no error page, no page that sets a cookie, and nothing outside the public pages', async () => {
    nextStatus = 404;
    await get('/detail?id=999');
    await get('/detail?id=999');
    nextStatus = 200;
    nextCookie = 'user_session=1; Path=/';
    await get('/aboutUs');
    await get('/aboutUs');
    nextCookie = undefined;
    await get('/user/center');
    await get('/user/center');
    await get('/manage');
    await get('/manage');
    await get('/', { rsc: '1' });
    await get('/', { rsc: '1' });
    expect(renders).toBe(10);
  });

  it('lets concurrent first views wait for one render', async () => {
    const views = await Promise.all(Array.from({ length: 12 }, () => get('/occupation')));
    expect(renders).toBe(1);
    expect(new Set(views.map((v) => v.nonce)).size).toBe(12);
    expect(views.every((v) => v.body.includes('培训班 /occupation'))).toBe(true);
  });

  it('answers from an expired copy while one visitor waits for the new render', async () => {
    await get('/aboutUs');
    // Ages the kept copy past its seconds.
    const pages = pageStore(15).pages;
    const [key, page] = [...pages.entries()][0];
    pages.set(key, page, { ttl: 1000, start: performance.now() - 2000 });
    let release!: () => void;
    held = new Promise((resolve) => (release = resolve));
    const renewing = get('/aboutUs');
    while (renders < 2) await new Promise((resolve) => setTimeout(resolve, 5));
    const meanwhile = await Promise.all([get('/aboutUs'), get('/aboutUs')]);
    release();
    held = undefined;
    expect(meanwhile.map((v) => v.state)).toEqual(['STALE', 'STALE']);
    expect(meanwhile.every((v) => v.body.includes('培训班 /aboutUs') && v.body.includes(`nonce="${v.nonce}"`))).toBe(true);
    expect((await renewing).state).toBe('MISS');
    expect((await get('/aboutUs')).state).toBe('HIT');
    expect(renders).toBe(2);
  });

  it('lets no visitor after a back-office write wait for a render that began before it', async () => {
    const before = get('/club');
    await new Promise((resolve) => setTimeout(resolve, 5));
    clearPageCache();
    const after = await get('/club');
    expect(after.state).toBe('MISS');
    expect(renders).toBe(2);
    expect((await before).state).toBe('MISS');
  });

  it('serves no expired copy after a back-office write', async () => {
    await get('/aboutUs');
    clearPageCache();
    pageStore(15).clearedAt = 0;
    const views = await Promise.all([get('/aboutUs'), get('/aboutUs')]);
    expect(views.map((v) => v.state).sort()).toEqual(['HIT', 'MISS']);
    expect(renders).toBe(2);
  });
});

describe('no visitor gets past the page cache with a new query string or a header', () => {
  it('answers 100 views with a new junk parameter each from one copy, rendered for the page\'s own parameters', async () => {
    const first = await get('/news?page=2&utm_source=first-visitor');
    expect(first.body).toContain('培训班 /news?page=2 ');
    const views = [];
    for (let i = 0; i < 100; i++) views.push(await get(`/news?_=${i}&page=2`, i % 2 ? { 'cache-control': 'no-cache', pragma: 'no-cache' } : {}));
    expect(renders).toBe(1);
    expect(views.every((v) => v.state === 'HIT' && !v.body.includes('first-visitor'))).toBe(true);
    expect(pageStore(15).pages.size).toBe(1);
  });
});

describe('page cache policy', () => {
  const request = (url: string, headers: Record<string, string> = {}) => ({ method: 'GET', url, headers: { host: 'site', ...headers } });

  it('never keeps certificate searches, and keeps no name or ID number a visitor put in a URL', () => {
    expect(pageCacheKey(request('/cerQuery'))).not.toBeNull();
    expect(pageCacheKey(request('/cerQuery?cert_no=A123456789012345678901'))).toBeNull();
    // Parameters the page does not read: the bare page's copy, with nothing of them in its key.
    expect(pageCacheKey(request('/cerQuery?name=张三&id_number=410105199001011233'))).toBe(pageCacheKey(request('/cerQuery')));
  });

  it('keeps only pages open to anonymous visitors: the sign-in redirect of any other keeps its whole address', () => {
    for (const path of ['/help', '/moxibustion', '/moxibustion/certificateSearch', '/moxibustion/certificateInfo', '/user/center']) {
      expect({ path, key: pageCacheKey(request(`${path}?from=walk`)) }).toEqual({ path, key: null });
    }
    expect(pageCacheKey(request('/aboutUs?from=walk'))).toBe(pageCacheKey(request('/aboutUs')));
  });

  it('never keeps a certificate shown by number, so every view counts against the lookup limit', () => {
    expect(pageCacheKey(request('/moxibustion/certificateInfo?cert_no=AJ2026000001'))).toBeNull();
    expect(pageCacheKey(request('/cerQuery?cert_no=S0000410000122512345678'))).toBeNull();
  });

  it('keys a page by the parameters it reads, sorted, and nothing else', () => {
    expect(canonicalPageUrl('/class?page=2&utm_source=x&keyword=%E7%94%B5&_=1')).toBe('/class?keyword=%E7%94%B5&page=2');
    expect(pageCacheKey(request('/class?page=2&keyword=电'))).toBe(pageCacheKey(request('/class?keyword=电&fbclid=1&page=2')));
    expect(pageCacheKey(request('/class?page=2'))).not.toBe(pageCacheKey(request('/class?page=3')));
    expect(canonicalPageUrl('/?x=1')).toBe('/');
  });

  it('keys on the browser language only while no cookie chose one', () => {
    const zh = pageCacheKey(request('/', { 'accept-language': 'zh-CN' }));
    const ja = pageCacheKey(request('/', { 'accept-language': 'ja' }));
    expect(zh).not.toBe(ja);
    expect(pageCacheKey(request('/', { 'accept-language': 'zh-CN', cookie: 'language=es' }))).toBe(
      pageCacheKey(request('/', { 'accept-language': 'ja', cookie: 'language=es' })),
    );
  });

  it('leaves other methods, router requests and server actions to Next', () => {
    expect(pageCacheKey({ ...request('/'), method: 'POST' })).toBeNull();
    expect(pageCacheKey(request('/?_rsc=abc'))).toBeNull();
    expect(pageCacheKey(request('/', { 'next-action': 'x' }))).toBeNull();
    expect(pageCacheKey(request('/', { cookie: 'manage_token=x' }))).toBeNull();
  });
});

describe('with the client settled in front of it (the client-address step, before the page cache in the chain)', () => {
  let unsettle: (() => void) | undefined;
  afterEach(() => unsettle?.());

  it('answers a copy with this request’s own HSTS decision and one Permissions-Policy', async () => {
    unsettle = enableStep('client-address', clientAddress(1));
    const overHttps = { 'x-forwarded-proto': 'https' };
    const first = await get('/news', overHttps);
    const copy = await get('/news', overHttps);
    const plain = await get('/news');
    expect([first.state, copy.state, plain.state]).toEqual(['MISS', 'HIT', 'MISS']);
    expect(copy.response.headers.get('strict-transport-security')).toBe(HSTS);
    expect(copy.response.headers.get('permissions-policy')).toBe(COMMON_HEADERS['Permissions-Policy']);
    expect(plain.response.headers.get('strict-transport-security')).toBeNull();
  });

  it('keys on the settled protocol: with no proxy in front a claimed https is the same page as http', async () => {
    unsettle = enableStep('client-address', clientAddress(0));
    await get('/news');
    const claimed = await get('/news', { 'x-forwarded-proto': 'https' });
    expect(claimed.state).toBe('HIT');
    expect(claimed.response.headers.get('strict-transport-security')).toBeNull();
    expect(renders).toBe(1);
  });
});
