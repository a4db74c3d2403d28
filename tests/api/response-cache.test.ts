import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { insertNews, insertNewsCategory } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// The API's response cache on the real app and database: anonymous public reads are kept, a committed
// write drops the answers of the resources it changed at once (announced by the database handle, so a
// write behind the API's back too), signed-in reads always reach the database.

let h: AccountsHarness;
let manager = '';
let learner = '';
let category = 0;

beforeAll(async () => {
  h = await accountsHarness({ apiCacheSeconds: 30 });
  await seedAccess(h.db);
  category = await insertNewsCategory(h.db, { name: '通知公告', slug: 'notices' });
  await insertNews(h.db, { category_id: category, title: '第一条通知' });
  manager = (await managerWithRole(h, 'province-admin')).token;
  learner = await tokenFor(h, 'learner', (await createLearner(h.db)).phone);
});

afterAll(() => h.close());

const titles = (body: { data: Array<{ title: string }> }) => body.data.map((n) => n.title).sort();

it('answers a repeated anonymous read from memory, until a write changes what it shows', async () => {
  const first = await h.request('GET', '/news?per_page=50');
  expect(first.headers.get('x-api-cache')).toBe('MISS');
  expect(titles(first.body)).toEqual(['第一条通知']);

  // A write of something else (another resource, a private table) keeps it.
  await h.db.insertInto('banners').values({ title: '横幅', image: '/b.png', link: null, status: 'hidden', created_at: '2026-01-01T00:00:00Z', updated_at: '2026-01-01T00:00:00Z' }).execute();
  await h.db.deleteFrom('login_logs').execute();
  const kept = await h.request('GET', '/news?per_page=50');
  expect(kept.headers.get('x-api-cache')).toBe('HIT');
  expect(kept.body).toEqual(first.body);

  // Written behind the API's back: the database handle announces it all the same.
  await insertNews(h.db, { category_id: category, title: '直接写入的通知' });
  const seen = await h.request('GET', '/news?per_page=50');
  expect(seen.headers.get('x-api-cache')).toBe('MISS');
  expect(titles(seen.body)).toEqual(['直接写入的通知', '第一条通知']);
  expect((await h.request('GET', '/news?per_page=50')).headers.get('x-api-cache')).toBe('HIT');

  // A back-office write empties it.
  const created = await h.request('POST', '/manage/news', { token: manager, json: { title: '后台发布的通知', category_id: category, summary: '摘要', content: '<p>正文</p>' } });
  expect(created.status).toBe(201);
  const fresh = await h.request('GET', '/news?per_page=50');
  expect(fresh.headers.get('x-api-cache')).toBe('MISS');
  expect(titles(fresh.body)).toEqual(['直接写入的通知', '第一条通知']);
});

it('keeps each query and city apart', async () => {
  await h.request('GET', '/news?per_page=50');
  expect((await h.request('GET', '/news?per_page=5')).headers.get('x-api-cache')).toBe('MISS');
  expect((await h.request('GET', '/news?per_page=50', { headers: { cityCode: '410300' } })).headers.get('x-api-cache')).toBe('MISS');
  expect((await h.request('GET', '/news?per_page=50', { headers: { cityCode: '410300' } })).headers.get('x-api-cache')).toBe('HIT');
});

it('never answers a signed-in read from memory, nor keeps errors or private routes; a no-cache header changes nothing', async () => {
  await h.request('GET', '/news?per_page=50');
  const signedIn = await h.request('GET', '/news?per_page=50', { token: learner });
  expect(signedIn.status).toBe(200);
  expect(signedIn.headers.get('x-api-cache')).toBeNull();
  expect((await h.request('GET', '/news?per_page=50', { headers: { 'cache-control': 'no-cache' } })).headers.get('x-api-cache')).toBe('HIT');
  expect((await h.request('GET', '/news/999999')).status).toBe(404);
  expect((await h.request('GET', '/news/999999')).headers.get('x-api-cache')).toBeNull();
  expect((await h.request('GET', '/user', { token: learner })).headers.get('x-api-cache')).toBeNull();
  expect((await h.request('GET', '/certificate-queries?cert_no=A123456789012345678901')).headers.get('x-api-cache')).toBeNull();
});

it('is kept across a refused write and a learner signing in', async () => {
  await h.request('GET', '/news?per_page=50');
  expect((await h.request('POST', '/manage/news', { token: manager, json: {} })).status).toBe(422);
  expect((await h.request('GET', '/news?per_page=50')).headers.get('x-api-cache')).toBe('HIT');
  await tokenFor(h, 'learner', (await createLearner(h.db)).phone);
  expect((await h.request('GET', '/news?per_page=50')).headers.get('x-api-cache')).toBe('HIT');
});
