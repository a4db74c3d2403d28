/** @jest-environment node */
import { Hono } from 'hono';
import { createResponseCache } from '@/lib/server/api/http/response-cache';
import { announceChange } from '@/lib/server/cache-bus';

// The response cache's own rules, on a stand-in app whose handlers count how often they run. What empties
// it is a change heard on the cache bus (the database handle announces committed writes; here the test does).

// The stand-in's documented reads: the class list takes page and slow, a class takes none.
const knownQuery = (path: string) => (path === '/api/v1/classes' ? ['page', 'slow'] : path.startsWith('/api/v1/classes/') ? [] : undefined);

function appWith(seconds: number) {
  const cache = createResponseCache(seconds, knownQuery);
  const app = new Hono();
  let reads = 0;
  let release: (() => void) | undefined;
  app.use('*', cache.middleware);
  app.get('/api/v1/classes', async (c) => {
    reads++;
    if (c.req.query('slow')) await new Promise<void>((resolve) => (release = resolve));
    return c.json({ reads, url: c.req.url.slice(c.req.url.indexOf('/api/')) });
  });
  app.get('/api/v1/user/enrollments', (c) => c.json({ reads: ++reads }));
  app.get('/api/v1/classes/teapot', (c) => c.json({ reads: ++reads }, 418));
  app.post('/api/v1/manage/classes', (c) => c.json({}, 201));
  return { app, cache, reads: () => reads, release: () => release?.() };
}

const read = async (app: Hono, path: string) => {
  const response = await app.request(path);
  return { from: response.headers.get('x-api-cache'), body: (await response.json()) as { reads: number; url?: string } };
};

it('keeps only public paths, 200 answers, and is off at 0 seconds', async () => {
  const s = appWith(5);
  expect(await read(s.app, '/api/v1/classes')).toEqual({ from: 'MISS', body: { reads: 1, url: '/api/v1/classes' } });
  expect(await read(s.app, '/api/v1/classes')).toEqual({ from: 'HIT', body: { reads: 1, url: '/api/v1/classes' } });
  await read(s.app, '/api/v1/user/enrollments');
  expect((await read(s.app, '/api/v1/user/enrollments')).from).toBeNull();
  await read(s.app, '/api/v1/classes/teapot');
  expect((await read(s.app, '/api/v1/classes/teapot')).body.reads).toBe(5);

  const off = appWith(0);
  await read(off.app, '/api/v1/classes');
  expect(await read(off.app, '/api/v1/classes')).toEqual({ from: null, body: { reads: 2, url: '/api/v1/classes' } });
});

it('drops the answers of the resources a change covers, and keeps the others; a request alone empties nothing', async () => {
  const s = appWith(5);
  await read(s.app, '/api/v1/classes');
  // A write request is no change until the database says so.
  await s.app.request('/api/v1/manage/classes', { method: 'POST' });
  announceChange(['news', 'talents', 'trainings']);
  expect(s.cache.size()).toBe(1);
  announceChange(['class-seats']);
  expect(s.cache.size()).toBe(0);
  await read(s.app, '/api/v1/classes');
  announceChange(['catalogue']);
  expect(s.cache.size()).toBe(0);
  expect((await read(s.app, '/api/v1/classes')).from).toBe('MISS');
  s.cache.close();
  announceChange(['classes']);
  expect(s.cache.size()).toBe(1);
});

it('does not keep a read that was under way when a change dropped it', async () => {
  const s = appWith(5);
  const slow = read(s.app, '/api/v1/classes?slow=1');
  while (s.reads() === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  announceChange(['classes']);
  s.release();
  expect((await slow).from).toBe('MISS');
  expect(s.cache.size()).toBe(0);
});

it('forgets an answer after its seconds', async () => {
  const s = appWith(1);
  await read(s.app, '/api/v1/classes');
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect((await read(s.app, '/api/v1/classes')).from).toBe('MISS');
});

it('hands a kept answer, with the route that made it, to servers that answer before dispatching', async () => {
  const s = appWith(5);
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', {})).toBeUndefined();
  await read(s.app, '/api/v1/classes?page=2');
  const kept = s.cache.lookup('GET', '/api/v1/classes?page=2', {});
  expect(kept?.route).toBe('/api/v1/classes');
  expect(JSON.parse(new TextDecoder().decode(kept?.body))).toEqual({ reads: 1, url: '/api/v1/classes?page=2' });
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', { cityCode: '410300' })).toBeUndefined();
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', { authorization: 'Bearer x' })).toBeUndefined();
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', { serverRead: true })).toBeUndefined();
  expect(s.cache.lookup('GET', '/api/v1/classes?junk=1&page=2', {})?.route).toBe('/api/v1/classes');
  expect(s.cache.lookup('HEAD', '/api/v1/classes?page=2', {})).toBeUndefined();
});

it('keys a read by its route\'s own parameters, sorted, and hands the handler only those', async () => {
  const s = appWith(5);
  expect(await read(s.app, '/api/v1/classes?slow=&page=2&utm=a')).toEqual({ from: 'MISS', body: { reads: 1, url: '/api/v1/classes?page=2&slow=' } });
  expect(await read(s.app, '/api/v1/classes?page=2&slow=&utm=b')).toEqual({ from: 'HIT', body: { reads: 1, url: '/api/v1/classes?page=2&slow=' } });
  for (let i = 0; i < 100; i++) expect((await read(s.app, `/api/v1/classes?x${i}=${i}`)).body.reads).toBe(2);
  expect(s.cache.size()).toBe(2);
});
