import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertNews, insertNewsCategory } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Back-office news, categories and content pages: sanitising, scheduling, permissions, 422s, 409s.

let h: AccountsHarness;
const token = { province: '', city: '', school: '' };
let notices = 0;
let policies = 0;

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const HOSTILE = '<p>安全正文<img src="x" onerror="alert(1)"></p><script>alert(2)</script><a href="javascript:alert(3)">链接</a>';
const article = (extra: Record<string, unknown> = {}) => ({ title: '关于开展职业技能提升行动的通知', category_id: notices, summary: '摘要', content: '<p>正文</p>', ...extra });

beforeAll(async () => {
  h = await accountsHarness();
  await seedAccess(h.db);
  notices = await insertNewsCategory(h.db, { name: '通知公告', slug: 'notices' });
  policies = await insertNewsCategory(h.db, { name: '政策法规', slug: 'policies' });
  const stamp = '2026-01-01T00:00:00.000Z';
  await h.db.insertInto('pages').values({ slug: 'aboutUs', title: '关于我们', content: '<p>旧内容</p>', created_at: stamp, updated_at: stamp }).execute();
  token.province = (await managerWithRole(h, 'province-admin')).token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.school = (await managerWithRole(h, 'school')).token;
});

afterAll(() => h.close());

const as = (t: string) => ({
  get: (url: string) => h.request('GET', url, { token: t }),
  post: (url: string, json?: unknown) => h.request('POST', url, { token: t, json }),
  put: (url: string, json: unknown) => h.request('PUT', url, { token: t, json }),
  del: (url: string) => h.request('DELETE', url, { token: t }),
});

test('create sanitises the HTML: script, onerror and javascript: links are gone; a new item is a draft and not public', async () => {
  const created = await as(token.province).post('/manage/news', article({ content: HOSTILE }));
  expect(created.status).toBe(201);
  const { id, content, status } = created.body.data;
  expect(status).toBe('draft');
  expect(content).toContain('安全正文');
  expect(content).not.toMatch(/script|onerror|javascript:|alert/);
  const stored = await h.db.selectFrom('news').select('content').where('id', '=', id).executeTakeFirstOrThrow();
  expect(stored.content).toBe(content);
  expect((await h.request('GET', `/news/${id}`)).status).toBe(404);

  const updated = await as(token.province).put(`/manage/news/${id}`, article({ content: '<p onclick="x()">改</p><iframe src="https://evil.example"></iframe>' }));
  expect(updated.status).toBe(200);
  expect(updated.body.data.content).toBe('<p>改</p>');
});

test('422 with field messages: missing fields, unknown category, content empty after sanitising, bad cover, schedule in the past', async () => {
  const empty = await as(token.province).post('/manage/news', {});
  expect(empty.status).toBe(422);
  expect(Object.keys(empty.body.errors)).toEqual(expect.arrayContaining(['title', 'category_id', 'content']));
  expect((await as(token.province).post('/manage/news', article({ category_id: 999999 }))).body.errors.category_id).toBeDefined();
  const scriptOnly = await as(token.province).post('/manage/news', article({ content: '<script>alert(1)</script>' }));
  expect(scriptOnly.status).toBe(422);
  expect(scriptOnly.body.errors.content).toBeDefined();
  for (const cover of ['javascript:alert(1)', 'https://tracker.example/pixel.png']) {
    expect((await as(token.province).post('/manage/news', article({ cover }))).body.errors.cover).toBeDefined();
  }
  expect((await as(token.province).post('/manage/news', article({ cover: '/api/v1/files/7' }))).body.data.cover).toBe('/api/v1/files/7');
  const id = (await as(token.province).post('/manage/news', article())).body.data.id;
  const past = await as(token.province).post(`/manage/news/${id}/schedule`, { publish_at: '2020-01-01T00:00:00Z' });
  expect(past.status).toBe(422);
  expect(past.body.errors.publish_at).toBeDefined();
  expect((await as(token.province).post(`/manage/news/${id}/schedule`, { publish_at: 'tomorrow' })).status).toBe(422);
  expect((await h.request('POST', '/manage/news', { token: token.province, raw: { type: 'application/json', body: 'not json' } })).status).toBe(400);
});

