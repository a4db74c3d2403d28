import ExcelJS from 'exceljs';
import { createApiApp } from '@/lib/server/api/app';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertUser } from '../helpers/fixtures';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Class exports (streamed .xlsx, formula cells neutralised, scoped) and the template import.

let h: AccountsHarness;
let app: ReturnType<typeof createApiApp>;
let schoolOrg: number;
let schoolClass: number;
const token = { province: '', school: '', city: '', enterprise: '' };

async function download(path: string, t: string) {
  const response = await app.request(`/api/v1${path}`, { headers: { authorization: `Bearer ${t}` } });
  return { status: response.status, type: response.headers.get('content-type'), disposition: response.headers.get('content-disposition'), bytes: await response.arrayBuffer() };
}

async function sheetRows(bytes: ArrayBuffer, index = 0): Promise<unknown[][]> {
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(bytes);
  const rows: unknown[][] = [];
  workbook.worksheets[index].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
  return rows;
}

async function upload(t: string, bytes: ArrayBuffer | Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes as ArrayBuffer)]), 'classes.xlsx');
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  return h.request('POST', '/manage/classes/import', { token: t, form });
}

const HEADERS = ['班级名称*', '职业编码*', '等级*', '培训机构', '城市*', '区县', '地址', '报名开始', '报名截止', '开班日期*', '结班日期*', '上课安排', '课时', '名额*', '培训费（元）', '补贴（元）', '需要实名认证', '简介'];
const goodRow = (title: string) => [title, '4-10-01-05', 4, '', '郑州市', '金水区', '金水路 88 号', '2026-12-01', '2026-12-20', new Date('2027-01-05T00:00:00Z'), '2027-02-28', '周末班', 120, 50, 1800, 1200, '是', '理论与实操'];

