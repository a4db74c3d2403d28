import ExcelJS from 'exceljs';
import { idNumberCheckChar } from '@/lib/validation/id-number';
import { accountsHarness, createLearner, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertExaminer, insertOccupation, insertOrganization, insertRegions, insertTeacher } from '../helpers/fixtures';
import { managerWithToken } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Back-office occupations, teachers, teacher applications and examiners: permissions, data scope
// (another organisation's or city's ids are 404), masking, 409 on referenced rows, review workflow.

const ID = `41010519900307002${idNumberCheckChar('41010519900307002')}`;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

let h: AccountsHarness;
let occupationId: number;
let school: number;
let institution: number;
const token = { province: '', city: '', cityEditor: '', luoyang: '', school: '', institution: '', enterprise: '' };
const teacher = { school: 0, institution: 0, assigned: 0 };

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  occupationId = await insertOccupation(h.db, { code: '4-10-01-05', name: '保育师' });
  school = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  institution = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300', area_code: '410302' });
  teacher.school = await insertTeacher(h.db, { name: '张建国', organization_id: school, occupation_id: occupationId, is_public: 1 });
  teacher.institution = await insertTeacher(h.db, { name: '李春梅', organization_id: institution, city_code: '410300', is_public: 1 });
  teacher.assigned = await insertTeacher(h.db, { name: '赵明远', organization_id: school, is_public: 1 });
  const classId = await insertClass(h.db, { occupation_id: occupationId, organization_id: school });
  await h.db.insertInto('class_teachers').values({ class_id: classId, teacher_id: teacher.assigned }).execute();
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token;
  const luoyang = await managerWithRole(h, 'city-admin');
  await h.db.updateTable('managers').set({ city_code: '410300', area_code: null }).where('id', '=', luoyang.id).execute();
  token.luoyang = luoyang.token;
  token.cityEditor = (await managerWithToken(h.db, ['teachers.view', 'teachers.create', 'teachers.update'], null, '410100')).token;
  token.school = (await managerWithRole(h, 'school', school)).token;
  token.institution = (await managerWithRole(h, 'institution', institution)).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', await insertOrganization(h.db, { type: 10 }))).token;
});

afterAll(() => h.close());

const ids = (body: { data: Array<{ id: number }> }) => body.data.map((r) => r.id).sort((a, b) => a - b);