test('publish now shows it publicly; unpublish takes it back to draft; repeated transitions are 409', async () => {
  const id = (await as(token.province).post('/manage/news', article({ title: '立即发布的新闻' }))).body.data.id;
  const published = await as(token.province).post(`/manage/news/${id}/publish`);
  expect(published.status).toBe(200);
  expect(published.body.data.status).toBe('published');
  expect((await h.request('GET', `/news/${id}`)).status).toBe(200);
  expect((await h.request('GET', '/news?keyword=立即发布')).body.data.map((n: { id: number }) => n.id)).toEqual([id]);
  expect((await as(token.province).post(`/manage/news/${id}/publish`)).status).toBe(409);
  expect((await as(token.province).post(`/manage/news/${id}/unpublish`)).body.data.status).toBe('draft');
  expect((await h.request('GET', `/news/${id}`)).status).toBe(404);
  expect((await as(token.province).post(`/manage/news/${id}/unpublish`)).status).toBe(409);
  expect((await as(token.province).post('/manage/news/999999/publish')).status).toBe(404);
});

test('a scheduled item is hidden until its time, then public by itself; the list reports its status', async () => {
  const id = (await as(token.province).post('/manage/news', article({ title: '定时发布的新闻' }))).body.data.id;
  // The API's clock is the harness's: move it past the time instead of waiting for it.
  const at = new Date(Date.now() + 60_000).toISOString();
  const scheduled = await as(token.province).post(`/manage/news/${id}/schedule`, { publish_at: at });
  expect(scheduled.status).toBe(200);
  expect(scheduled.body.data).toMatchObject({ status: 'scheduled', published_at: at });
  expect((await h.request('GET', `/news/${id}`)).status).toBe(404);
  expect((await h.request('GET', '/news?keyword=定时发布')).body.data).toEqual([]);
  expect((await as(token.province).get('/manage/news?status=scheduled')).body.data.map((n: { id: number }) => n.id)).toEqual([id]);
  h.advance(61_000);
  expect((await h.request('GET', `/news/${id}`)).status).toBe(200);
  expect((await as(token.province).get(`/manage/news/${id}`)).body.data.status).toBe('published');
  expect((await as(token.province).get('/manage/news?status=scheduled')).body.data).toEqual([]);
});

test('list filters by keyword, category and status with pagination', async () => {
  const drafted = await insertNews(h.db, { category_id: policies, title: '政策草稿甲', status: 'draft', published_at: null });
  await insertNews(h.db, { category_id: policies, title: '政策已发布乙' });
  const byCategory = await as(token.city).get(`/manage/news?category_id=${policies}&per_page=1`);
  expect(byCategory.status).toBe(200);
  expect(byCategory.body.meta.pagination).toMatchObject({ total: 2, per_page: 1 });
  const drafts = await as(token.city).get(`/manage/news?category_id=${policies}&status=draft`);
  expect(drafts.body.data.map((n: { id: number }) => n.id)).toEqual([drafted]);
  expect((await as(token.city).get(`/manage/news?keyword=${encodeURIComponent('已发布乙')}`)).body.data[0]).toMatchObject({ status: 'published', category_name: '政策法规' });
  expect((await as(token.city).get('/manage/news?status=bogus')).status).toBe(422);
});

test('permissions: city admins read but cannot write or publish; organisation managers see nothing; anonymous is 401', async () => {
  const id = (await as(token.province).post('/manage/news', article())).body.data.id;
  expect((await as(token.city).get(`/manage/news/${id}`)).status).toBe(200);
  expect((await as(token.city).post('/manage/news', article())).status).toBe(403);
  expect((await as(token.city).put(`/manage/news/${id}`, article())).status).toBe(403);
  expect((await as(token.city).post(`/manage/news/${id}/publish`)).status).toBe(403);
  expect((await as(token.city).del(`/manage/news/${id}`)).status).toBe(403);
  expect((await as(token.city).post('/manage/news-categories', { name: '新栏目', slug: 'new' })).status).toBe(403);
  expect((await as(token.city).get('/manage/pages')).status).toBe(403);
  expect((await as(token.school).get('/manage/news')).status).toBe(403);
  expect((await h.request('GET', '/manage/news')).status).toBe(401);
  expect((await as(token.province).del(`/manage/news/${id}`)).status).toBe(200);
  expect((await as(token.province).get(`/manage/news/${id}`)).status).toBe(404);
});