async function workbookOf(rows: unknown[][]): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('培训班');
  sheet.addRow(HEADERS);
  for (const row of rows) sheet.addRow(row);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const classCount = async () => Number((await h.db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);

beforeAll(async () => {
  h = await accountsHarness();
  app = createApiApp({ db: () => h.db });
  await insertRegions(h.db);
  await seedAccess(h.db);
  const occupationId = await insertOccupation(h.db, { code: '4-10-01-05', name: '保育师', levels: '3,4,5' });
  schoolOrg = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  const otherOrg = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300' });
  schoolClass = await insertClass(h.db, { occupation_id: occupationId, organization_id: schoolOrg, title: '=HYPERLINK("http://evil.example","点我")', fee_cents: 180000 });
  await insertClass(h.db, { occupation_id: occupationId, organization_id: otherOrg, city_code: '410300', area_code: '410302', title: '洛阳保育师培训班' });
  const learner = await insertUser(h.db);
  await insertEnrollment(h.db, { class_id: schoolClass, user_id: learner, status: 'studying', active_slot: 1, real_name: '+张三', id_number: '410105199003070021', phone: '13812345678', study_seconds: 7200 });
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.school = (await managerWithRole(h, 'school', schoolOrg)).token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  token.enterprise = (await managerWithRole(h, 'enterprise')).token;
});

afterAll(() => h.close());

describe('exports', () => {
  test('the filtered list streams as .xlsx in the scope, with formula cells kept as text', async () => {
    const answer = await download('/manage/classes/export?sort=title', token.school);
    expect(answer.status).toBe(200);
    expect(answer.type).toContain('spreadsheetml');
    expect(answer.disposition).toContain("filename*=UTF-8''");
    const rows = await sheetRows(answer.bytes);
    expect(rows[0]).toEqual(expect.arrayContaining(['ID', '班级名称', '职业（工种）', '培训机构', '培训费（元）', '状态']));
    expect(rows).toHaveLength(2);
    expect(rows[1][1]).toBe(`'=HYPERLINK("http://evil.example","点我")`);
    expect(rows[1]).toEqual(expect.arrayContaining(['保育师', '郑州市职业技术学院', '郑州市', 1800, '报名中']));
    const all = await sheetRows((await download('/manage/classes/export', token.province)).bytes);
    expect(all).toHaveLength(3);
    const filtered = await sheetRows((await download(`/manage/classes/export?keyword=${encodeURIComponent('洛阳')}`, token.province)).bytes);
    expect(filtered.slice(1).map((r) => r[1])).toEqual(['洛阳保育师培训班']);
  });

  test('the roster export has study hours and masked numbers; other scopes and permissions are refused', async () => {
    const answer = await download(`/manage/classes/${schoolClass}/roster/export`, token.school);
    expect(answer.status).toBe(200);
    const rows = await sheetRows(answer.bytes);
    expect(rows[1]).toEqual(expect.arrayContaining(["'+张三", '138****5678', '4101**********0021', '学习中', 2]));
    const other = await h.db.selectFrom('classes').select('id').where('title', '=', '洛阳保育师培训班').executeTakeFirstOrThrow();
    expect((await download(`/manage/classes/${other.id}/roster/export`, token.school)).status).toBe(404);
    expect((await download('/manage/classes/export', token.enterprise)).status).toBe(403);
    expect((await download('/manage/classes/export?status=nope', token.province)).status).toBe(422);
  });
});

describe('import', () => {
  test('the template has the columns, an example row and the occupation codes', async () => {
    const answer = await download('/manage/classes/import/template', token.province);
    expect(answer.status).toBe(200);
    const rows = await sheetRows(answer.bytes);
    expect(rows[0]).toEqual(HEADERS);
    expect(rows[1].slice(0, 3)).toEqual(['保育师四级（中级工）周末班', '4-10-01-05', '四级/中级工']);
    expect((await sheetRows(answer.bytes, 1))[1]).toEqual(['4-10-01-05', '保育师', '3,4,5']);
    expect((await download('/manage/classes/import/template', token.city)).status).toBe(403);
  });

  test('a bad row is reported by row and column; "all" imports nothing, "valid" imports the good rows', async () => {
    const bad = goodRow('保育师坏数据班');
    bad[2] = 1; // level not offered
    bad[10] = '2026-12-31'; // ends before it starts
    bad[1] = '9-99-99-99';
    const file = await workbookOf([goodRow('保育师四级周末一班'), bad, goodRow('保育师四级周末二班')]);
    const before = await classCount();

    const checked = await upload(token.school, file, { dry_run: '1' });
    expect(checked.status).toBe(200);
    expect(checked.body.data).toMatchObject({ total: 3, valid: 2, imported: 0 });
    expect(checked.body.data.errors).toEqual(expect.arrayContaining([
      { row: 3, column: '职业编码', message: '职业编码不存在。' },
      expect.objectContaining({ row: 3, column: '结班日期' }),
    ]));
    expect(checked.body.data.errors.every((e: { row: number }) => e.row === 3)).toBe(true);

    const none = await upload(token.school, file, { mode: 'all' });
    expect(none.body.data).toMatchObject({ valid: 2, imported: 0 });
    expect(await classCount()).toBe(before);

    const some = await upload(token.school, file, { mode: 'valid' });
    expect(some.body.data).toMatchObject({ valid: 2, imported: 2 });
    const created = await h.db.selectFrom('classes').select(['title', 'organization_id', 'status', 'fee_cents', 'start_date', 'area_code']).where('id', '>', 0).orderBy('id', 'desc').limit(2).execute();
    expect(created).toEqual([
      { title: '保育师四级周末二班', organization_id: schoolOrg, status: 'draft', fee_cents: 180000, start_date: '2027-01-05', area_code: '410105' },
      { title: '保育师四级周末一班', organization_id: schoolOrg, status: 'draft', fee_cents: 180000, start_date: '2027-01-05', area_code: '410105' },
    ]);
  });

  test('an empty required cell says it is required; a reversed enrolment window is reported beside other problems; levels by name are read (issue 37)', async () => {
    const empty = goodRow('');
    const reversed = goodRow('');
    reversed[7] = '2026-12-20';
    reversed[8] = '2026-12-01'; // the window closes before it opens
    const named = goodRow('保育师四级周末三班');
    named[2] = '四级/中级工';
    const checked = await upload(token.school, await workbookOf([empty, reversed, named]), { dry_run: '1' });
    expect(checked.body.data).toMatchObject({ total: 3, valid: 1 });
    expect(checked.body.data.errors).toEqual([
      { row: 2, column: '班级名称', message: '必填。' },
      { row: 3, column: '班级名称', message: '必填。' },
      { row: 3, column: '报名截止', message: '不能早于报名开始日期。' },
    ]);
  });

  test('asked for NDJSON, a long import streams progress lines, then the report; a bad file is still a plain 422', async () => {
    const rows = Array.from({ length: 60 }, (_, i) => goodRow(`保育师四级进度班${i + 1}`));
    rows[41][2] = 1;
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(await workbookOf(rows))]), 'classes.xlsx');
    form.append('mode', 'all');
    const before = await classCount();
    const answer = await h.request('POST', '/manage/classes/import', { token: token.school, form, headers: { accept: 'application/x-ndjson' } });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toContain('application/x-ndjson');
    const lines = String(answer.body).trim().split('\n').map((l) => JSON.parse(l));
    expect(lines.slice(0, -1)).toEqual([25, 50, 60].map((done) => ({ progress: { done, total: 60 } })));
    expect(lines.at(-1).data).toMatchObject({ total: 60, valid: 59, imported: 0, errors: [expect.objectContaining({ row: 43, column: '等级' })] });
    expect(await classCount()).toBe(before);

    const notXlsx = new FormData();
    notXlsx.append('file', new Blob([new Uint8Array(Buffer.from('a,b\n'))]), 'x.xlsx');
    const refused = await h.request('POST', '/manage/classes/import', { token: token.school, form: notXlsx, headers: { accept: 'application/x-ndjson' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors.file).toHaveLength(1);
  });

  test('a file that is not the template or not a workbook is a 422; no permission is a 403; nothing written', async () => {
    const before = await classCount();
    const notXlsx = await upload(token.province, Buffer.from('name,title\n1,2\n'));
    expect(notXlsx.status).toBe(422);
    expect(notXlsx.body.errors.file[0]).toEqual(expect.any(String));
    const workbook = new ExcelJS.Workbook();
    workbook.addWorksheet('x').addRow(['随便', '一列']);
    const wrong = await upload(token.province, Buffer.from(await workbook.xlsx.writeBuffer()));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors.file[0]).toContain('班级名称');
    expect((await upload(token.province, await workbookOf([goodRow('x班')]), { mode: 'some' })).status).toBe(422);
    expect((await upload(token.city, await workbookOf([goodRow('城市管理员导入班')]))).status).toBe(403);
    expect((await h.request('POST', '/manage/classes/import', { token: token.province, json: {} })).status).toBe(400);
    expect(await classCount()).toBe(before);
  });
});