describe('occupations', () => {
  test('province managers create and edit; 422 with field errors; the public catalogue shows the edit', async () => {
    const bad = await h.request('POST', '/manage/occupations', { token: token.province, json: { code: 'x', name: '', levels: [] } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['category', 'code', 'levels', 'name']);
    const dup = await h.request('POST', '/manage/occupations', { token: token.province, json: { code: '4-10-01-05', name: '保育员', category: '服务人员', levels: [5] } });
    expect(dup.status).toBe(422);
    expect(dup.body.errors.code).toBeDefined();
    const created = await h.request('POST', '/manage/occupations', { token: token.province, json: { code: '6-18-01-01', name: '焊工', category: '生产制造及有关人员', levels: [5, 3, 3] } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ category_code: '6', levels: [3, 5], status: 'active' });
    const id = created.body.data.id;
    const edited = await h.request('PATCH', `/manage/occupations/${id}`, { token: token.province, json: { name: '电焊工', description: '从事焊接作业。' } });
    expect(edited.body.data.name).toBe('电焊工');
    expect((await h.request('GET', `/occupations/${id}`)).body.data.name).toBe('电焊工');
    expect((await h.request('DELETE', `/manage/occupations/${id}`, { token: token.province })).status).toBe(204);
  });

  test('an occupation in use cannot be deleted (409), is disabled instead and leaves the public catalogue', async () => {
    const refused = await h.request('DELETE', `/manage/occupations/${occupationId}`, { token: token.province });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('请改为停用');
    expect((await h.request('PATCH', `/manage/occupations/${occupationId}`, { token: token.province, json: { status: 'disabled' } })).body.data.status).toBe('disabled');
    expect((await h.request('GET', `/occupations/${occupationId}`)).status).toBe(404);
    expect(ids((await h.request('GET', '/occupations')).body)).not.toContain(occupationId);
    expect(ids((await h.request('GET', '/manage/occupations?status=disabled', { token: token.province })).body)).toEqual([occupationId]);
    await h.request('PATCH', `/manage/occupations/${occupationId}`, { token: token.province, json: { status: 'active' } });
  });

  test('permissions: view-only roles cannot write, others cannot read; export is a workbook', async () => {
    expect((await h.request('GET', '/manage/occupations', { token: token.school })).status).toBe(200);
    expect((await h.request('POST', '/manage/occupations', { token: token.school, json: {} })).status).toBe(403);
    expect((await h.request('PATCH', `/manage/occupations/${occupationId}`, { token: token.city, json: { name: '保育员' } })).status).toBe(403);
    expect((await h.request('DELETE', `/manage/occupations/${occupationId}`, { token: token.city })).status).toBe(403);
    expect((await h.request('GET', '/manage/occupations', { token: token.enterprise })).status).toBe(403);
    expect((await h.request('GET', '/manage/occupations')).status).toBe(401);
    const sheet = await h.request('GET', '/manage/occupations/export?keyword=4-10', { token: token.province });
    expect(sheet.headers.get('content-type')).toContain('spreadsheetml');
  });
});

describe('teachers', () => {
  test('each manager sees the teachers of its scope; phones masked without learners.id-number', async () => {
    const seen = async (t: string) => ids((await h.request('GET', '/manage/teachers?per_page=100', { token: t })).body);
    expect(await seen(token.province)).toEqual([teacher.school, teacher.institution, teacher.assigned].sort((a, b) => a - b));
    expect(await seen(token.city)).toEqual([teacher.school, teacher.assigned].sort((a, b) => a - b));
    expect(await seen(token.school)).toEqual([teacher.school, teacher.assigned].sort((a, b) => a - b));
    expect(await seen(token.institution)).toEqual([teacher.institution]);
    expect((await h.request('GET', '/manage/teachers', { token: token.enterprise })).status).toBe(403);
    const mine = (await h.request('GET', `/manage/teachers/${teacher.school}`, { token: token.school })).body.data;
    expect(mine.phone).toBe('139****0001');
    expect((await h.request('GET', `/manage/teachers/${teacher.school}`, { token: token.province })).body.data.phone).toBe('13900000001');
    const sorted = (await h.request('GET', '/manage/teachers?sort=name&order=asc&keyword=%E6%98%8E', { token: token.province })).body.data;
    expect(sorted.map((t: { name: string }) => t.name)).toEqual(['赵明远']);
  });

  test("another organisation's teacher is a 404 for read, edit and delete, and is unchanged", async () => {
    for (const [t, foreign] of [[token.school, teacher.institution], [token.institution, teacher.school], [token.cityEditor, teacher.institution]] as const) {
      expect((await h.request('GET', `/manage/teachers/${foreign}`, { token: t })).status).toBe(404);
      expect((await h.request('PATCH', `/manage/teachers/${foreign}`, { token: t, json: { name: '改名字' } })).status).toBe(404);
    }
    expect((await h.request('DELETE', `/manage/teachers/${teacher.school}`, { token: token.luoyang })).status).toBe(403);
    const row = await h.db.selectFrom('teachers').select('name').where('id', '=', teacher.institution).executeTakeFirstOrThrow();
    expect(row.name).toBe('李春梅');
  });

  test('an organisation adds teachers only to itself; a city only within its city; 422 on bad fields', async () => {
    const created = await h.request('POST', '/manage/teachers', { token: token.school, json: { name: '孙丽', organization_id: institution, phone: '13712345678', occupation_id: occupationId } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ organization_id: school, city_code: '410100', status: 'active' });
    const outside = await h.request('POST', '/manage/teachers', { token: token.cityEditor, json: { name: '周强', organization_id: institution } });
    expect(outside.status).toBe(422);
    expect(outside.body.errors.organization_id).toBeDefined();
    const bad = await h.request('POST', '/manage/teachers', { token: token.province, json: { name: 'x', phone: '123', occupation_id: 999999 } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['name', 'phone']);
    const noPlace = await h.request('POST', '/manage/teachers', { token: token.province, json: { name: '周强' } });
    expect(noPlace.body.errors.city_code).toBeDefined();
    expect((await h.request('DELETE', `/manage/teachers/${created.body.data.id}`, { token: token.school })).status).toBe(403);
    expect((await h.request('DELETE', `/manage/teachers/${created.body.data.id}`, { token: token.province })).status).toBe(204);
  });

  test('a teacher assigned to classes cannot be deleted (409); disabled, they leave the public directory', async () => {
    const refused = await h.request('DELETE', `/manage/teachers/${teacher.assigned}`, { token: token.province });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toContain('请改为停用');
    expect((await h.request('GET', `/teachers/${teacher.assigned}`)).status).toBe(200);
    expect((await h.request('PATCH', `/manage/teachers/${teacher.assigned}`, { token: token.school, json: { status: 'disabled' } })).body.data.status).toBe('disabled');
    expect((await h.request('GET', `/teachers/${teacher.assigned}`)).status).toBe(404);
  });

  test('export is a workbook of the scoped, filtered list', async () => {
    const sheet = await h.request('GET', '/manage/teachers/export', { token: token.institution });
    expect(sheet.status).toBe(200);
    const raw = await (await fetchBinary('/manage/teachers/export', token.institution)).arrayBuffer();
    const wb = new ExcelJS.Workbook();
    await wb.xlsx.load(raw);
    const names = wb.worksheets[0].getColumn(1).values.slice(2);
    expect(names).toEqual(['李春梅']);
  });
});

async function fetchBinary(url: string, t: string): Promise<Response> {
  const { createApiApp } = await import('@/lib/server/api/app');
  return createApiApp({ db: () => h.db }).request(`/api/v1${url}`, { headers: { authorization: `Bearer ${t}`, 'x-forwarded-for': '10.9.8.7' } });
}

describe('teacher applications', () => {
  let applied: number;
  let second: number;
  let learner: { id: number; phone: string };

  beforeAll(async () => {
    learner = await createLearner(h.db);
    const form = new FormData();
    for (const [k, v] of Object.entries({ name: '王丽娟', phone: '13812345678', id_number: ID, occupation_id: String(occupationId), qualifications: '持有育婴员二级/技师证书，从业十二年。' })) form.append(k, v);
    form.append('files', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), '技师证书.pdf');
    const answer = await h.request('POST', '/ad/registered-teachers/applied', { token: await tokenFor(h, 'learner', learner.phone), form });
    expect(answer.status).toBe(201);
    applied = answer.body.data.id;
    const other = await createLearner(h.db);
    second = (await h.db.insertInto('teacher_applications').values({
      user_id: other.id, name: '陈晓', phone: '13812345679', id_number: ID, occupation_id: occupationId, qualifications: '高级技师，从业十年。', files: null,
      status: 'pending', reason: null, reviewed_by: null, reviewed_at: null, created_at: '2026-01-10T08:00:00.000Z', updated_at: '2026-01-10T08:00:00.000Z',
    }).returning('id').executeTakeFirstOrThrow()).id;
  });

  test('only reviewers see the queue; a city sees its own applicants; ID numbers and phones masked for everyone, whole through the logged reveal', async () => {
    expect((await h.request('GET', '/manage/teacher-applications', { token: token.school })).status).toBe(403);
    expect((await h.request('GET', '/manage/teacher-applications', { token: token.enterprise })).status).toBe(403);
    expect((await h.request('GET', `/manage/teacher-applications/${applied}/files/1`, { token: token.school })).status).toBe(403);
    expect(ids((await h.request('GET', '/manage/teacher-applications', { token: token.luoyang })).body)).toEqual([]);
    expect((await h.request('GET', `/manage/teacher-applications/${applied}`, { token: token.luoyang })).status).toBe(404);
    expect((await h.request('POST', `/manage/teacher-applications/${applied}/approve`, { token: token.luoyang })).status).toBe(404);
    const city = (await h.request('GET', `/manage/teacher-applications/${applied}`, { token: token.city })).body.data;
    expect(city.id_number).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect(city.phone).toBe('138****5678');
    const whole = (await h.request('GET', `/manage/teacher-applications/${applied}`, { token: token.province })).body.data;
    expect(whole.id_number).toMatch(/^\d{4}\*{10}[\dX]{4}$/);
    expect((await h.request('POST', `/manage/teacher-applications/${applied}/reveal`, { token: token.province, json: { field: 'id_number' } })).body.data).toEqual({ value: ID });
    expect(whole.files).toHaveLength(1);
    const file = await h.request('GET', `/manage/teacher-applications/${applied}/files/${whole.files[0].id}`, { token: token.city });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect((await h.request('GET', `/manage/teacher-applications/${second}/files/${whole.files[0].id}`, { token: token.city })).status).toBe(404);
  });

  test('approve creates the teacher and notifies the learner; a second decision is a 409', async () => {
    const approved = await h.request('POST', `/manage/teacher-applications/${applied}/approve`, { token: token.city });
    expect(approved.status).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    const created = await h.db.selectFrom('teachers').selectAll().where('user_id', '=', learner.id).executeTakeFirstOrThrow();
    expect(created).toMatchObject({ name: '王丽娟', city_code: '410100', status: 'active', occupation_id: occupationId });
    expect(approved.body.data.teacher_id).toBe(created.id);
    expect((await h.request('GET', `/teachers/${created.id}`)).body.data.name).toBe('王丽娟');
    const note = await h.db.selectFrom('notifications').select('kind').where('user_id', '=', learner.id).executeTakeFirstOrThrow();
    expect(note.kind).toBe('teacher_application_approved');
    expect((await h.request('POST', `/manage/teacher-applications/${applied}/reject`, { token: token.city, json: { reason: '材料不全' } })).status).toBe(409);
  });

  test('reject needs a reason (422); bulk reports each outcome', async () => {
    expect((await h.request('POST', `/manage/teacher-applications/${second}/reject`, { token: token.city, json: {} })).status).toBe(422);
    const noReason = await h.request('POST', '/manage/teacher-applications/bulk', { token: token.city, json: { ids: [second], action: 'reject' } });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors.reason).toBeDefined();
    const bulk = await h.request('POST', '/manage/teacher-applications/bulk', { token: token.city, json: { ids: [second, applied], action: 'reject', reason: '资格证书已过期' } });
    expect(bulk.body.data).toMatchObject({ succeeded: 1, failed: 1 });
    const row = await h.db.selectFrom('teacher_applications').select(['status', 'reason']).where('id', '=', second).executeTakeFirstOrThrow();
    expect(row).toEqual({ status: 'rejected', reason: '资格证书已过期' });
    const filtered = await h.request('GET', '/manage/teacher-applications?status=rejected', { token: token.province });
    expect(ids(filtered.body)).toEqual([second]);
  });
});

