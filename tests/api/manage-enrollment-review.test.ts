import ExcelJS from 'exceljs';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertUser } from '../helpers/fixtures';
import { idNumberFor } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Enrolment review in the back office: bulk approve/reject with per-row outcomes, the streamed
// export of the filtered queue, and applicants' documents — each within the manager's scope.

let h: AccountsHarness;
const org = { school: 0, institution: 0 };
const cls = { school: 0, institution: 0 };
const token = { province: '', city: '', school: '', institution: '', enterprise: '' };

async function pending(classId: number, n: number, extra: Record<string, unknown> = {}) {
  const userId = await insertUser(h.db, { city_code: '410100' });
  return insertEnrollment(h.db, { class_id: classId, user_id: userId, status: 'pending', active_slot: 1, real_name: `学员${n}`, id_number: idNumberFor(n), phone: `1391234${String(n).padStart(4, '0')}`, ...extra });
}

const download = (url: string, t: string) => h.request('GET', url, { token: t });

async function xlsxRows(url: string, t: string): Promise<unknown[][]> {
  const { createApiApp } = await import('@/lib/server/api/app');
  const app = createApiApp({ db: () => h.db });
  const response = await app.request(`/api/v1${url}`, { headers: { authorization: `Bearer ${t}` } });
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toContain('spreadsheetml');
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await response.arrayBuffer());
  const rows: unknown[][] = [];
  workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

const statusOf = async (id: number) => (await h.db.selectFrom('enrollments').select(['status', 'reason']).where('id', '=', id).executeTakeFirstOrThrow());

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  const occupationId = await insertOccupation(h.db, { code: '4-10-01-05', name: '保育师' });
  org.school = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  org.institution = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300' });
  cls.school = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.school, city_code: '410100', title: '郑州保育师培训班', status: 'enrolling', capacity: 50 });
  cls.institution = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.institution, city_code: '410300', area_code: '410302', title: '洛阳保育师培训班', status: 'enrolling', capacity: 50 });
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.school = (await managerWithRole(h, 'school', org.school)).token;
  token.institution = (await managerWithRole(h, 'institution', org.institution)).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', await insertOrganization(h.db, { type: 10 }))).token;
});

afterAll(() => h.close());

describe('bulk review', () => {
  test('approves each enrolment in scope and reports the ones it cannot move; others are untouched', async () => {
    const a = await pending(cls.school, 1);
    const b = await pending(cls.school, 2);
    const done = await pending(cls.school, 3, { status: 'approved' });
    const foreign = await pending(cls.institution, 4);
    const answer = await h.request('POST', '/manage/enrollments/bulk', { token: token.school, json: { action: 'approve', ids: [a, b, done, foreign] } });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ succeeded: 2, failed: 2 });
    const byId = Object.fromEntries(answer.body.data.results.map((r: { id: number }) => [r.id, r]));
    expect(byId[a]).toMatchObject({ ok: true, status: 'approved' });
    expect(byId[b]).toMatchObject({ ok: true, status: 'approved' });
    expect(byId[done]).toMatchObject({ ok: false });
    expect(byId[done].message).toContain('不能变更为');
    expect(byId[foreign]).toMatchObject({ ok: false, message: '记录不存在。' });
    expect((await statusOf(foreign)).status).toBe('pending');
    const events = await h.db.selectFrom('enrollment_events').select('to_status').where('enrollment_id', 'in', [a, b]).execute();
    expect(events.map((e) => e.to_status)).toEqual(['approved', 'approved']);
  });

  test('rejecting needs a reason; with one, each enrolment ends rejected with it', async () => {
    const a = await pending(cls.institution, 5);
    const missing = await h.request('POST', '/manage/enrollments/bulk', { token: token.institution, json: { action: 'reject', ids: [a] } });
    expect(missing.status).toBe(422);
    expect(missing.body.errors.reason[0]).toContain('原因');
    expect((await statusOf(a)).status).toBe('pending');
    const empty = await h.request('POST', '/manage/enrollments/bulk', { token: token.institution, json: { action: 'approve', ids: [] } });
    expect(empty.status).toBe(422);
    expect(empty.body.errors.ids).toBeDefined();
    const rejected = await h.request('POST', '/manage/enrollments/bulk', { token: token.institution, json: { action: 'reject', ids: [a], reason: '身份证照片不清晰' } });
    expect(rejected.status).toBe(200);
    expect(rejected.body.data.results).toEqual([{ id: a, ok: true, status: 'rejected', message: null }]);
    expect(await statusOf(a)).toEqual({ status: 'rejected', reason: '身份证照片不清晰' });
  });

  test('a manager without enrollments.review is refused and nothing changes', async () => {
    const a = await pending(cls.school, 6);
    expect((await h.request('POST', '/manage/enrollments/bulk', { token: token.enterprise, json: { action: 'approve', ids: [a] } })).status).toBe(403);
    expect((await statusOf(a)).status).toBe('pending');
  });
});

