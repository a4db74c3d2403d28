import { NextRequest } from 'next/server';
import { api } from '@/lib/api/server';
import { reloadEnv } from '@/lib/env';
import { apiApp, apiResponseCache } from '@/lib/server/api/app';
import { connect } from '@/lib/server/db/connect';
import { closeResources } from '@/lib/server/runtime/lifecycle';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { issueToken } from '@/lib/server/auth/tokens';
import { createLearner } from '../helpers/accounts';
import { insertClass, insertNews, insertNewsCategory, insertOccupation } from '../helpers/fixtures';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Anonymous clients cannot skip the kept public reads (no header, no new query string): only the
// server's own reads (lib/api/server.ts, told so in process) reach the database every time.

const SITE = 'http://localhost:3000';
let t: TestDb;
let category = 0;

beforeAll(async () => {
  t = await createTestDb();
  process.env.DATABASE_URL = t.url;
  process.env.API_CACHE_SECONDS = '60';
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  category = await insertNewsCategory(t.db, { name: '缓存绕过', slug: 'bypass' });
  await insertNews(t.db, { category_id: category, title: '第一条' });
});
afterAll(async () => {
  delete process.env.API_CACHE_SECONDS;
  await closeResources();
  await t.destroy();
});
beforeEach(() => apiResponseCache().clear());

const viaProxy = (path: string, headers: Record<string, string> = {}) => proxyRequest(new NextRequest(`${SITE}/api/v1${path}`, { headers: { host: 'localhost:3000', ...headers } }));
const direct = (path: string, headers: Record<string, string> = {}) => apiApp().request(`/api/v1${path}`, { headers });
const titles = async (response: Response) => ((await response.json()) as { data: Array<{ title: string }> }).data.map((n) => n.title).sort();

test('100 anonymous reads with a new junk parameter each make one entry and are answered from it', async () => {
  const list = `/news?category_id=${category}&per_page=20`;
  expect((await viaProxy(list)).headers.get('x-api-cache')).toBe('MISS');
  const from: Array<string | null> = [];
  for (let i = 0; i < 50; i++) from.push((await viaProxy(`${list}&_=${i}`)).headers.get('x-api-cache'));
  for (let i = 0; i < 50; i++) from.push((await direct(`/news?junk${i}=x&per_page=20&category_id=${category}`)).headers.get('x-api-cache'));
  expect(from).toEqual(Array(100).fill('HIT'));
  expect(apiResponseCache().size()).toBe(1);
});

test('the kept answer is the one for the route’s own parameters: no caller’s junk in its links', async () => {
  await insertNews(t.db, { category_id: category, title: '第二条' });
  const first = await direct(`/news?category_id=${category}&per_page=1&tracking=first-visitor`);
  const body = (await first.json()) as { meta: { pagination: { links: { next?: string } } } };
  expect(body.meta.pagination.links.next).toBe(`/api/v1/news?category_id=${category}&per_page=1&page=2`);
  const second = await viaProxy(`/news?per_page=1&category_id=${category}&tracking=second`);
  expect(second.headers.get('x-api-cache')).toBe('HIT');
  expect(await second.text()).not.toContain('tracking');
});

test('100 anonymous reads asking for no-cache are answered from the entry too', async () => {
  const list = `/news?category_id=${category}`;
  await viaProxy(list);
  const from: Array<string | null> = [];
  for (let i = 0; i < 50; i++) from.push((await viaProxy(list, { 'cache-control': 'no-cache', pragma: 'no-cache' })).headers.get('x-api-cache'));
  for (let i = 0; i < 50; i++) from.push((await direct(list, { 'cache-control': 'no-cache, no-store, max-age=0' })).headers.get('x-api-cache'));
  expect(from).toEqual(Array(100).fill('HIT'));
  expect(apiResponseCache().size()).toBe(1);
});

