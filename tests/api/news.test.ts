import type { ApiError } from '@/lib/contract/envelope';
import type { CollectionResponse, ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { News, NewsCategory } from '@/lib/contract/news';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, insertNews, insertNewsCategory } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  ids.notices = await insertNewsCategory(db, { name: '通知公告', slug: 'notices', sort: 1 });
  ids.policies = await insertNewsCategory(db, { name: '政策法规', slug: 'policies', sort: 2 });
  ids.old = await insertNews(db, { category_id: ids.notices, title: '旧通知', published_at: '2025-12-01T00:00:00.000Z' });
  ids.recent = await insertNews(db, { category_id: ids.notices, title: '新通知', published_at: '2026-01-08T00:00:00.000Z' });
  ids.top = await insertNews(db, { category_id: ids.policies, title: '置顶政策', is_top: 1, published_at: '2025-06-01T00:00:00.000Z' });
  ids.draft = await insertNews(db, { category_id: ids.notices, title: '草稿通知', status: 'draft' });
  ids.scheduled = await insertNews(db, { category_id: ids.notices, title: '定时通知', status: 'scheduled', published_at: '2099-01-01T00:00:00.000Z' });
  ids.future = await insertNews(db, { category_id: ids.policies, title: '未来政策', published_at: '2099-01-01T00:00:00.000Z' });
  get = apiClient(db);
});

afterAll(() => t.destroy());

describe('GET /api/v1/news', () => {
  test('lists published, due items: pinned first, then newest; content omitted', async () => {
    const { status, body } = await get<ListResponse<News>>('/api/v1/news');
    expect(status).toBe(200);
    expect(body.data.map((n) => n.id)).toEqual([ids.top, ids.recent, ids.old]);
    expect(body.meta.pagination.total).toBe(3);
    expect(body.data[0]).toMatchObject({ is_top: true, category_id: ids.policies });
    expect(body.data[1].is_top).toBe(false);
    for (const n of body.data) expect(n).not.toHaveProperty('content');
  });

  test('filters by category_id and keyword', async () => {
    const byCategory = await get<ListResponse<News>>(`/api/v1/news?category_id=${ids.notices}`);
    expect(byCategory.body.data.map((n) => n.id)).toEqual([ids.recent, ids.old]);
    const byKeyword = await get<ListResponse<News>>('/api/v1/news?keyword=政策');
    expect(byKeyword.body.data.map((n) => n.id)).toEqual([ids.top]);
  });

  test('include=category embeds it; include=bogus is a 400', async () => {
    const { body } = await get<ListResponse<News>>('/api/v1/news?include=category&per_page=1');
    expect(body.data[0].category).toEqual({ data: { id: ids.policies, name: '政策法规', slug: 'policies', sort: 2 } });
    expect(body.meta.pagination.links.next).toBe('/api/v1/news?include=category&per_page=1&page=2');
    const bad = await get<ApiError>('/api/v1/news?include=bogus');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Unknown include "bogus". Allowed includes: category.');
  });

  test('422 on bad parameters', async () => {
    const { status, body } = await get<ApiError>('/api/v1/news?category_id=x&per_page=0');
    expect(status).toBe(422);
    expect(Object.keys(body.errors ?? {}).sort()).toEqual(['category_id', 'per_page']);
  });
});

describe('GET /api/v1/news/{id}', () => {
  test('answers the item with its content', async () => {
    const { status, body } = await get<ItemResponse<News>>(`/api/v1/news/${ids.recent}?include=category`);
    expect(status).toBe(200);
    expect(body.data).toMatchObject({ id: ids.recent, title: '新通知', content: '<p>正文</p>' });
    expect(body.data.category?.data.slug).toBe('notices');
  });

  test('drafts, scheduled and future items are 404', async () => {
    for (const id of [ids.draft, ids.scheduled, ids.future, 999999]) {
      const { status, body } = await get<ApiError>(`/api/v1/news/${id}`);
      expect(status).toBe(404);
      expect(body.status_code).toBe(404);
    }
  });
});

test('GET /api/v1/news-categories counts published, due items', async () => {
  const { status, body } = await get<CollectionResponse<NewsCategory>>('/api/v1/news-categories');
  expect(status).toBe(200);
  expect(body).not.toHaveProperty('meta');
  expect(body.data).toEqual([
    { id: ids.notices, name: '通知公告', slug: 'notices', sort: 1, news_count: 2 },
    { id: ids.policies, name: '政策法规', slug: 'policies', sort: 2, news_count: 1 },
  ]);
});
