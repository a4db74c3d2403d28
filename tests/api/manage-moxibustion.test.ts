import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertRegions } from '../helpers/fixtures';
import { idNumberFor, managerWithToken } from '../helpers/learner-area';
import { seedAccess } from '../helpers/manage';

// The moxibustion back office: batches, the enrolment queue, certificates; permissions, city scope,
// masking, 422s, and the public certificate search reflecting issue and revoke.

let h: AccountsHarness;
const ALL = ['moxibustion.view', 'moxibustion.review', 'moxibustion.certificates'];
const token = { province: '', city: '', viewer: '', none: '', org: '' };
const at = '2026-01-10T08:00:00.000Z';

const body = (code: string, city = '410100') => ({
  code, title: `艾灸技能培训${code}`, level: '初级', city_code: city, venue: '实训楼三层', organizer: '郑州中医药职业学院', issuer: '河南省中医药学会',
  enroll_start: '2026-01-01', enroll_end: '2026-02-01', start_date: '2026-03-01', end_date: '2026-03-20', hours: 64, capacity: 10, fee_cents: 0,
  description: '<p onclick="x()">培训<script>alert(1)</script>内容</p>',
});

async function enrol(batch: string, name: string, n: number, status = 'pending') {
  const row = await h.db
    .insertInto('moxibustion_enrollments')
    .values({ user_id: null, name, gender: 2, phone: `1390000${String(n).padStart(4, '0')}`, id_number: idNumberFor(n), work_unit: '中医馆', city_code: '410100', batch, status, created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  token.province = (await managerWithToken(h.db, [...ALL, 'learners.id-number'])).token;
  token.city = (await managerWithToken(h.db, ALL, null, '410300')).token;
  token.viewer = (await managerWithToken(h.db, ['moxibustion.view'])).token;
  token.none = (await managerWithToken(h.db, [])).token;
});

afterAll(() => h.close());

test('every endpoint refuses a manager without its permission', async () => {
  const calls: [string, string, string, unknown?][] = [
    ['GET', '/manage/moxibustion/batches', token.none], ['POST', '/manage/moxibustion/batches', token.viewer, body('X1')],
    ['PUT', '/manage/moxibustion/batches/1', token.viewer, body('X1')], ['POST', '/manage/moxibustion/batches/1/open', token.viewer],
    ['POST', '/manage/moxibustion/batches/1/close', token.viewer], ['DELETE', '/manage/moxibustion/batches/1', token.viewer],
    ['GET', '/manage/moxibustion/enrollments', token.none], ['GET', '/manage/moxibustion/enrollments/export', token.none],
    ['POST', '/manage/moxibustion/enrollments/1/approve', token.viewer], ['POST', '/manage/moxibustion/enrollments/1/reject', token.viewer, { reason: '材料不全' }],
    ['POST', '/manage/moxibustion/enrollments/review', token.viewer, { ids: [1], action: 'approve' }],
    ['GET', '/manage/moxibustion/certificates', token.none], ['GET', '/manage/moxibustion/certificates/export', token.none],
    ['GET', '/manage/moxibustion/certificates/1', token.none], ['POST', '/manage/moxibustion/certificates', token.viewer, { enrollment_ids: [1] }],
    ['POST', '/manage/moxibustion/certificates/1/revoke', token.viewer, { reason: '信息有误' }], ['PATCH', '/manage/moxibustion/certificates/1', token.viewer, { issuer: '某学会' }],
  ];
  for (const [method, path, t, json] of calls) {
    expect([method, path, (await h.request(method, path, { token: t, json })).status]).toEqual([method, path, 403]);
  }
});

test('batches: create (sanitised), 422s, edit, open and close, city scope, delete only when empty', async () => {
  const bad = await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: { ...body('B1'), end_date: '2026-02-01', capacity: 0, city_code: '420100' } });
  expect(bad.status).toBe(422);
  expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['end_date', 'capacity']));
  expect((await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: body('B1', '420100') })).body.errors.city_code).toBeDefined();
  const created = await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: body('B1') });
  expect(created.status).toBe(201);
  expect(created.body.data).toMatchObject({ code: 'B1', status: 'closed', enrolled_count: 0 });
  expect(created.body.data.description).not.toMatch(/script|onclick/);
  const id = created.body.data.id;
  expect((await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: body('B1') })).body.errors.code).toBeDefined();
  expect((await h.request('POST', '/manage/moxibustion/batches', { token: token.city, json: body('C1') })).body.errors.city_code).toBeDefined();
  expect((await h.request('PUT', `/manage/moxibustion/batches/${id}`, { token: token.city, json: body('B1', '410300') })).status).toBe(404);
  const edited = await h.request('PUT', `/manage/moxibustion/batches/${id}`, { token: token.province, json: { ...body('B1'), title: '艾灸技能培训（改）', capacity: 20 } });
  expect(edited.body.data).toMatchObject({ title: '艾灸技能培训（改）', capacity: 20 });
  expect((await h.request('POST', `/manage/moxibustion/batches/${id}/open`, { token: token.province })).body.data.status).toBe('enrolling');
  expect((await h.request('GET', '/manage/moxibustion/batches', { token: token.city })).body.data).toEqual([]);
  expect((await h.request('GET', '/manage/moxibustion/batches?status=enrolling', { token: token.province })).body.data.map((b: { id: number }) => b.id)).toEqual([id]);
  await enrol('B1', '李娜', 1);
  expect((await h.request('DELETE', `/manage/moxibustion/batches/${id}`, { token: token.province })).status).toBe(409);
  expect((await h.request('PUT', `/manage/moxibustion/batches/${id}`, { token: token.province, json: body('B2') })).body.errors.code).toBeDefined();
  expect((await h.request('POST', `/manage/moxibustion/batches/${id}/close`, { token: token.province })).body.data.status).toBe('closed');
  const empty = (await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: body('B9') })).body.data.id;
  expect((await h.request('DELETE', `/manage/moxibustion/batches/${empty}`, { token: token.province })).status).toBe(204);
});

