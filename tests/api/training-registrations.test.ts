import type { ApiError } from '@/lib/contract/envelope';
import { createApiApp } from '@/lib/server/api/app';
import type { AppContext } from '@/lib/server/app-context';
import { installTestRuntime } from '@/tests/helpers/test-runtime';
import { registrationDedupeKey } from '@/lib/server/services/training-registrations';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { insertOccupation, insertRegions } from '@/tests/helpers/fixtures';

const withCheck = (first17: string) => `${first17}${idNumberCheckChar(first17)}`;

let t: TestDb;
let rt: AppContext;
let app: ReturnType<typeof createApiApp>;
let occupationId: number;
let ipSeq = 0;

type Answer<T> = { status: number; body: T };

async function request<T = ApiError>(method: 'GET' | 'POST', path: string, body?: unknown, ip = `10.2.0.${++ipSeq}`): Promise<Answer<T>> {
  const response = await app.request(`/api/v1${path}`, {
    method,
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

const count = async () => Number((await t.db.selectFrom('training_registrations').select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()).n);

let personSeq = 0;
function valid(overrides: Record<string, unknown> = {}) {
  personSeq += 1;
  return {
    name: '张伟',
    phone: `1380000${String(1000 + personSeq)}`,
    id_number: withCheck(`4101021990030${String(1000 + personSeq)}`),
    occupation_id: occupationId,
    city_code: '410100',
    employment_status: '失业人员',
    education: '高中',
    note: '希望安排周末班',
    ...overrides,
  };
}

beforeAll(async () => {
  t = await createTestDb();
  rt = installTestRuntime(t.db);
  app = createApiApp({ db: () => t.db });
  await insertRegions(t.db);
  occupationId = await insertOccupation(t.db, { name: '保育师' });
  await t.db.insertInto('dictionary_items').values([
    { type: 'education', value: '高中', label: '高中', sort: 1, enabled: 1 },
    { type: 'education', value: '本科', label: '本科', sort: 2, enabled: 1 },
    { type: 'education', value: '博士后', label: '博士后', sort: 3, enabled: 0 },
    { type: 'employment_category', value: '失业人员', label: '失业人员', sort: 1, enabled: 1 },
    { type: 'employment_category', value: '农民工', label: '农民工', sort: 2, enabled: 1 },
  ]).execute();
});

afterAll(async () => {
  await rt.close();
  await t.destroy();
});

test('registers interest with status new and the shared dedupe key', async () => {
  const input = valid();
  const { status, body } = await request<{ data: { id: number; status: string } }>('POST', '/training-registrations', input, '10.2.9.1');
  expect(status).toBe(201);
  expect(body.data).toEqual({ id: expect.any(Number), status: 'pending' });
  const row = await t.db.selectFrom('training_registrations').selectAll().where('id', '=', body.data.id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({
    name: '张伟', phone: input.phone, id_number: input.id_number, occupation_id: occupationId, occupation_name: '保育师', city_code: '410100',
    employment_status: '失业人员', education: '高中', status: 'pending', note: '希望安排周末班', ip: '10.2.9.1',
    dedupe_key: registrationDedupeKey(t.db, input.phone, input.id_number, occupationId),
  });
});

test('a free-text occupation is accepted when no occupation_id is given', async () => {
  const { status } = await request('POST', '/training-registrations', valid({ occupation_id: undefined, occupation_name: '无人机装调检修工' }));
  expect(status).toBe(201);
});

test('the same person and occupation again is a 409 and writes nothing', async () => {
  const input = valid();
  expect((await request('POST', '/training-registrations', input)).status).toBe(201);
  const before = await count();
  const again = await request('POST', '/training-registrations', { ...input, name: '张伟', note: '再次提交', id_number: input.id_number.toLowerCase() });
  expect(again.status).toBe(409);
  expect(again.body.message).toBe('您已提交过该职业的报名，请勿重复提交。');
  expect(await count()).toBe(before);
});

test('malformed fields are a 422 with field messages and nothing written', async () => {
  const before = await count();
  const { status, body } = await request('POST', '/training-registrations', {
    name: 'Zhang', phone: '12345', id_number: '410102199003071231', city_code: 'x', employment_status: '', education: '',
  });
  expect(status).toBe(422);
  expect(Object.keys(body.errors ?? {}).sort()).toEqual(['city_code', 'education', 'employment_status', 'id_number', 'name', 'occupation_id', 'phone']);
  expect(await count()).toBe(before);
});

test('an unknown occupation, a city outside the province and values outside the dictionaries are 422s', async () => {
  const before = await count();
  const { status, body } = await request('POST', '/training-registrations', valid({
    occupation_id: 999999, city_code: '420100', employment_status: '宇航员', education: '博士后',
  }));
  expect(status).toBe(422);
  expect(Object.keys(body.errors ?? {}).sort()).toEqual(['city_code', 'education', 'employment_status', 'occupation_id']);
  expect(body.errors!.city_code[0]).toContain('本省');
  const district = await request('POST', '/training-registrations', valid({ city_code: '410102' }));
  expect(Object.keys(district.body.errors ?? {})).toEqual(['city_code']);
  expect(await count()).toBe(before);
});

test('caps registrations per address at 10 an hour', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push((await request('POST', '/training-registrations', valid(), '10.2.8.8')).status);
  expect(statuses.every((s) => s === 201)).toBe(true);
  const before = await count();
  const limited = await request('POST', '/training-registrations', valid(), '10.2.8.8');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toMatch(/频繁/);
  expect(await count()).toBe(before);
});

test('GET /dictionaries/{type} lists enabled items in order', async () => {
  const { status, body } = await request<{ data: unknown[] }>('GET', '/dictionaries/education');
  expect(status).toBe(200);
  expect(body.data).toEqual([{ value: '高中', label: '高中' }, { value: '本科', label: '本科' }]);
  expect((await request<{ data: unknown[] }>('GET', '/dictionaries/unknown_type')).body.data).toEqual([]);
  expect((await request('GET', '/dictionaries/Bad-Type')).status).toBe(422);
});
