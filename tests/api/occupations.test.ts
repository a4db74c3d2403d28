import type { ApiError } from '@/lib/contract/envelope';
import type { ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { Occupation } from '@/lib/contract/occupation';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, insertClass, insertOccupation } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  ids.nursery = await insertOccupation(db, { code: '4-10-01-03', name: '保育师', category_code: '4', levels: '3,4,5' });
  ids.electrician = await insertOccupation(db, { code: '6-31-01-03', name: '电工', category_code: '6', levels: '1,2,3,4,5' });
  ids.chef = await insertOccupation(db, { code: '4-03-02-01', name: '中式烹调师', category_code: '4', levels: '[2,3]' });
  await insertClass(db, { occupation_id: ids.nursery });
  await insertClass(db, { occupation_id: ids.nursery, status: 'finished' });
  await insertClass(db, { occupation_id: ids.nursery, status: 'draft' });
  await insertClass(db, { occupation_id: ids.electrician, status: 'draft' });
  get = apiClient(db);
});

afterAll(() => t.destroy());

const list = (query: string) => get<ListResponse<Occupation>>(`/api/v1/occupations${query}`);

test('lists occupations by code with levels as numbers', async () => {
  const { status, body } = await list('');
  expect(status).toBe(200);
  expect(body.data.map((o) => o.code)).toEqual(['4-03-02-01', '4-10-01-03', '6-31-01-03']);
  expect(body.data[0].levels).toEqual([2, 3]);
  expect(body.data[2].levels).toEqual([1, 2, 3, 4, 5]);
  expect(body.data[0]).not.toHaveProperty('classes_count');
  expect(body.meta.pagination.total).toBe(3);
});

test.each([
  ['category_code=6', () => [ids.electrician]],
  ['keyword=保育', () => [ids.nursery]],
  ['keyword=6-31', () => [ids.electrician]],
  ['level=2', () => [ids.electrician, ids.chef]],
  ['level=5&category_code=4', () => [ids.nursery]],
])('filters by %s', async (query, expected) => {
  const { body } = await list(`?${query}`);
  expect(body.data.map((o) => o.id).sort()).toEqual(expected().sort());
});

test('with_counts=1 adds classes_count of public classes', async () => {
  const { body } = await list('?with_counts=1');
  const counts = Object.fromEntries(body.data.map((o) => [o.id, o.classes_count]));
  expect(counts).toEqual({ [ids.nursery]: 2, [ids.electrician]: 0, [ids.chef]: 0 });
  const one = await get<ItemResponse<Occupation>>(`/api/v1/occupations/${ids.nursery}?with_counts=1`);
  expect(one.body.data.classes_count).toBe(2);
});

test('GET /occupations/{id}, 404 and 422', async () => {
  const { status, body } = await get<ItemResponse<Occupation>>(`/api/v1/occupations/${ids.chef}`);
  expect(status).toBe(200);
  expect(body.data).toEqual({
    id: ids.chef, code: '4-03-02-01', name: '中式烹调师', category_code: '4', category: '社会生产服务和生活服务人员',
    levels: [2, 3], description: null,
  });
  expect((await get<ApiError>('/api/v1/occupations/999999')).status).toBe(404);
  const bad = await get<ApiError>('/api/v1/occupations?level=9&with_counts=2');
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors ?? {}).sort()).toEqual(['level', 'with_counts']);
});
