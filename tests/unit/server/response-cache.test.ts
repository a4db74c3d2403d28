/** @jest-environment node */
import { Hono } from 'hono';
import { createResponseCache } from '@/lib/server/api/http/response-cache';

// The response cache's own rules, on a stand-in app whose handlers count how often they run.

function appWith(seconds: number) {
  const cache = createResponseCache(seconds);
  const app = new Hono();
  let reads = 0;
  let release: (() => void) | undefined;
  app.use('*', cache.middleware);
  app.get('/api/v1/classes', async (c) => {
    reads++;
    if (c.req.query('slow')) await new Promise<void>((resolve) => (release = resolve));
    return c.json({ reads });
  });
  app.get('/api/v1/user/enrollments', (c) => c.json({ reads: ++reads }));
  app.get('/api/v1/classes/teapot', (c) => c.json({ reads: ++reads }, 418));
  app.post('/api/v1/manage/classes', (c) => c.json({}, 201));
  app.post('/api/v1/manage/bad', (c) => c.json({}, 422));
  app.post('/api/v1/user/plays/1/progress', (c) => c.json({}, 201));
  return { app, cache, reads: () => reads, release: () => release?.() };
}

const read = async (app: Hono, path: string) => {
  const response = await app.request(path);
  return { from: response.headers.get('x-api-cache'), body: (await response.json()) as { reads: number } };
};

it('keeps only public paths, 200 answers, and is off at 0 seconds', async () => {
  const s = appWith(5);
  expect(await read(s.app, '/api/v1/classes')).toEqual({ from: 'MISS', body: { reads: 1 } });
  expect(await read(s.app, '/api/v1/classes')).toEqual({ from: 'HIT', body: { reads: 1 } });
  await read(s.app, '/api/v1/user/enrollments');
  expect((await read(s.app, '/api/v1/user/enrollments')).from).toBeNull();
  await read(s.app, '/api/v1/classes/teapot');
  expect((await read(s.app, '/api/v1/classes/teapot')).body.reads).toBe(5);

  const off = appWith(0);
  await read(off.app, '/api/v1/classes');
  expect(await read(off.app, '/api/v1/classes')).toEqual({ from: null, body: { reads: 2 } });
});

it('is emptied by successful writes except private ones, and not by refused ones', async () => {
  const s = appWith(5);
  await read(s.app, '/api/v1/classes');
  await s.app.request('/api/v1/manage/bad', { method: 'POST' });
  await s.app.request('/api/v1/user/plays/1/progress', { method: 'POST' });
  expect(s.cache.size()).toBe(1);
  await s.app.request('/api/v1/manage/classes', { method: 'POST' });
  expect(s.cache.size()).toBe(0);
  expect((await read(s.app, '/api/v1/classes')).from).toBe('MISS');
});

it('does not keep a read that was under way when a write emptied it', async () => {
  const s = appWith(5);
  const slow = read(s.app, '/api/v1/classes?slow=1');
  await new Promise((resolve) => setTimeout(resolve, 10));
  await s.app.request('/api/v1/manage/classes', { method: 'POST' });
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
  expect(JSON.parse(new TextDecoder().decode(kept?.body))).toEqual({ reads: 1 });
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', { cityCode: '410300' })).toBeUndefined();
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', { authorization: 'Bearer x' })).toBeUndefined();
  expect(s.cache.lookup('GET', '/api/v1/classes?page=2', { cacheControl: 'no-cache' })).toBeUndefined();
  expect(s.cache.lookup('HEAD', '/api/v1/classes?page=2', {})).toBeUndefined();
});
