import ExcelJS from 'exceljs';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertUser, STAMP } from '../helpers/fixtures';
import { idNumberFor } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Back-office exam sessions: data scope per kind of manager, edits that re-grade, cancel/delete
// rules, and scores imported from Excel with row errors (all-or-none, or valid rows only).

let h: AccountsHarness;
const org = { school: 0, institution: 0 };
const exam = { school: 0, institution: 0 };
const token = { province: '', city: '', school: '', institution: '', enterprise: '' };

async function examFor(classId: number, title: string) {
  const row = await h.db
    .insertInto('exams')
    .values({ class_id: classId, title, start_at: '2027-03-01T01:00:00.000Z', end_at: '2027-03-01T03:00:00.000Z', place: '实训楼 301', pass_score: 60, status: 'scheduled', created_at: STAMP, updated_at: STAMP })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

async function learnersIn(classId: number, count: number, from: number) {
  for (let i = 0; i < count; i += 1) {
    const userId = await insertUser(h.db);
    await insertEnrollment(h.db, { class_id: classId, user_id: userId, status: 'completed', active_slot: 1, real_name: `考生${from + i}`, id_number: idNumberFor(from + i) });
  }
}

async function workbook(rows: unknown[][]): Promise<Buffer> {
  const wb = new ExcelJS.Workbook();
  const sheet = wb.addWorksheet('成绩');
  sheet.addRow(['准考证号*', '姓名', '身份证号', '成绩*']);
  for (const r of rows) sheet.addRow(r);
  return Buffer.from(await wb.xlsx.writeBuffer());
}

function upload(id: number, t: string, bytes: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)]), 'scores.xlsx');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return h.request('POST', `/manage/exams/${id}/results/import`, { token: t, form });
}

const results = async (id: number, t = token.province) => (await h.request('GET', `/manage/exams/${id}/results`, { token: t })).body.data as { ticket_no: string; score: number | null; passed: boolean | null; id_number: string }[];

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  const occupationId = await insertOccupation(h.db, { code: '4-10-01-05', name: '保育师' });
  org.school = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  org.institution = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300' });
  const schoolClass = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.school, city_code: '410100', title: '郑州保育师培训班' });
  const institutionClass = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.institution, city_code: '410300', area_code: '410302', title: '洛阳保育师培训班' });
  exam.school = await examFor(schoolClass, '保育师四级理论考试');
  exam.institution = await examFor(institutionClass, '保育师五级实操考试');
  await learnersIn(schoolClass, 3, 1);
  await learnersIn(institutionClass, 2, 10);
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.school = (await managerWithRole(h, 'school', org.school)).token;
  token.institution = (await managerWithRole(h, 'institution', org.institution)).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', await insertOrganization(h.db, { type: 10 }))).token;
  expect((await h.request('POST', `/exams/${exam.school}/tickets`, { token: token.school })).body.data).toEqual({ issued: 3, total: 3 });
  expect((await h.request('POST', `/exams/${exam.institution}/tickets`, { token: token.institution })).body.data).toEqual({ issued: 2, total: 2 });
});

afterAll(() => h.close());

describe('data scope', () => {
  test('each manager lists the sessions of its own classes, with ticket counts', async () => {
    const seen = async (t: string) => (await h.request('GET', '/manage/exams', { token: t })).body.data.map((e: { id: number }) => e.id).sort();
    expect(await seen(token.province)).toEqual([exam.school, exam.institution].sort());
    expect(await seen(token.city)).toEqual([exam.school]);
    expect(await seen(token.school)).toEqual([exam.school]);
    expect(await seen(token.institution)).toEqual([exam.institution]);
    const one = (await h.request('GET', `/manage/exams/${exam.school}`, { token: token.school })).body.data;
    expect(one).toMatchObject({ class_title: '郑州保育师培训班', tickets: 3, scored: 0, passed: 0 });
    expect((await h.request('GET', '/manage/exams', { token: token.enterprise })).status).toBe(403);
  });

  test("another organisation's session is a 404 for every read and write, and nothing changes", async () => {
    const before = await h.db.selectFrom('exams').selectAll().orderBy('id').execute();
    const bytes = await workbook([['x', '', '', 80]]);
    for (const [t, foreign] of [[token.school, exam.institution], [token.institution, exam.school]] as const) {
      expect((await h.request('GET', `/manage/exams/${foreign}`, { token: t })).status).toBe(404);
      expect((await h.request('GET', `/manage/exams/${foreign}/results`, { token: t })).status).toBe(404);
      expect((await h.request('GET', `/manage/exams/${foreign}/results/template`, { token: t })).status).toBe(404);
      expect((await h.request('PATCH', `/manage/exams/${foreign}`, { token: t, json: { title: '被篡改的考试' } })).status).toBe(404);
      expect((await h.request('POST', `/manage/exams/${foreign}/cancel`, { token: t })).status).toBe(404);
      expect((await h.request('DELETE', `/manage/exams/${foreign}`, { token: t })).status).toBe(404);
      expect((await upload(foreign, t, bytes)).status).toBe(404);
    }
    expect(await h.db.selectFrom('exams').selectAll().orderBy('id').execute()).toEqual(before);
  });
});

