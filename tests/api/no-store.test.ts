import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { closeResources } from '@/lib/server/runtime/lifecycle';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { accountsHarness, createLearner, learnerLogin, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { insertNews, insertNewsCategory } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// No answer to a request that carried a session, and no answer with personal data, may be kept by a
// browser or a proxy: the API marks them `Cache-Control: no-store` (so `npm run api` too), and the
// /api/v1 proxy passes the header on. Anonymous catalogue reads and public uploads stay cacheable.

type Doc = { paths: Record<string, Record<string, unknown>> };

let h: AccountsHarness;
let learner = '';
let manager = '';
let learnerPhone = '';

beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
  await insertNews(h.db, { category_id: await insertNewsCategory(h.db), title: '公开通知' });
  learnerPhone = (await createLearner(h.db)).phone;
  learner = await tokenFor(h, 'learner', learnerPhone);
  manager = (await managerWithRole(h, 'province-admin')).token;
});
afterAll(async () => {
  await closeResources();
  await h.close();
});

const cacheControl = (answer: { headers: Headers }) => answer.headers.get('cache-control');

test('every documented read answers a signed-in caller with no-store, unless it is a public upload', async () => {
  const doc = (await h.request('GET', '/openapi.json')).body as Doc;
  const reads = Object.entries(doc.paths).filter(([, ops]) => 'get' in ops).map(([path]) => path.replace(/^\/api\/v1/, '').replace(/\{[^}]+\}/g, '1'));
  expect(reads.length).toBeGreaterThan(50);
  const missing: string[] = [];
  for (const path of reads) {
    for (const [who, token] of [['learner', learner], ['manager', manager]]) {
      const answer = await h.request('GET', path, { token });
      const value = cacheControl(answer) ?? '';
      if (!/\bno-store\b/.test(value) && !/\bpublic\b/.test(value)) missing.push(`GET ${path} as ${who}: ${answer.status} ${value}`);
    }
  }
  expect(missing).toEqual([]);
}, 120_000);

test('profile, personal lists, sign-in and lookups by number are no-store; anonymous catalogue reads are not', async () => {
  expect(cacheControl(await h.request('GET', '/user', { token: learner }))).toBe('no-store');
  expect(cacheControl(await h.request('GET', '/manage/enrollments', { token: manager }))).toBe('no-store');
  expect(cacheControl(await h.request('GET', '/manage/learners', { token: manager }))).toBe('no-store');
  expect(cacheControl(await h.request('GET', '/news', { token: learner }))).toBe('no-store');
  expect(cacheControl(await h.request('GET', '/user'))).toBe('no-store');
  expect(cacheControl(await learnerLogin(h, learnerPhone))).toBe('no-store');
  expect(cacheControl(await h.request('GET', '/certificates/A123456789012345678901'))).toBe('no-store');
  expect(cacheControl(await h.request('GET', '/certificate-queries?cert_no=A123456789012345678901'))).toBe('no-store');
  const catalogue = await h.request('GET', '/news');
  expect(catalogue.status).toBe(200);
  expect(cacheControl(catalogue)).toBeNull();
});

test('the /api/v1 proxy passes no-store on for a cookie session', async () => {
  process.env.DATABASE_URL = h.url;
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  const viaProxy = (path: string, cookie?: string) =>
    proxyRequest(new NextRequest(`http://localhost:3000/api/v1${path}`, { headers: { host: 'localhost:3000', ...(cookie ? { cookie } : {}) } }));
  const profile = await viaProxy('/user', `user_token=${learner}; user_token_type=Bearer`);
  expect(profile.status).toBe(200);
  expect(cacheControl(profile)).toBe('no-store');
  expect(cacheControl(await viaProxy('/news', `user_token=${learner}; user_token_type=Bearer`))).toBe('no-store');
  expect(cacheControl(await viaProxy('/news'))).toBeNull();
});
