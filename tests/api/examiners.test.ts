import type { ApiError } from '@/lib/contract/envelope';
import type { Examiner } from '@/lib/contract/examiner';
import type { ItemResponse, ListResponse } from '@/lib/contract/envelope';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, insertExaminer, insertOccupation } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  ids.occ = await insertOccupation(db, { name: '电工' });
  ids.senior = await insertExaminer(db, { name: '孙高级', level: 2, occupation_id: ids.occ, cert_no: 'KP-SECRET-1' });
  ids.junior = await insertExaminer(db, { name: '周初级', level: 4, city_code: '410300' });
  ids.hidden = await insertExaminer(db, { name: '吴隐', is_public: 0 });
  ids.disabled = await insertExaminer(db, { name: '郑停', status: 'disabled' });
  get = apiClient(db);
});

afterAll(() => t.destroy());

test('lists public, active examiners without certificate numbers', async () => {
  const { body } = await get<ListResponse<Examiner>>('/api/v1/examiners');
  expect(body.data.map((x) => x.id).sort()).toEqual([ids.senior, ids.junior].sort());
  expect(JSON.stringify(body)).not.toContain('KP-SECRET');
});

test.each([
  ['keyword=孙', () => [ids.senior]],
  ['city_code=410300', () => [ids.junior]],
  ['occupation_id=OCC', () => [ids.senior]],
  ['level=4', () => [ids.junior]],
])('filters by %s', async (query, expected) => {
  const { body } = await get<ListResponse<Examiner>>(`/api/v1/examiners?${query.replace('OCC', String(ids.occ))}`);
  expect(body.data.map((x) => x.id)).toEqual(expected());
});

test('detail with include=occupation, 404s and 422', async () => {
  const { body } = await get<ItemResponse<Examiner>>(`/api/v1/examiners/${ids.senior}?include=occupation`);
  expect(body.data).toMatchObject({ id: ids.senior, name: '孙高级', level: 2 });
  expect(body.data.occupation?.data?.name).toBe('电工');
  for (const id of [ids.hidden, ids.disabled, 999999]) expect((await get(`/api/v1/examiners/${id}`)).status).toBe(404);
  const bad = await get<ApiError>('/api/v1/examiners?level=9');
  expect(bad.status).toBe(422);
  expect(bad.body.errors).toEqual({ level: ['level 不能大于 5。'] });
  expect((await get<ApiError>('/api/v1/examiners?include=organization')).status).toBe(400);
});
