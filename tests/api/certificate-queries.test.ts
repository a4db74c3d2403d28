import type { ApiError } from '@/lib/contract/envelope';
import type { Certificate } from '@/lib/contract/certificate';
import type { CollectionResponse, ItemResponse } from '@/lib/contract/envelope';
import { createApiApp } from '@/lib/server/api/app';
import type { AppContext } from '@/lib/server/app-context';
import { installTestRuntime } from '@/tests/helpers/test-runtime';
import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { createTestDb, type TestDb } from '@/tests/helpers/test-db';
import { insertOccupation, STAMP } from '@/tests/helpers/fixtures';

const withCheck = (first17: string) => `${first17}${idNumberCheckChar(first17)}`;
const HOLDER_ID = withCheck('41010219900307123');
const OTHER_ID = withCheck('41030219851120456');
const VALID_NO = 'S000041000012630000001';
const REVOKED_NO = 'S000041000012440000002';

let t: TestDb;
let rt: AppContext;
let app: ReturnType<typeof createApiApp>;
let ipSeq = 0;

async function get<T>(path: string, ip = `10.1.0.${++ipSeq}`) {
  const response = await app.request(`/api/v1${path}`, { headers: { 'x-forwarded-for': ip } });
  return { status: response.status, body: (await response.json()) as T };
}