test('enrolments: queue with masking, approve, reject with a reason, bulk, export', async () => {
  await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: body('E1') });
  const [a, b, c, d] = [await enrol('E1', '王芳', 11), await enrol('E1', '赵敏', 12), await enrol('E1', '孙丽', 13), await enrol('E1', '周洁', 14)];
  const masked = (await h.request('GET', `/manage/moxibustion/enrollments?keyword=${encodeURIComponent('王芳')}`, { token: token.viewer })).body.data[0];
  expect(masked.phone).toMatch(/^\d{3}\*{4}\d{4}$/);
  expect(masked.id_number).toContain('*');
  // Masked for a manager who may reveal too; the whole value one record at a time (logged).
  expect((await h.request('GET', `/manage/moxibustion/enrollments?keyword=${idNumberFor(11)}`, { token: token.province })).body.data[0].id_number).toContain('*');
  expect((await h.request('POST', `/manage/moxibustion-enrollments/${a}/reveal`, { token: token.province, json: { field: 'id_number' } })).body.data).toEqual({ value: idNumberFor(11) });
  expect((await h.request('POST', `/manage/moxibustion/enrollments/${a}/approve`, { token: token.province })).body.data).toMatchObject({ status: 'approved' });
  expect((await h.request('POST', `/manage/moxibustion/enrollments/${a}/approve`, { token: token.province })).status).toBe(409);
  expect((await h.request('POST', `/manage/moxibustion/enrollments/${b}/reject`, { token: token.province, json: {} })).status).toBe(422);
  const rejected = await h.request('POST', `/manage/moxibustion/enrollments/${b}/reject`, { token: token.province, json: { reason: '不满足报名条件' } });
  expect(rejected.body.data).toMatchObject({ status: 'rejected', review_reason: '不满足报名条件' });
  expect(rejected.body.data.reviewer).toBeTruthy();
  expect((await h.request('POST', `/manage/moxibustion/enrollments/${c}/approve`, { token: token.city })).status).toBe(404);
  expect((await h.request('POST', '/manage/moxibustion/enrollments/review', { token: token.province, json: { ids: [c, d], action: 'reject' } })).status).toBe(422);
  const bulk = await h.request('POST', '/manage/moxibustion/enrollments/review', { token: token.province, json: { ids: [a, c, d], action: 'approve' } });
  expect(bulk.body.data).toEqual({ reviewed: [c, d], skipped: [a] });
  expect((await h.request('GET', '/manage/moxibustion/enrollments?status=rejected', { token: token.province })).body.data.map((r: { id: number }) => r.id)).toEqual([b]);
  const exported = await h.request('GET', '/manage/moxibustion/enrollments/export?status=approved', { token: token.viewer });
  expect(exported.status).toBe(200);
  expect(exported.headers.get('content-type')).toContain('spreadsheetml');
});