test('the server’s own reads see a write at once, while clients get the kept answer', async () => {
  const list = `/news?category_id=${category}&per_page=50`;
  const before = await titles(await viaProxy(list));
  // Written behind the caches' back (a handle that announces nothing): the kept answer does not know.
  const quiet = connect(t.url, { announceWrites: false });
  await insertNews(quiet, { category_id: category, title: '服务端立即可见' });
  await quiet.destroy();
  const client = await viaProxy(list, { 'cache-control': 'no-cache' });
  expect(client.headers.get('x-api-cache')).toBe('HIT');
  expect(await titles(client)).toEqual(before);
  const server = await api<{ data: Array<{ title: string }> }>('/news', { query: { category_id: category, per_page: 50 } });
  expect(server.data.map((n) => n.title).sort()).toEqual([...before, '服务端立即可见'].sort());
  expect(apiResponseCache().size()).toBe(1);
});

describe('issue 30: only a live session, a new city or a new query makes a read skip the kept copy', () => {
  const list = () => `/news?category_id=${category}&per_page=10`;

  test('an Authorization header or a session cookie whose token resolves to nothing reads the kept copy', async () => {
    expect((await viaProxy(list())).headers.get('x-api-cache')).toBe('MISS');
    const from: Array<string | null> = [];
    for (let i = 0; i < 10; i++) from.push((await viaProxy(list(), { authorization: `Bearer junk-${i}` })).headers.get('x-api-cache'));
    from.push((await viaProxy(list(), { authorization: 'Basic YWRtaW46YWRtaW4=' })).headers.get('x-api-cache'));
    from.push((await viaProxy(list(), { cookie: 'user_token=dead-token; user_token_type=Bearer' })).headers.get('x-api-cache'));
    from.push((await direct(list(), { authorization: 'Bearer not-a-session' })).headers.get('x-api-cache'));
    expect(from).toEqual(Array(13).fill('HIT'));
    expect(apiResponseCache().size()).toBe(1);
  });

  test('a token that resolves still reads from the database', async () => {
    const learner = await createLearner(t.db);
    const { access_token } = await issueToken(t.db, { guard: 'api', subjectId: learner.id });
    await viaProxy(list());
    const signedIn = await viaProxy(list(), { cookie: `user_token=${access_token}` });
    expect(signedIn.status).toBe(200);
    expect(signedIn.headers.get('x-api-cache')).toBeNull();
    expect((await direct(list(), { authorization: `Bearer ${access_token}` })).headers.get('x-api-cache')).toBeNull();
  });

  test('junk city codes in the header or cookie and a foreign Host read the default copy', async () => {
    expect((await viaProxy(list())).headers.get('x-api-cache')).toBe('MISS');
    const junk = ['zhengzhou', '999999', '410101', '000000', '', '4101000', '41010O', '320100'];
    const from: Array<string | null> = [];
    for (const city of junk) from.push((await viaProxy(list(), { citycode: city })).headers.get('x-api-cache'));
    for (const city of junk) from.push((await viaProxy(list(), { cookie: `cityCode=${encodeURIComponent(city)}` })).headers.get('x-api-cache'));
    for (const host of ['evil.example', 'a.b.c:1234', 'localhost:3001']) from.push((await viaProxy(list(), { host })).headers.get('x-api-cache'));
    expect(from).toEqual(Array(junk.length * 2 + 3).fill('HIT'));
    expect(apiResponseCache().size()).toBe(1);
    // A city of the province is its own copy, whichever way it is named.
    expect((await viaProxy(list(), { citycode: '410300' })).headers.get('x-api-cache')).toBe('MISS');
    expect((await viaProxy(list(), { cookie: 'cityCode=410300' })).headers.get('x-api-cache')).toBe('HIT');
    expect(apiResponseCache().size()).toBe(2);
  });

  test('a junk city reads the whole province’s list, with the cache on or off', async () => {
    const occupation_id = await insertOccupation(t.db);
    await insertClass(t.db, { occupation_id, title: '洛阳班', city_code: '410300' });
    const whole = await (await direct('/classes?per_page=50')).json();
    expect(await (await direct('/classes?per_page=50', { citycode: '999999' })).json()).toEqual(whole);
    apiResponseCache().clear();
    expect(await (await direct('/classes?per_page=50', { citycode: '999999' })).json()).toEqual(whole);
    expect((await direct('/classes?per_page=50')).headers.get('x-api-cache')).toBe('HIT');
  });
});
