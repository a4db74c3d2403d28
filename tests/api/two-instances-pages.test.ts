import { spawn, type ChildProcess } from 'node:child_process';
import { freePort, startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { insertNewsCategory } from '../helpers/fixtures';
import { managerWithToken } from '../helpers/learner-area';
import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';

// The one cache model across instances: a news write committed on instance 1 (the API process) is
// announced through Redis, and instance 2 drops its kept HTML page and its data-cache reads of the news.

const enabled = testDialect() === 'postgres' && Boolean(process.env.REDIS_URL);
const maybe = enabled ? test : test.skip;
let t: TestDb;
let api: ApiProcess;
let otherSite: ApiProcess;
let pages: ChildProcess;
let pagesUrl = '';

beforeAll(async () => {
  if (!enabled) return;
  t = await createTestDb();
  api = await startApiProcess({ DATABASE_URL: t.url, REDIS_URL: process.env.REDIS_URL! });
  // Another site on the same Redis (a staging copy, or another test file running beside this one).
  otherSite = await startApiProcess({ DATABASE_URL: t.url, REDIS_URL: process.env.REDIS_URL!, REDIS_PREFIX: `${process.env.REDIS_PREFIX}-other` });
  const port = await freePort();
  pagesUrl = `http://127.0.0.1:${port}`;
  // The page cache reads lib/api's server-only modules, as Next's server does under react-server.
  pages = spawn(process.execPath, ['--conditions=react-server', '--import', 'tsx', 'tests/helpers/page-cache-server.ts'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { ...process.env, NODE_ENV: 'production', LOG_LEVEL: 'warn', PAGE_PORT: String(port) },
  });
  let listening = false;
  pages.stdout!.on('data', (chunk: Buffer) => { if (chunk.toString().includes('page cache listening')) listening = true; });
  await waitUntil(async () => listening, 60_000, 'the page cache process');
}, 120_000);
afterAll(async () => {
  if (!enabled) return;
  pages?.kill('SIGKILL');
  await api?.stop('SIGKILL');
  await otherSite?.stop('SIGKILL');
  await t.destroy();
});

const view = async () => (await fetch(`${pagesUrl}/news`)).headers.get('x-page-cache');
const generations = async () => (await (await fetch(`${pagesUrl}/__generations`)).json()) as Record<string, number>;

maybe('a write on one instance drops the other instance’s kept page and public reads', async () => {
  // Past the settling second after any earlier change, a second view is a copy.
  await new Promise((resolve) => setTimeout(resolve, 1100));
  expect(await view()).toBe('MISS');
  expect(await view()).toBe('HIT');
  const before = (await generations()).news ?? 0;

  const category = await insertNewsCategory(t.db, { name: '两实例页面', slug: `pages-${Date.now()}` });
  const manager = (await managerWithToken(t.db, ['news.manage'])).token;
  const writeNews = (on: ApiProcess) =>
    fetch(`${on.url}/api/v1/manage/news`, {
      method: 'POST',
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'application/json', 'x-forwarded-for': '10.82.0.1' },
      body: JSON.stringify({ title: '草稿', category_id: category, summary: '摘要', content: '<p>正文</p>' }),
    });

  // A site under another REDIS_PREFIX announces on its own channel: this site's copies stay.
  // (Without prefixes of their own, two API test files running side by side dropped each other's copies.)
  expect((await writeNews(otherSite)).status).toBe(201);
  await new Promise((resolve) => setTimeout(resolve, 1000));
  expect((await generations()).news ?? 0).toBe(before);
  expect(await view()).toBe('HIT');

  expect((await writeNews(api)).status).toBe(201);

  // Through Redis: a few milliseconds.
  await waitUntil(async () => ((await generations()).news ?? 0) > before, 20_000, 'the news reads to be dropped');
  expect(await view()).toBe('MISS');
});

if (!enabled) test.skip('needs PostgreSQL (TEST_DATABASE_URL) and REDIS_URL', () => undefined);