describe('examiners', () => {
  let examiner: number;
  let luoyangExaminer: number;
  beforeAll(async () => {
    examiner = await insertExaminer(h.db, { name: '刘志刚', organization_id: school, occupation_id: occupationId, is_public: 1 });
    luoyangExaminer = await insertExaminer(h.db, { name: '马红', organization_id: institution, city_code: '410300', is_public: 1 });
  });

  test('cities see their own; organisations without the permission none; writes need examiners.* ', async () => {
    expect(ids((await h.request('GET', '/manage/examiners', { token: token.city })).body)).toEqual([examiner]);
    expect((await h.request('GET', `/manage/examiners/${luoyangExaminer}`, { token: token.city })).status).toBe(404);
    expect((await h.request('GET', '/manage/examiners', { token: token.school })).status).toBe(403);
    expect((await h.request('POST', '/manage/examiners', { token: token.city, json: { name: '王五' } })).status).toBe(403);
    expect((await h.request('PATCH', `/manage/examiners/${examiner}`, { token: token.city, json: { level: 2 } })).status).toBe(403);
  });

  test('create, edit, disable (public directory hides it) and delete', async () => {
    const bad = await h.request('POST', '/manage/examiners', { token: token.province, json: { name: '王五', level: 9, cert_no: '#' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['cert_no', 'level']);
    const created = await h.request('POST', '/manage/examiners', { token: token.province, json: { name: '王五', level: 2, cert_no: 'kp2026410100001', organization_id: school } });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ cert_no: 'KP2026410100001', city_code: '410100', organization_name: '郑州市职业技术学院' });
    const id = created.body.data.id;
    expect((await h.request('PATCH', `/manage/examiners/${id}`, { token: token.province, json: { name: '王武' } })).body.data.name).toBe('王武');
    expect((await h.request('GET', `/examiners/${id}`)).body.data.name).toBe('王武');
    await h.request('PATCH', `/manage/examiners/${id}`, { token: token.province, json: { status: 'disabled' } });
    expect((await h.request('GET', `/examiners/${id}`)).status).toBe(404);
    expect((await h.request('DELETE', `/manage/examiners/${id}`, { token: token.province })).status).toBe(204);
    expect((await h.request('GET', `/manage/examiners/${id}`, { token: token.province })).status).toBe(404);
  });
});
