import type { ApiError } from '@/lib/contract/envelope';
import type { ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { Teacher } from '@/lib/contract/teacher';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { apiClient, insertOccupation, insertOrganization, insertTeacher, insertUser } from '@/tests/helpers/fixtures';

let t: TestDb;
let get: ReturnType<typeof apiClient>;
const ids: Record<string, number> = {};

beforeAll(async () => {
  t = await createTestDb();
  const db = t.db;
  ids.occ = await insertOccupation(db, { name: '保育师' });
  ids.org = await insertOrganization(db, { name: '洛阳技师学院', contact_phone: '03790000000' });
  const user = await insertUser(db);
  ids.wang = await insertTeacher(db, { name: '王芳', specialty: '婴幼儿照护', occupation_id: ids.occ, organization_id: ids.org, user_id: user, phone: '13911110000' });
  ids.li = await insertTeacher(db, { name: '李强', specialty: '电工实操', city_code: '410300', phone: '13911110001' });
  ids.hidden = await insertTeacher(db, { name: '赵隐', is_public: 0 });
  ids.disabled = await insertTeacher(db, { name: '钱停', status: 'disabled' });
  get = apiClient(db);
});

afterAll(() => t.destroy());

test('lists public, active teachers without phone or user_id', async () => {
  const { status, body } = await get<ListResponse<Teacher>>('/api/v1/teachers');
  expect(status).toBe(200);
  expect(body.data.map((x) => x.id).sort()).toEqual([ids.wang, ids.li].sort());
  const text = JSON.stringify(body);
  for (const secret of ['13911110000', 'phone', 'user_id', 'is_public', 'status']) expect(text).not.toContain(secret);
});

test.each([
  ['keyword=王', () => [ids.wang]],
  ['keyword=电工', () => [ids.li]],
  ['city_code=410300', () => [ids.li]],
  ['occupation_id=OCC', () => [ids.wang]],
])('filters by %s', async (query, expected) => {
  const { body } = await get<ListResponse<Teacher>>(`/api/v1/teachers?${query.replace('OCC', String(ids.occ))}`);
  expect(body.data.map((x) => x.id)).toEqual(expected());
});

test('include=occupation,organization embeds both; organisations keep their phone private', async () => {
  const { body } = await get<ItemResponse<Teacher>>(`/api/v1/teachers/${ids.wang}?include=occupation,organization`);
  expect(body.data.occupation?.data?.name).toBe('保育师');
  expect(body.data.organization?.data?.name).toBe('洛阳技师学院');
  expect(JSON.stringify(body)).not.toContain('03790000000');
  const li = await get<ItemResponse<Teacher>>(`/api/v1/teachers/${ids.li}?include=occupation`);
  expect(li.body.data.occupation).toEqual({ data: null });
  expect((await get<ApiError>('/api/v1/teachers?include=classes')).status).toBe(400);
});

test('hidden, disabled and unknown teachers are 404', async () => {
  for (const id of [ids.hidden, ids.disabled, 999999]) expect((await get<ApiError>(`/api/v1/teachers/${id}`)).status).toBe(404);
});