test('categories: create, rename, duplicate slug 422, deleting one in use 409, deleting an empty one', async () => {
  const created = await as(token.province).post('/manage/news-categories', { name: '培训动态', slug: 'training', sort: 3 });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ name: '培训动态', news_count: 0 });
  const id = created.body.data.id;
  expect((await as(token.province).put(`/manage/news-categories/${id}`, { name: '培训快讯', slug: 'training', sort: 4 })).body.data.name).toBe('培训快讯');
  const dup = await as(token.province).post('/manage/news-categories', { name: '重复', slug: 'notices' });
  expect(dup.status).toBe(422);
  expect(dup.body.errors.slug).toBeDefined();
  expect((await as(token.province).post('/manage/news-categories', { name: '', slug: 'Bad Slug' })).body.errors).toMatchObject({ name: expect.any(Array), slug: expect.any(Array) });
  const inUse = await as(token.province).del(`/manage/news-categories/${notices}`);
  expect(inUse.status).toBe(409);
  expect((await as(token.city).get('/manage/news-categories')).body.data.find((c: { id: number }) => c.id === notices).news_count).toBeGreaterThan(0);
  expect((await as(token.province).del(`/manage/news-categories/${id}`)).status).toBe(200);
  expect((await as(token.province).del(`/manage/news-categories/${id}`)).status).toBe(404);
});

test('content pages: list, show, update sanitised and visible publicly; unknown slug 422; a missing page is created', async () => {
  const listed = await as(token.province).get('/manage/pages');
  expect(listed.body.data.map((p: { slug: string }) => p.slug)).toEqual(['aboutUs']);
  const updated = await as(token.province).put('/manage/pages/aboutUs', { title: '关于本平台', content: '<h2>新内容</h2><img src="/api/v1/files/1" onerror="alert(1)">' });
  expect(updated.status).toBe(200);
  expect(updated.body.data.content).toBe('<h2>新内容</h2><img src="/api/v1/files/1" loading="lazy" />');
  expect((await h.request('GET', '/pages/aboutUs')).body.data).toMatchObject({ title: '关于本平台', content: updated.body.data.content });
  expect((await as(token.province).get('/manage/pages/secret')).status).toBe(422);
  expect((await as(token.province).put('/manage/pages/aboutUs', { title: '', content: '' })).body.errors).toMatchObject({ title: expect.any(Array), content: expect.any(Array) });
  expect((await as(token.province).put('/manage/pages/help', { title: '帮助中心', content: '<p>常见问题</p>' })).status).toBe(200);
  expect((await h.request('GET', '/pages/help')).body.data.title).toBe('帮助中心');
});

test('image upload: judged by its bytes, stored as a public file; a fake image is 422', async () => {
  const form = new FormData();
  form.set('image', new File([new Uint8Array(PNG)], 'photo.png', { type: 'image/png' }));
  const uploaded = await h.request('POST', '/manage/news/images', { token: token.province, form });
  expect(uploaded.status).toBe(201);
  expect(uploaded.body.data.url).toBe(`/api/v1/files/${uploaded.body.data.id}`);
  const served = await h.request('GET', `/files/${uploaded.body.data.id}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  const fake = new FormData();
  fake.set('image', new File([new TextEncoder().encode('<svg onload="alert(1)"></svg>')], 'evil.png', { type: 'image/png' }));
  const refused = await h.request('POST', '/manage/pages/images', { token: token.province, form: fake });
  expect(refused.status).toBe(422);
  expect(refused.body.errors.image).toBeDefined();
  expect((await h.request('POST', '/manage/news/images', { token: token.city, form })).status).toBe(403);
});
