import ExcelJS from 'exceljs';
import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertCertificate, insertClass, insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { idNumberFor } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Back-office certificates: scope per kind of manager, revoke and reissue with reasons and history,
// and the Excel import with row errors.

let h: AccountsHarness;
let occupationId: number;
const cert = { school: 0, institution: 0 };
const token = { province: '', city: '', school: '', institution: '', enterprise: '' };

async function certFor(org: number, classId: number, serial: number, name: string) {
  const certNo = `S000041${String(org).padStart(5, '0')}264${String(serial).padStart(7, '0')}`;
  const idNumber = idNumberFor(serial);
  return insertCertificate(h.db, {
    occupation_id: occupationId, organization_id: org, class_id: classId, cert_no: certNo, holder_name: name, id_number: idNumber, level: 4,
    issuer: '郑州市职业技术学院', issued_on: '2026-06-30',
    content_hash: certificateContentHash({ certNo, holderName: name, occupationCode: '4-10-01-05', level: 4, issuer: '郑州市职业技术学院', issuedOn: '2026-06-30' }),
  });
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('证书');
  sheet.addRow(['证书编号*', '姓名*', '身份证号*', '职业编码*', '等级*', '发证机构', '发证日期*']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(t: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'certificates.xlsx');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return h.request('POST', '/manage/certificates/import', { token: t, form });
}

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  occupationId = await insertOccupation(h.db, { code: '4-10-01-05', name: '保育师' });
  const school = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  const institution = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300' });
  const schoolClass = await insertClass(h.db, { occupation_id: occupationId, organization_id: school, city_code: '410100' });
  const institutionClass = await insertClass(h.db, { occupation_id: occupationId, organization_id: institution, city_code: '410300', area_code: '410302' });
  cert.school = await certFor(school, schoolClass, 1, '王小明');
  cert.institution = await certFor(institution, institutionClass, 2, '李丽');
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.school = (await managerWithRole(h, 'school', school)).token;
  token.institution = (await managerWithRole(h, 'institution', institution)).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', await insertOrganization(h.db, { type: 10 }))).token;
});

afterAll(() => h.close());

test('each manager sees the certificates of its scope; ID numbers masked for everyone, whole through the logged reveal', async () => {
  const seen = async (t: string) => (await h.request('GET', '/manage/certificates', { token: t })).body.data.map((c: { id: number }) => c.id).sort();
  expect(await seen(token.province)).toEqual([cert.school, cert.institution].sort());
  expect(await seen(token.city)).toEqual([cert.school]);
  expect(await seen(token.school)).toEqual([cert.school]);
  expect(await seen(token.institution)).toEqual([cert.institution]);
  expect((await h.request('GET', '/manage/certificates', { token: token.enterprise })).status).toBe(403);
  const masked = (await h.request('GET', `/manage/certificates?keyword=${encodeURIComponent('小明')}`, { token: token.school })).body.data[0];
  expect(masked.id_number).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
  expect((await h.request('GET', `/manage/certificates/${cert.school}`, { token: token.province })).body.data.id_number).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
  expect((await h.request('POST', `/manage/certificates/${cert.school}/reveal`, { token: token.province, json: { field: 'id_number' } })).body.data).toEqual({ value: idNumberFor(1) });
});

test("another organisation's certificate is a 404 for reads, revoke and reissue, and stays valid", async () => {
  for (const [t, foreign] of [[token.school, cert.institution], [token.institution, cert.school], [token.city, cert.institution]] as const) {
    expect((await h.request('GET', `/manage/certificates/${foreign}`, { token: t })).status).toBe(404);
  }
  expect((await h.request('POST', `/manage/certificates/${cert.institution}/reissue`, { token: token.school, json: { reason: '姓名有误' } })).status).toBe(404);
  expect((await h.request('POST', `/manage/certificates/${cert.school}/revoke`, { token: token.institution, json: { reason: '违规取得' } })).status).toBe(403);
  const rows = await h.db.selectFrom('certificates').select('status').execute();
  expect(rows.every((r) => r.status === 'valid')).toBe(true);
});

