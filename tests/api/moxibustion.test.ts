import type { MoxibustionBatch, MoxibustionCertificate, MoxibustionEnrollee, MoxibustionSummary } from '@/lib/contract/moxibustion';
import type { ApiError } from '@/lib/contract/envelope';
import type { CollectionResponse, ItemResponse, ListResponse } from '@/lib/contract/envelope';
import { createApiApp } from '@/lib/server/api/app';
import type { AppContext } from '@/lib/server/app-context';
import { installTestRuntime } from '@/tests/helpers/test-runtime';
import { maskName } from '@/lib/server/services/moxibustion';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { STAMP } from '@/tests/helpers/fixtures';

const withCheck = (first17: string) => `${first17}${idNumberCheckChar(first17)}`;
const HOLDER_ID = withCheck('41010219900307123');
const OTHER_ID = withCheck('41030219851120456');
const BAD_CHECK_ID = `${HOLDER_ID.slice(0, 17)}${HOLDER_ID.endsWith('1') ? '2' : '1'}`;

let t: TestDb;
let app: ReturnType<typeof createApiApp>;
let rt: AppContext;
let ipSeq = 0;
const ids: Record<string, number> = {};

/** The lookup by holder: name and ID number in a POST body, never in the URL (issue 30). */
async function query<T>(body: Record<string, string>, ip = `10.2.0.${++ipSeq % 250}`) {
  const response = await app.request('/api/v1/moxibustion/certificate-queries', {
    method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

async function get<T>(path: string, ip = `10.2.0.${++ipSeq % 250}`) {
  const response = await app.request(`/api/v1${path}`, { headers: { 'x-forwarded-for': ip } });
  return { status: response.status, body: (await response.json()) as T };
}

const batch = (code: string, status: string, startDate: string, capacity: number, city = '410100') => ({
  code, title: `艾灸技能培训${code}`, level: '初级', city_code: city, venue: '郑州市中医药职业学院实训楼三层', organizer: '郑州中医药职业学院',
  issuer: '河南省中医药学会', enroll_start: '2026-01-01', enroll_end: '2026-02-01', start_date: startDate, end_date: '2026-12-31', hours: 64,
  capacity, fee_cents: 128000, contact_phone: '13800000000', description: '<p>培训内容</p>', status, created_at: STAMP, updated_at: STAMP,
});

const enrolment = (name: string, batchCode: string, status: string, createdAt: string, idNumber = OTHER_ID) => ({
  user_id: null, name, gender: 1, phone: '13900000000', id_number: idNumber, work_unit: '郑州中医馆', city_code: '410100',
  batch: batchCode, status, created_at: createdAt, updated_at: createdAt,
});

beforeAll(async () => {
  t = await createTestDb();
  rt = installTestRuntime(t.db);
  app = createApiApp({ db: () => t.db });
  await t.db.insertInto('regions').values([{ code: '410000', name: '河南省', parent_code: null, level: 1 }, { code: '410100', name: '郑州市', parent_code: '410000', level: 2 }, { code: '410300', name: '洛阳市', parent_code: '410000', level: 2 }]).execute();
  for (const [key, row] of Object.entries({
    old: batch('2025年第2期', 'finished', '2025-09-01', 40),
    open: batch('2027年第1期', 'enrolling', '2027-03-01', 3),
    luoyang: batch('2027年第1期·洛阳', 'enrolling', '2027-03-10', 30, '410300'),
  })) {
    const inserted = await t.db.insertInto('moxibustion_batches').values(row).returning('id').executeTakeFirstOrThrow();
    ids[key] = Number(inserted.id);
  }
  const rows = await t.db
    .insertInto('moxibustion_enrollments')
    .values([
      enrolment('张伟', '2025年第2期', 'approved', '2025-08-01T01:00:00.000Z', HOLDER_ID),
      enrolment('欧阳明华', '2025年第2期', 'approved', '2025-08-02T01:00:00.000Z'),
      enrolment('李娜', '2025年第2期', 'rejected', '2025-08-03T01:00:00.000Z'),
      enrolment('王芳', '2027年第1期', 'approved', '2026-01-05T01:00:00.000Z'),
      enrolment('赵磊', '2027年第1期', 'pending', '2026-01-06T01:00:00.000Z'),
    ])
    .returning('id')
    .execute();
  const cert = (certNo: string, enrollmentId: number, name: string, idNumber: string, issuedOn: string, status = 'valid') => ({
    cert_no: certNo, enrollment_id: enrollmentId, name, id_number: idNumber, level: '初级', issuer: '河南省中医药学会', issued_on: issuedOn,
    status, created_at: STAMP, updated_at: STAMP,
  });
  await t.db.insertInto('moxibustion_certificates').values([
    cert('AJ2025000001', Number(rows[0].id), '张伟', HOLDER_ID, '2025-10-10'),
    cert('AJ2025000002', Number(rows[1].id), '欧阳明华', OTHER_ID, '2025-10-10', 'revoked'),
    cert('AJ2026000003', Number(rows[0].id), '张伟', HOLDER_ID, '2026-03-01'),
  ]).execute();
});

afterAll(async () => {
  await rt.close();
  await t.destroy();
});

test('lists batches with open enrolment first, seats counted from admitted and pending enrolments', async () => {
  const { status, body } = await get<ListResponse<MoxibustionBatch>>('/moxibustion/batches?include=city');
  expect(status).toBe(200);
  expect(body.data.map((b) => b.code)).toEqual(['2027年第1期·洛阳', '2027年第1期', '2025年第2期']);
  const open = body.data.find((b) => b.id === ids.open)!;
  expect(open).toMatchObject({ enrolled_count: 2, seats_left: 1, capacity: 3, issuer: '河南省中医药学会', status: 'enrolling' });
  expect(open.city).toEqual({ data: { code: '410100', name: '郑州市', parent_code: '410000', level: 2 } });
  expect(body.meta.pagination).toMatchObject({ total: 3, current_page: 1 });
});

test('filters batches by status and city', async () => {
  const enrolling = await get<ListResponse<MoxibustionBatch>>('/moxibustion/batches?status=enrolling&city_code=410300');
  expect(enrolling.body.data.map((b) => b.id)).toEqual([ids.luoyang]);
  const finished = await get<ListResponse<MoxibustionBatch>>('/moxibustion/batches?status=finished&per_page=1');
  expect(finished.body.data.map((b) => b.id)).toEqual([ids.old]);
  expect((await get<ApiError>('/moxibustion/batches?status=draft')).status).toBe(422);
  expect((await get<ApiError>('/moxibustion/batches?city_code=abc')).status).toBe(422);
  expect((await get<ApiError>('/moxibustion/batches?include=organizer')).status).toBe(400);
});

test('shows one batch, and 404 for an unknown one', async () => {
  const { status, body } = await get<ItemResponse<MoxibustionBatch>>(`/moxibustion/batches/${ids.old}`);
  expect(status).toBe(200);
  expect(body.data).toMatchObject({ code: '2025年第2期', enrolled_count: 2, seats_left: 38, organizer: '郑州中医药职业学院', venue: '郑州市中医药职业学院实训楼三层' });
  expect((await get<ApiError>('/moxibustion/batches/999999')).status).toBe(404);
  expect((await get<ApiError>('/moxibustion/batches/abc')).status).toBe(422);
  expect((await get<ApiError>('/moxibustion/batches/99999999999')).status).toBe(422);
});

test('publishes only admitted learners of a batch, names masked, no phone or ID number', async () => {
  const { status, body } = await get<ListResponse<MoxibustionEnrollee>>(`/moxibustion/batches/${ids.old}/enrollees`);
  expect(status).toBe(200);
  expect(body.data.map((e) => [e.name, e.city_name, e.enrolled_on])).toEqual([
    ['张*', '郑州市', '2025-08-01'],
    ['欧**华', '郑州市', '2025-08-02'],
  ]);
  const text = JSON.stringify(body);
  for (const secret of [HOLDER_ID, OTHER_ID, '13900000000', '张伟', '李']) expect(text).not.toContain(secret);
  expect((await get<ApiError>('/moxibustion/batches/999999/enrollees')).status).toBe(404);
});

test('finds a certificate by number with its issuer and batch, the ID number masked', async () => {
  const { status, body } = await get<CollectionResponse<MoxibustionCertificate>>('/moxibustion/certificates?cert_no=aj2025000001');
  expect(status).toBe(200);
  expect(body.data).toEqual([
    {
      cert_no: 'AJ2025000001', name: '张伟', id_number: `${HOLDER_ID.slice(0, 4)}**********${HOLDER_ID.slice(-4)}`, level: '初级',
      issuer: '河南省中医药学会', issued_on: '2025-10-10', status: 'valid', batch: { data: { id: ids.old, code: '2025年第2期', title: '艾灸技能培训2025年第2期' } },
    },
  ]);
  expect(JSON.stringify(body)).not.toContain(HOLDER_ID);
  const single = await get<ItemResponse<MoxibustionCertificate>>('/moxibustion/certificates/AJ2025000002');
  expect(single.body.data).toMatchObject({ status: 'revoked', name: '欧阳明华' });
  expect((await get<ApiError>('/moxibustion/certificates/AJ2099000001')).status).toBe(404);
});

test('finds every certificate of a holder by name and ID number, newest first; nothing for a mismatch', async () => {
  const found = await query<CollectionResponse<MoxibustionCertificate>>({ name: '张伟', id_number: HOLDER_ID });
  expect(found.body.data.map((c) => c.cert_no)).toEqual(['AJ2026000003', 'AJ2025000001']);
  const none = await query<CollectionResponse<MoxibustionCertificate>>({ name: '李娜', id_number: HOLDER_ID });
  expect(none).toEqual({ status: 200, body: { data: [] } });
  expect((await query<CollectionResponse<MoxibustionCertificate>>({ cert_no: 'aj2025000001' })).body.data.map((c) => c.cert_no)).toEqual(['AJ2025000001']);
  // In the query string the holder form is refused: the ID number never travels in a URL.
  const inUrl = await get<ApiError>(`/moxibustion/certificates?name=${encodeURIComponent('张伟')}&id_number=${HOLDER_ID}`);
  expect(inUrl.status).toBe(422);
  expect(JSON.stringify(inUrl.body)).not.toContain(HOLDER_ID);
});

test('bad certificate queries are 422 with field messages', async () => {
  for (const path of ['/moxibustion/certificates', '/moxibustion/certificates?cert_no=S000041000012630000001']) {
    const { status, body } = await get<ApiError>(path);
    expect({ path, status, field: Object.keys(body.errors ?? {}) }).toEqual({ path, status: 422, field: ['cert_no'] });
  }
  const cases: Array<[Record<string, string>, string]> = [
    [{}, 'cert_no'],
    [{ cert_no: 'S000041000012630000001' }, 'cert_no'],
    [{ name: '张伟' }, 'id_number'],
    [{ name: 'Zhang', id_number: HOLDER_ID }, 'name'],
    [{ name: '张伟', id_number: BAD_CHECK_ID }, 'id_number'],
  ];
  for (const [input, field] of cases) {
    const { status, body } = await query<ApiError>(input);
    expect({ input, status, field: Object.keys(body.errors ?? {}) }).toEqual({ input, status: 422, field: [field] });
  }
});

test('certificate queries are rate-limited per address with a clear message', async () => {
  const ip = '10.9.9.9';
  for (let i = 0; i < 20; i += 1) expect((await get('/moxibustion/certificates?cert_no=AJ2025000001', ip)).status).toBe(200);
  const limited = await get<ApiError>('/moxibustion/certificates?cert_no=AJ2025000001', ip);
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('查询过于频繁，请稍后再试。');
  expect((await get('/moxibustion/certificates?cert_no=AJ2025000001', '10.9.9.10')).status).toBe(200);
});

test('a certificate by number counts against the same cap as the search, with no kept answer before it', async () => {
  const cached = createApiApp({ db: () => t.db, cacheSeconds: 5 });
  const lookup = async (path: string, ip: string) => (await cached.request(`/api/v1${path}`, { headers: { 'x-forwarded-for': ip } })).status;
  const ip = '10.9.8.7';
  for (let i = 0; i < 10; i += 1) expect(await lookup('/moxibustion/certificates?cert_no=AJ2025000001', ip)).toBe(200);
  for (let i = 0; i < 10; i += 1) expect(await lookup(`/moxibustion/certificates/AJ202500000${1 + (i % 2)}`, ip)).toBe(200);
  const limited = await cached.request('/api/v1/moxibustion/certificates/AJ2025000001', { headers: { 'x-forwarded-for': ip } });
  expect(limited.status).toBe(429);
  expect(((await limited.json()) as ApiError).message).toBe('查询过于频繁，请稍后再试。');
  expect(await lookup('/moxibustion/certificates?cert_no=AJ2025000001', ip)).toBe(429);
  expect(await lookup('/certificate-credentials/AJ2025000001', ip)).toBe(429);
  expect(await lookup('/moxibustion/certificates/AJ2025000001', '10.9.8.8')).toBe(200);
  expect(await lookup('/certificate-credentials/AJ2025000001', '10.9.8.9')).toBe(200);
});

test('summarises the programme', async () => {
  const { body } = await get<ItemResponse<MoxibustionSummary>>('/moxibustion/summary');
  expect(body.data).toEqual({ batches: 3, enrolling_batches: 2, trained: 3, certified: 2 });
});

test('masks names of every length', () => {
  expect([maskName('王'), maskName('张伟'), maskName('李小明'), maskName('欧阳明华')]).toEqual(['王', '张*', '李*明', '欧**华']);
});