describe('export', () => {
  test("streams the filtered enrolments of the manager's scope, ID numbers masked without learners.id-number", async () => {
    const w = await pending(cls.school, 7, { status: 'waitlisted', waitlist_position: 1, active_slot: 1 });
    const rows = await xlsxRows(`/manage/enrollments/export?class_id=${cls.school}&status=waitlisted`, token.school);
    expect(rows[0]).toEqual(['报名编号', '姓名', '手机号', '身份证号', '学历', '人员类别', '培训班', '状态', '候补序号', '审核意见', '报名时间']);
    expect(rows.slice(1).map((r) => r[0])).toEqual([w]);
    expect(rows[1][6]).toBe('郑州保育师培训班');
    expect(rows[1][3]).toBe(`${idNumberFor(7).slice(0, 4)}**********${idNumberFor(7).slice(-4)}`);
    const all = await xlsxRows('/manage/enrollments/export', token.school);
    expect(all.slice(1).every((r) => r[6] === '郑州保育师培训班')).toBe(true);
    const wide = await xlsxRows('/manage/enrollments/export', token.province);
    expect(new Set(wide.slice(1).map((r) => r[6]))).toEqual(new Set(['郑州保育师培训班', '洛阳保育师培训班']));
    expect(wide.slice(1).find((r) => r[0] === w)?.[3]).toBe(idNumberFor(7));
    const city = await xlsxRows('/manage/enrollments/export', token.city);
    expect(city.slice(1).every((r) => r[6] === '郑州保育师培训班')).toBe(true);
  });

  test('needs enrollments.export', async () => {
    expect((await download('/manage/enrollments/export', token.enterprise)).status).toBe(403);
  });
});

describe('documents', () => {
  test('a manager in scope opens an attached document; another organisation gets 404', async () => {
    await h.storage.put('docs/proof.png', Buffer.from('png-bytes'), { contentType: 'image/png' });
    const file = await h.db
      .insertInto('files')
      .values({ storage_key: 'docs/proof.png', original_name: '失业证明.png', mime: 'image/png', size: 9, sha256: 'x'.repeat(64), owner_type: 'enrollment_document', owner_id: 1, created_at: '2026-01-01T00:00:00.000Z' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const e = await pending(cls.school, 8, { documents: JSON.stringify([{ file_id: file.id, name: '失业证明.png' }]) });
    const opened = await h.request('GET', `/manage/enrollments/${e}/documents/${file.id}`, { token: token.school });
    expect(opened.status).toBe(200);
    expect(opened.body).toBe('png-bytes');
    expect(opened.headers.get('cache-control')).toBe('private, no-store');
    expect((await h.request('GET', `/manage/enrollments/${e}/documents/${file.id}`, { token: token.institution })).status).toBe(404);
    const other = await pending(cls.school, 9);
    expect((await h.request('GET', `/manage/enrollments/${other}/documents/${file.id}`, { token: token.school })).status).toBe(404);
  });
});