test('reissue: a new number in the same series with a corrected name; the old one is revoked and points forward; history says who and why', async () => {
  const answer = await h.request('POST', `/manage/certificates/${cert.school}/reissue`, { token: token.school, json: { reason: '姓名录入错误', holder_name: '王晓明' } });
  expect(answer.status).toBe(201);
  const fresh = answer.body.data;
  const old = (await h.request('GET', `/manage/certificates/${cert.school}`, { token: token.school })).body.data;
  expect(fresh.cert_no).toMatch(/^[A-Z]\d{21}$/);
  expect(fresh.cert_no.slice(0, 15)).toBe(old.cert_no.slice(0, 15));
  expect(fresh).toMatchObject({ holder_name: '王晓明', status: 'valid', replaces_id: cert.school });
  expect(old).toMatchObject({ status: 'revoked', revoked_reason: '换发：姓名录入错误', replaced_by: { id: fresh.id, cert_no: fresh.cert_no } });
  expect(old.events.data.at(-1)).toMatchObject({ action: 'reissued', manager: '李管理' });
  expect(fresh.events.data[0]).toMatchObject({ action: 'issued', reason: `换发 ${old.cert_no}：姓名录入错误` });
  const stored = await h.db.selectFrom('certificates').selectAll().where('id', '=', fresh.id).executeTakeFirstOrThrow();
  expect(stored.content_hash).toBe(certificateContentHash({
    certNo: stored.cert_no, holderName: '王晓明', occupationCode: '4-10-01-05', level: 4, issuer: stored.issuer, issuedOn: stored.issued_on,
  }));
  const publicCheck = await h.request('GET', `/certificates/${old.cert_no}`);
  expect(publicCheck.body.data.status).toBe('revoked');
  expect((await h.request('POST', `/manage/certificates/${cert.school}/reissue`, { token: token.school, json: { reason: '再次换发' } })).status).toBe(409);
});

test('revoke needs a reason and happens once', async () => {
  const missing = await h.request('POST', `/manage/certificates/${cert.institution}/revoke`, { token: token.province, json: { reason: ' ' } });
  expect(missing.status).toBe(422);
  expect(missing.body.errors.reason).toBeDefined();
  const revoked = await h.request('POST', `/manage/certificates/${cert.institution}/revoke`, { token: token.province, json: { reason: '考试作弊，撤销证书' } });
  expect(revoked.status).toBe(200);
  expect(revoked.body.data).toMatchObject({ status: 'revoked', revoked_reason: '考试作弊，撤销证书' });
  expect(revoked.body.data.events.data.at(-1)).toMatchObject({ action: 'revoked', reason: '考试作弊，撤销证书', manager: '李管理' });
  expect((await h.request('POST', `/manage/certificates/${cert.institution}/revoke`, { token: token.province, json: { reason: '重复撤销' } })).status).toBe(409);
});

test('import: bad rows are reported by row and column; all-or-none writes nothing, valid-only writes the good rows', async () => {
  const existing = (await h.db.selectFrom('certificates').select('cert_no').where('id', '=', cert.institution).executeTakeFirstOrThrow()).cert_no;
  const good = ['S000041000000266000001', '赵敏', idNumberFor(30), '4-10-01-05', 3, '河南省职业技能鉴定中心', '2025-12-20'];
  const bytes = await workbook([
    good,
    [existing, '钱多', idNumberFor(31), '4-10-01-05', 3, '', '2025-12-20'],
    ['S000041000000266000002', '孙丽', `${idNumberFor(32).slice(0, 17)}${idNumberFor(32).endsWith('0') ? '1' : '0'}`, '9-99-99-99', 7, '河南省职业技能鉴定中心', '2025-12-20'],
  ]);
  const all = await upload(token.province, bytes);
  expect(all.status).toBe(200);
  expect(all.body.data).toMatchObject({ total: 3, valid: 1, imported: 0 });
  expect(all.body.data.errors).toEqual([
    { row: 3, column: '证书编号', message: '该证书编号已存在。' },
    { row: 3, column: '发证机构', message: '必须填写（不超过 100 字）。' },
    { row: 4, column: '身份证号', message: expect.any(String) },
    { row: 4, column: '职业编码', message: '职业编码不存在。' },
    { row: 4, column: '等级', message: '必须是 1 到 5 或等级名称（如 四级/中级工）。' },
  ]);
  expect(await h.db.selectFrom('certificates').select('id').where('cert_no', '=', good[0] as string).executeTakeFirst()).toBeUndefined();
  const valid = await upload(token.province, bytes, { mode: 'valid' });
  expect(valid.body.data).toMatchObject({ imported: 1 });
  const found = (await h.request('GET', `/manage/certificates?keyword=${good[0]}`, { token: token.province })).body.data;
  expect(found).toHaveLength(1);
  expect(found[0]).toMatchObject({ holder_name: '赵敏', status: 'valid', issuer: '河南省职业技能鉴定中心' });
  expect((await h.request('GET', `/certificates/${good[0]}`)).body.data.content_intact).toBe(true);
  expect((await upload(token.city, bytes)).status).toBe(403);
});

test('export needs certificates.export and streams the scope', async () => {
  expect((await h.request('GET', '/manage/certificates/export', { token: token.school })).status).toBe(403);
  const answer = await h.request('GET', '/manage/certificates/export?status=revoked', { token: token.province });
  expect(answer.status).toBe(200);
  expect(answer.headers.get('content-type')).toContain('spreadsheetml');
});
