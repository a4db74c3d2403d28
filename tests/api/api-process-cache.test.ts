import { createLearner, PASSWORD } from '../helpers/accounts';
import { startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { insertNews, insertNewsCategory } from '../helpers/fixtures';
import { managerWithToken } from '../helpers/learner-area';
import { createTestDb, type TestDb } from '../helpers/test-db';

// `npm run api` answers a kept public read before its apps dispatch it (lib/server/cli/api.ts):
// the answer must be the one the API gave, with the same headers, metric and log line.

let t: TestDb;
let api: ApiProcess;

beforeAll(async () => {
  t = await createTestDb();
  api = await startApiProcess({ DATABASE_URL: t.url, API_CACHE_SECONDS: '60' });
}, 120_000);
afterAll(async () => {
  await api?.stop('SIGKILL');
  await t.destroy();
});

const read = (path: string, headers: Record<string, string> = {}) => fetch(`${api.url}/api/v1${path}`, { headers });

test('a kept read is the same answer, with the caller’s request id, counted and logged under its route', async () => {
  const category = await insertNewsCategory(t.db, { name: '独立进程缓存', slug: `process-${Date.now()}` });
  await insertNews(t.db, { category_id: category, title: '进程内的副本' });
  const path = `/news?per_page=50&category_id=${category}`;

  const first = await read(path);
  expect(first.headers.get('x-api-cache')).toBe('MISS');
  const body = await first.text();
  const kept = await read(path, { 'x-request-id': 'kept-read-1' });
  expect(kept.status).toBe(200);
  expect(kept.headers.get('x-api-cache')).toBe('HIT');
  expect(kept.headers.get('x-request-id')).toBe('kept-read-1');
  expect(kept.headers.get('content-type')).toBe(first.headers.get('content-type'));
  expect(await kept.text()).toBe(body);
  expect(JSON.parse(body).data.map((n: { title: string }) => n.title)).toEqual(['进程内的副本']);

  // Another city is another copy; a hostile request id is replaced, not echoed.
  expect((await read(path, { cityCode: '410300' })).headers.get('x-api-cache')).toBe('MISS');
  const hostile = await read(path, { 'x-request-id': 'not an id <script>' });
  expect(hostile.headers.get('x-api-cache')).toBe('HIT');
  expect(hostile.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);

  const metrics = await (await fetch(`${api.url}/api/metrics`)).text();
  expect(metrics).toMatch(/api_cache_requests_total\{result="hit"\} [2-9]/);
  const newsReads = metrics.split('\n').find((line) => line.startsWith('http_requests_total{') && line.includes('tier="api"') && line.includes('route="/api/v1/news"') && line.includes('status="200"'));
  expect(Number(newsReads?.split(' ').at(-1))).toBeGreaterThanOrEqual(4);
  // The server's log reaches this process through a pipe: a line written after the answer.
  await waitUntil(async () => api.logs.some((line) => line.reqId === 'kept-read-1' && line.msg === 'api request'), 15_000, "the kept read's log line");
  expect(api.logs).toContainEqual(expect.objectContaining({ msg: 'api request', reqId: 'kept-read-1', route: '/api/v1/news', status: 200 }));
});

test('signed-in and non-GET reads still reach the API; no-cache or a junk parameter does not', async () => {
  const path = '/news?per_page=20';
  await read(path);
  expect((await read(path)).headers.get('x-api-cache')).toBe('HIT');
  expect((await read(path, { 'cache-control': 'no-cache' })).headers.get('x-api-cache')).toBe('HIT');
  expect((await read(`${path}&_=${Date.now()}`)).headers.get('x-api-cache')).toBe('HIT');
  expect((await fetch(`${api.url}/api/v1${path}`, { method: 'HEAD' })).headers.get('x-api-cache')).toBeNull();

  const learner = await createLearner(t.db);
  const login = await fetch(`${api.url}/api/v1/authorizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.81.0.1' },
    body: JSON.stringify({ username: learner.phone, password: PASSWORD, guard: 'api' }),
  });
  const { access_token: token } = (await login.json()) as { access_token: string };
  const signedIn = await read(path, { authorization: `Bearer ${token}` });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get('x-api-cache')).toBeNull();

  // A learner's profile is no public answer: the copies stay.
  expect((await fetch(`${api.url}/api/v1/user`, { method: 'PATCH', headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' }, body: JSON.stringify({ name: '李晓燕' }) })).status).toBe(200);
  expect((await read(path)).headers.get('x-api-cache')).toBe('HIT');
  // A news write through this process empties the news copies: the next read is answered by the API again.
  const manager = (await managerWithToken(t.db, ['news.manage'])).token;
  const draft = await fetch(`${api.url}/api/v1/manage/news`, { method: 'POST', headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json', 'x-forwarded-for': '10.81.0.2' }, body: JSON.stringify({ title: '草稿', category_id: (await t.db.selectFrom('news_categories').select('id').executeTakeFirstOrThrow()).id, summary: '摘要', content: '<p>正文</p>' }) });
  expect(draft.status).toBe(201);
  expect((await read(path)).headers.get('x-api-cache')).toBe('MISS');
});