describe('scores from Excel', () => {
  test('the template lists the tickets; a bad row stops an all-or-none import and is reported by row and column', async () => {
    const { createApiApp } = await import('@/lib/server/api/app');
    const response = await createApiApp({ db: () => h.db }).request(`/api/v1/manage/exams/${exam.school}/results/template`, { headers: { authorization: `Bearer ${token.school}` } });
    expect(response.status).toBe(200);
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(await response.arrayBuffer());
    const tickets: string[] = [];
    wb.worksheets[0].eachRow((row, n) => { if (n > 1) tickets.push(String(row.getCell(1).value)); });
    expect(tickets).toEqual((await results(exam.school)).map((r) => r.ticket_no));

    const bad = await workbook([[tickets[0], '考生1', '', 88], [tickets[1], '考生2', '', 105], ['ZK-NOT-THERE', '', '', 70], [tickets[2], '考生3', '', 45]]);
    const all = await upload(exam.school, token.school, bad);
    expect(all.status).toBe(200);
    expect(all.body.data).toMatchObject({ total: 4, valid: 2, imported: 0 });
    expect(all.body.data.errors).toEqual([
      { row: 3, column: '成绩', message: '成绩必须在 0 到 100 之间。' },
      { row: 4, column: '准考证号', message: '本场考试没有这个准考证号。' },
    ]);
    expect((await results(exam.school)).every((r) => r.score === null)).toBe(true);

    const valid = await upload(exam.school, token.school, bad, { mode: 'valid' });
    expect(valid.body.data).toMatchObject({ total: 4, valid: 2, imported: 2 });
    expect((await results(exam.school)).map((r) => [r.score, r.passed])).toEqual([[88, true], [null, null], [45, false]]);
    expect((await h.request('GET', `/manage/exams/${exam.school}`, { token: token.school })).body.data).toMatchObject({ scored: 2, passed: 1 });
  });

  test('scores need exams.score; an unreadable file is a 422', async () => {
    expect((await upload(exam.school, token.city, await workbook([]))).status).toBe(403);
    const form = new FormData();
    form.append('file', new Blob(['not a workbook']), 'scores.xlsx');
    const answer = await h.request('POST', `/manage/exams/${exam.school}/results/import`, { token: token.school, form });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.file).toBeDefined();
  });
});

describe('edit, cancel, delete', () => {
  test('a new pass score re-grades the recorded results', async () => {
    const edited = await h.request('PATCH', `/manage/exams/${exam.school}`, { token: token.school, json: { pass_score: 40, place: '实训楼 402' } });
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ pass_score: 40, place: '实训楼 402', passed: 2 });
    expect((await results(exam.school)).map((r) => r.passed)).toEqual([true, null, true]);
    const invalid = await h.request('PATCH', `/manage/exams/${exam.school}`, { token: token.school, json: { pass_score: 0, end_at: '2020-01-01T00:00:00Z' } });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors.pass_score).toBeDefined();
  });

  test('a session with tickets cannot be deleted but can be cancelled; then scores are refused; an unused one is deleted', async () => {
    expect((await h.request('DELETE', `/manage/exams/${exam.institution}`, { token: token.institution })).status).toBe(409);
    const cancelled = await h.request('POST', `/manage/exams/${exam.institution}/cancel`, { token: token.institution });
    expect(cancelled.body.data.status).toBe('cancelled');
    expect((await upload(exam.institution, token.institution, await workbook([['x', '', '', 80]]))).status).toBe(409);
    expect((await h.request('PATCH', `/manage/exams/${exam.institution}`, { token: token.institution, json: { title: '改名' } })).status).toBe(409);
    const classId = (await h.db.selectFrom('exams').select('class_id').where('id', '=', exam.institution).executeTakeFirstOrThrow()).class_id;
    const unused = await examFor(classId, '补考');
    expect((await h.request('DELETE', `/manage/exams/${unused}`, { token: token.institution })).status).toBe(204);
    expect(await h.db.selectFrom('exams').select('id').where('id', '=', unused).executeTakeFirst()).toBeUndefined();
  });
});
