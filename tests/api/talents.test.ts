import type { ApiError } from '@/lib/contract/envelope';
import type { ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { Talent } from '@/lib/contract/talent';
import { maskName } from '@/lib/server/services/talents';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, insertOccupation, insertTalent } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  ids.occ = await insertOccupation(db, { name: '育婴员' });
  ids.zhang = await insertTalent(db, { name: '张三', phone: '13712345678', occupation_id: ids.occ, expected_job: '育婴员' });
  ids.ouyang = await insertTalent(db, { name: '欧阳娜娜', phone: '13787654321', city_code: '410300', expected_job: '电工' });
  ids.hidden = await insertTalent(db, { name: '王隐', is_public: 0 });
  ids.disabled = await insertTalent(db, { name: '刘停', status: 'disabled' });
  get = apiClient(db);
});

afterAll(() => t.destroy());

test('masks names to surname plus 某 / 某某', () => {
  expect(maskName('张三')).toBe('张某');
  expect(maskName('李四光')).toBe('李某某');
  expect(maskName('欧阳娜娜')).toBe('欧某某');
  expect(maskName('王')).toBe('王某');
});

test('lists public, active talents with masked names and no phone or user_id', async () => {
  const { status, body } = await get<ListResponse<Talent>>('/api/v1/talents');
  expect(status).toBe(200);
  expect(body.data.map((x) => x.name).sort()).toEqual(['张某', '欧某某'].sort());
  const text = JSON.stringify(body);
  for (const secret of ['张三', '娜娜', '137', 'phone', 'user_id']) expect(text).not.toContain(secret);
});

test.each([
  ['keyword=电工', () => [ids.ouyang]],
  ['city_code=410300', () => [ids.ouyang]],
  ['occupation_id=OCC', () => [ids.zhang]],
])('filters by %s', async (query, expected) => {
  const { body } = await get<ListResponse<Talent>>(`/api/v1/talents?${query.replace('OCC', String(ids.occ))}`);
  expect(body.data.map((x) => x.id)).toEqual(expected());
});

test('the keyword does not search real names', async () => {
  const { body } = await get<ListResponse<Talent>>('/api/v1/talents?keyword=张三');
  expect(body.data).toEqual([]);
});

test('detail is masked too; hidden and disabled talents are 404', async () => {
  const { body } = await get<ItemResponse<Talent>>(`/api/v1/talents/${ids.zhang}?include=occupation`);
  expect(body.data).toMatchObject({ id: ids.zhang, name: '张某' });
  expect(body.data.occupation?.data?.name).toBe('育婴员');
  expect(body.data).not.toHaveProperty('phone');
  for (const id of [ids.hidden, ids.disabled, 999999]) expect((await get<ApiError>(`/api/v1/talents/${id}`)).status).toBe(404);
});
