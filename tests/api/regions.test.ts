import type { ApiError } from '@/lib/contract/envelope';
import type { CollectionResponse, ItemResponse } from '@/lib/contract/envelope';
import type { Region } from '@/lib/contract/region';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, insertRegions } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  get = apiClient(t.db);
});

afterAll(() => t.destroy());

test('defaults to the cities of the platform province (PLATFORM_PROVINCE, 410000)', async () => {
  const { status, body } = await get<CollectionResponse<Region>>('/api/v1/regions');
  expect(status).toBe(200);
  expect(body).toEqual({
    data: [
      { code: '410100', name: '郑州市', parent_code: '410000', level: 2 },
      { code: '410300', name: '洛阳市', parent_code: '410000', level: 2 },
    ],
  });
});

test('parent_code lists the districts of a city', async () => {
  const { body } = await get<CollectionResponse<Region>>('/api/v1/regions?parent_code=410100');
  expect(body.data.map((r) => r.name)).toEqual(['中原区', '金水区']);
});

test('GET /regions/{code}, 404 and 422', async () => {
  const { body } = await get<ItemResponse<Region>>('/api/v1/regions/410302');
  expect(body.data).toEqual({ code: '410302', name: '老城区', parent_code: '410300', level: 3 });
  expect((await get<ApiError>('/api/v1/regions/990000')).status).toBe(404);
  expect((await get<ApiError>('/api/v1/regions?parent_code=abc')).status).toBe(422);
});