test('certificates: issue with the AJ number, skip the unapproved, public search reflects issue and revoke, issuer edit', async () => {
  await h.request('POST', '/manage/moxibustion/batches', { token: token.province, json: body('F1') });
  const approved = await enrol('F1', '钱红', 21, 'approved');
  const pending = await enrol('F1', '吴霞', 22, 'pending');
  expect((await h.request('POST', '/manage/moxibustion/certificates', { token: token.province, json: { enrollment_ids: [] } })).status).toBe(422);
  const issued = await h.request('POST', '/manage/moxibustion/certificates', { token: token.province, json: { enrollment_ids: [approved, pending], issued_on: '2026-04-01' } });
  expect(issued.status).toBe(201);
  expect(issued.body.data.skipped).toEqual([{ enrollment_id: pending, reason: expect.any(String) }]);
  const cert = issued.body.data.issued[0];
  expect(cert).toMatchObject({ cert_no: 'AJ2026000001', name: '钱红', issuer: '河南省中医药学会', status: 'valid' });
  expect(cert.id_number).toContain('*');
  expect((await h.request('POST', '/manage/moxibustion/certificates', { token: token.province, json: { enrollment_ids: [approved] } })).body.data.issued).toEqual([]);
  const pub = await h.request('GET', `/moxibustion/certificates/${cert.cert_no}`);
  expect(pub.body.data).toMatchObject({ status: 'valid', name: '钱红' });
  expect((await h.request('PATCH', `/manage/moxibustion/certificates/${cert.id}`, { token: token.province, json: { issuer: '' } })).status).toBe(422);
  expect((await h.request('PATCH', `/manage/moxibustion/certificates/${cert.id}`, { token: token.province, json: { issuer: '河南省针灸学会' } })).body.data.issuer).toBe('河南省针灸学会');
  expect((await h.request('POST', `/manage/moxibustion/certificates/${cert.id}/revoke`, { token: token.city, json: { reason: '信息有误' } })).status).toBe(404);
  expect((await h.request('POST', `/manage/moxibustion/certificates/${cert.id}/revoke`, { token: token.province, json: { reason: '' } })).status).toBe(422);
  const revoked = await h.request('POST', `/manage/moxibustion/certificates/${cert.id}/revoke`, { token: token.province, json: { reason: '身份信息有误' } });
  expect(revoked.body.data).toMatchObject({ status: 'revoked', revoked_reason: '身份信息有误' });
  expect(revoked.body.data.revoked_by).toBeTruthy();
  expect((await h.request('POST', `/manage/moxibustion/certificates/${cert.id}/revoke`, { token: token.province, json: { reason: '重复操作' } })).status).toBe(409);
  expect((await h.request('GET', `/moxibustion/certificates/${cert.cert_no}`)).body.data.status).toBe('revoked');
  const reissued = await h.request('POST', '/manage/moxibustion/certificates', { token: token.province, json: { enrollment_ids: [approved], issued_on: '2026-04-02' } });
  expect(reissued.body.data.issued[0].cert_no).toBe('AJ2026000002');
  expect((await h.request('GET', '/manage/moxibustion/certificates?status=revoked', { token: token.viewer })).body.data.map((r: { id: number }) => r.id)).toEqual([cert.id]);
  expect((await h.request('GET', '/manage/moxibustion/certificates', { token: token.city })).body.data).toEqual([]);
  expect((await h.request('GET', '/manage/moxibustion/certificates/export', { token: token.viewer })).headers.get('content-type')).toContain('spreadsheetml');
});

test("batch description images: stored like the news editor's under moxibustion.review; a viewer is 403, a fake image 422", async () => {
  const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
  const form = () => {
    const f = new FormData();
    f.set('image', new File([new Uint8Array(png)], 'photo.png', { type: 'image/png' }));
    return f;
  };
  const uploaded = await h.request('POST', '/manage/moxibustion/batches/images', { token: token.province, form: form() });
  expect(uploaded.status).toBe(201);
  expect(uploaded.body.data.url).toBe(`/api/v1/files/${uploaded.body.data.id}`);
  expect((await h.request('GET', `/files/${uploaded.body.data.id}`)).headers.get('content-type')).toBe('image/png');
  expect((await h.request('POST', '/manage/moxibustion/batches/images', { token: token.viewer, form: form() })).status).toBe(403);
  const fake = new FormData();
  fake.set('image', new File([new TextEncoder().encode('<svg onload="alert(1)"></svg>')], 'evil.png', { type: 'image/png' }));
  const refused = await h.request('POST', '/manage/moxibustion/batches/images', { token: token.province, form: fake });
  expect(refused.status).toBe(422);
  expect(refused.body.errors.image).toBeDefined();
});