/** The lookup by holder: name and ID number in a POST body, never in the URL (issue 30). */
async function query<T>(body: Record<string, string>, ip = `10.1.0.${++ipSeq}`) {
  const response = await app.request('/api/v1/certificate-queries', {
    method: 'POST', headers: { 'x-forwarded-for': ip, 'content-type': 'application/json' }, body: JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as T };
}

beforeAll(async () => {
  t = await createTestDb();
  rt = installTestRuntime(t.db);
  app = createApiApp({ db: () => t.db });
  const occupationId = await insertOccupation(t.db, { code: '4-10-01-03', name: '保育师' });
  const base = { user_id: null, occupation_id: occupationId, organization_id: null, class_id: null, exam_result_id: null, replaces_id: null, created_at: STAMP, updated_at: STAMP };
  const cert = (certNo: string, holder: string, idNumber: string, level: number, issuedOn: string, revoked: string | null) => ({
    ...base, cert_no: certNo, holder_name: holder, id_number: idNumber, level, issuer: '郑州职业技能培训学校', issued_on: issuedOn,
    status: revoked ? 'revoked' : 'valid', revoked_reason: revoked,
    content_hash: certificateContentHash({ certNo, holderName: holder, occupationCode: '4-10-01-03', level, issuer: '郑州职业技能培训学校', issuedOn }),
  });
  await t.db.insertInto('certificates').values([
    cert(VALID_NO, '张伟', HOLDER_ID, 3, '2026-01-05', null),
    cert(REVOKED_NO, '张伟', HOLDER_ID, 4, '2024-06-01', '证书信息登记有误，已注销并重新颁发'),
    cert('S000041000012550000003', '李娜', OTHER_ID, 5, '2025-03-01', null),
  ]).execute();
});

afterAll(async () => {
  await rt.close();
  await t.destroy();
});

test('finds one certificate by number (GET or POST), with the ID number masked and no hash', async () => {
  const { status, body } = await get<CollectionResponse<Certificate>>(`/certificate-queries?cert_no=${VALID_NO}`);
  expect(status).toBe(200);
  expect(body.data).toEqual([
    {
      cert_no: VALID_NO, holder_name: '张伟', id_number: `${HOLDER_ID.slice(0, 4)}**********${HOLDER_ID.slice(-4)}`,
      occupation: { data: { code: '4-10-01-03', name: '保育师' } }, level: 3, issuer: '郑州职业技能培训学校', issued_on: '2026-01-05',
      status: 'valid', revoked_reason: null, content_intact: true,
    },
  ]);
  expect(JSON.stringify(body)).not.toContain(HOLDER_ID);
  expect((await query<CollectionResponse<Certificate>>({ cert_no: VALID_NO })).body).toEqual(body);
});

test('finds every certificate of a holder by name and ID number, newest first, revoked ones with their reason', async () => {
  const { status, body } = await query<CollectionResponse<Certificate>>({ name: '张伟', id_number: HOLDER_ID });
  expect(status).toBe(200);
  expect(body.data.map((c) => [c.cert_no, c.status, c.revoked_reason])).toEqual([
    [VALID_NO, 'valid', null],
    [REVOKED_NO, 'revoked', '证书信息登记有误，已注销并重新颁发'],
  ]);
  expect(body.data.every((c) => /^\d{4}\*{10}\d{3}[\dX]$/.test(c.id_number))).toBe(true);
});

test('a lowercase x check digit and surrounding spaces still match', async () => {
  const lower = withCheck('11010519491231002');
  await t.db.insertInto('certificates').values({
    cert_no: 'S000041000012630000009', user_id: null, holder_name: '王芳', id_number: lower, occupation_id: (await t.db.selectFrom('occupations').select('id').executeTakeFirstOrThrow()).id,
    level: 3, organization_id: null, issuer: '某学校', class_id: null, exam_result_id: null, issued_on: '2026-01-01', status: 'valid', revoked_reason: null,
    replaces_id: null, content_hash: 'x'.repeat(64), created_at: STAMP, updated_at: STAMP,
  }).execute();
  const { body } = await query<CollectionResponse<Certificate>>({ name: ' 王芳 ', id_number: `${lower.toLowerCase()} ` });
  expect(body.data.map((c) => c.cert_no)).toEqual(['S000041000012630000009']);
  // Its stored hash was not computed from its fields: the record does not pass the integrity check.
  expect(body.data[0].content_intact).toBe(false);
});

test('no match is an empty list, not an error', async () => {
  expect((await get<CollectionResponse<Certificate>>('/certificate-queries?cert_no=S999999999999999999999')).body).toEqual({ data: [] });
  // The right ID number with another name does not reveal the holder's certificates.
  expect((await query<CollectionResponse<Certificate>>({ name: '李娜', id_number: HOLDER_ID })).body).toEqual({ data: [] });
});

test('a lookup by holder in the query string is refused: the ID number never travels in a URL', async () => {
  const { status, body } = await get<ApiError>(`/certificate-queries?name=${encodeURIComponent('张伟')}&id_number=${HOLDER_ID}`);
  expect(status).toBe(422);
  expect(Object.keys(body.errors ?? {})).toEqual(['cert_no']);
  expect(JSON.stringify(body)).not.toContain(HOLDER_ID);
});

test('malformed input is a 422 with Chinese field messages', async () => {
  for (const path of ['/certificate-queries', '/certificate-queries?cert_no=S123', '/certificate-queries?cert_no=SS00004100001263000000']) {
    const { status, body } = await get<ApiError>(path);
    expect({ path, status, fields: Object.keys(body.errors ?? {}) }).toEqual({ path, status: 422, fields: ['cert_no'] });
    expect(body.errors!.cert_no[0]).toMatch(/[\u4e00-\u9fa5]/);
  }
  const cases: Array<[Record<string, string>, string]> = [
    [{}, 'cert_no'],
    [{ cert_no: 'S123' }, 'cert_no'],
    [{ name: '张伟' }, 'id_number'],
    [{ id_number: HOLDER_ID }, 'name'],
    [{ name: '张伟', id_number: '41010219901307123X' }, 'id_number'],
    [{ name: 'zhang', id_number: HOLDER_ID }, 'name'],
  ];
  for (const [input, field] of cases) {
    const { status, body } = await query<ApiError>(input);
    expect({ input, status, fields: Object.keys(body.errors ?? {}) }).toEqual({ input, status: 422, fields: [field] });
    expect(body.errors![field][0]).toMatch(/[\u4e00-\u9fa5]/);
  }
  const wrongCheck = await query<ApiError>({ name: '张伟', id_number: `${HOLDER_ID.slice(0, 17)}${HOLDER_ID[17] === '0' ? '1' : '0'}` });
  expect(wrongCheck.body.errors?.id_number[0]).toContain('校验位');
});

test('GET /certificates/{cert_no}: the link and QR target, 404 when unknown, 422 when malformed', async () => {
  const { status, body } = await get<ItemResponse<Certificate>>(`/certificates/${REVOKED_NO}`);
  expect(status).toBe(200);
  expect(body.data).toMatchObject({ cert_no: REVOKED_NO, status: 'revoked', level: 4, id_number: expect.stringContaining('**********') });
  expect((await get<ApiError>('/certificates/S999999999999999999999')).status).toBe(404);
  expect((await get<ApiError>('/certificates/abc')).status).toBe(422);
});

test('caps queries per address at 20 a minute with a Chinese message', async () => {
  const statuses: number[] = [];
  for (let i = 0; i < 20; i++) statuses.push((await get(`/certificate-queries?cert_no=${VALID_NO}`, '10.9.9.9')).status);
  expect(statuses.every((s) => s === 200)).toBe(true);
  const limited = await get<ApiError>(`/certificate-queries?cert_no=${VALID_NO}`, '10.9.9.9');
  expect(limited.status).toBe(429);
  expect(limited.body.message).toBe('查询过于频繁，请稍后再试。');
  expect((await get(`/certificate-queries?cert_no=${VALID_NO}`, '10.9.9.10')).status).toBe(200);
});

test('GET /certificates/{cert_no} shares the 20-a-minute cap per address with /certificate-queries, with no kept answer before it', async () => {
  // The numbers are sequential: an unlimited lookup by number would hand over the register.
  const cached = createApiApp({ db: () => t.db, cacheSeconds: 5 });
  const lookup = async (path: string, ip: string) => (await cached.request(`/api/v1${path}`, { headers: { 'x-forwarded-for': ip } })).status;
  const ip = '10.9.8.7';
  const statuses: number[] = [];
  for (let i = 0; i < 10; i++) statuses.push(await lookup(`/certificate-queries?cert_no=${VALID_NO}`, ip));
  for (let i = 0; i < 10; i++) statuses.push(await lookup(`/certificates/${VALID_NO}`, ip));
  expect(statuses.every((s) => s === 200)).toBe(true);
  const limited = await cached.request(`/api/v1/certificates/${VALID_NO}`, { headers: { 'x-forwarded-for': ip } });
  expect(limited.status).toBe(429);
  expect(((await limited.json()) as ApiError).message).toBe('查询过于频繁，请稍后再试。');
  expect(await lookup('/certificates/S999999999999999999999', ip)).toBe(429);
  expect(await lookup(`/certificate-queries?cert_no=${VALID_NO}`, ip)).toBe(429);
  expect(await lookup(`/certificate-credentials/${VALID_NO}`, ip)).toBe(429);
  expect(await lookup(`/certificates/${VALID_NO}`, '10.9.8.8')).toBe(200);
  expect(await lookup(`/certificate-credentials/${VALID_NO}`, '10.9.8.9')).toBe(200);
});
