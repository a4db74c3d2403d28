import type { ApiError } from '@/lib/contract/envelope';
import type { Banner } from '@/lib/contract/banner';
import type { CollectionResponse, ItemResponse } from '@/lib/contract/envelope';
import type { ContentPage } from '@/lib/contract/content-page';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, STAMP } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestDb();
  const stamps = { created_at: STAMP, updated_at: STAMP };
  await t.db
    .insertInto('banners')
    .values([
      { title: '第二张', image: '/b2.jpg', link: '/class', sort: 2, status: 'active', ...stamps },
      { title: '第一张', image: '/b1.jpg', link: null, sort: 1, status: 'active', ...stamps },
      { title: '已隐藏', image: '/b3.jpg', link: null, sort: 0, status: 'hidden', ...stamps },
    ])
    .execute();
  await t.db
    .insertInto('pages')
    .values([
      { slug: 'aboutUs', title: '关于我们', content: '<p>平台简介</p>', ...stamps },
      { slug: 'help', title: '帮助中心', content: '<p>常见问题</p>', ...stamps },
    ])
    .execute();
  get = apiClient(t.db);
});

afterAll(() => t.destroy());

test('GET /banners lists active banners in order', async () => {
  const { status, body } = await get<CollectionResponse<Banner>>('/api/v1/banners');
  expect(status).toBe(200);
  expect(body.data.map((b) => b.title)).toEqual(['第一张', '第二张']);
  expect(body.data[0]).toEqual({ id: expect.any(Number), title: '第一张', image: '/b1.jpg', link: null, sort: 1 });
});

test('GET /pages/{slug} answers the page; unknown slugs are 404', async () => {
  const { status, body } = await get<ItemResponse<ContentPage>>('/api/v1/pages/aboutUs');
  expect(status).toBe(200);
  expect(body.data).toEqual({ slug: 'aboutUs', title: '关于我们', content: '<p>平台简介</p>', updated_at: STAMP });
  const missing = await get<ApiError>('/api/v1/pages/contact');
  expect(missing.status).toBe(404);
  expect(missing.body.message).toBe('页面不存在。');
  expect((await get<ApiError>('/api/v1/pages/bad%20slug')).status).toBe(422);
});
