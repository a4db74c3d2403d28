import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertTeacher, insertUser, STAMP } from '../helpers/fixtures';
import { managerWithToken } from '../helpers/learner-area';
import { managerWithRole, seedAccess } from '../helpers/manage';

// Back-office classes: data scope for each kind of manager, permissions, validation and the status flow.

let h: AccountsHarness;
let occupationId: number;
let teacherId: number;
const org = { school: 0, institution: 0, enterprise: 0 };
const cls = { school: 0, institution: 0, enterprise: 0, province: 0 };
const token = { province: '', city: '', school: '', institution: '', enterprise: '', enterpriseViewer: '', cityCreator: '' };

const validBody = (extra: Record<string, unknown> = {}) => ({
  title: '保育师四级（中级工）培训班', occupation_id: occupationId, level: 4, city_code: '410100', area_code: '410105', address: '金水路 88 号',
  enroll_start: '2026-12-01', enroll_end: '2026-12-20', start_date: '2027-01-05', end_date: '2027-02-28', schedule: '每周六、周日 9:00-17:00',
  hours: 120, capacity: 50, fee_cents: 180000, subsidy_cents: 120000, description: '理论与实操结合', teacher_ids: [teacherId], ...extra,
});

const classCount = async () => Number((await h.db.selectFrom('classes').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
const ids = (body: { data: { id: number }[] }) => body.data.map((c) => c.id).sort((a, b) => a - b);

beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await seedAccess(h.db);
  occupationId = await insertOccupation(h.db, { code: '4-10-01-05', name: '保育师', levels: '3,4,5' });
  teacherId = await insertTeacher(h.db, { name: '刘春梅' });
  org.school = await insertOrganization(h.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  org.institution = await insertOrganization(h.db, { name: '洛阳市阳光职业培训学校', type: 12, city_code: '410300' });
  org.enterprise = await insertOrganization(h.db, { name: '河南中原家政服务有限公司', type: 10, city_code: '410100' });
  cls.school = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.school, city_code: '410100', title: '郑州保育师培训班' });
  cls.institution = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.institution, city_code: '410300', area_code: '410302', title: '洛阳保育师培训班' });
  cls.enterprise = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.enterprise, city_code: '410100', title: '家政企业职工培训班', status: 'draft' });
  cls.province = await insertClass(h.db, { occupation_id: occupationId, organization_id: null, city_code: '410300', area_code: '410302', title: '省直育婴员培训班', status: 'finished' });
  const province = await managerWithRole(h, 'province-admin');
  await h.db.updateTable('managers').set({ city_code: null, area_code: null }).where('id', '=', province.id).execute();
  token.province = province.token;
  token.city = (await managerWithRole(h, 'city-admin')).token; // city 410100, classes.view only
  token.school = (await managerWithRole(h, 'school', org.school)).token;
  token.institution = (await managerWithRole(h, 'institution', org.institution)).token;
  token.enterprise = (await managerWithRole(h, 'enterprise', org.enterprise)).token; // no class permission
  token.enterpriseViewer = (await managerWithToken(h.db, ['classes.view'], org.enterprise)).token;
  token.cityCreator = (await managerWithToken(h.db, ['classes.view', 'classes.create', 'classes.update'], null, '410100')).token;
});

afterAll(() => h.close());

describe('data scope', () => {
  test('each kind of manager lists only its own classes', async () => {
    const seen = async (t: string) => ids((await h.request('GET', '/manage/classes?per_page=100', { token: t })).body);
    expect(await seen(token.province)).toEqual([cls.school, cls.institution, cls.enterprise, cls.province].sort((a, b) => a - b));
    expect(await seen(token.city)).toEqual([cls.school, cls.enterprise]);
    expect(await seen(token.school)).toEqual([cls.school]);
    expect(await seen(token.institution)).toEqual([cls.institution]);
    expect(await seen(token.enterpriseViewer)).toEqual([cls.enterprise]);
  });

  test("another organisation's class ids answer 404 for reads and writes, and nothing changes", async () => {
    const before = await h.db.selectFrom('classes').selectAll().orderBy('id').execute();
    for (const [t, foreign] of [[token.school, cls.institution], [token.institution, cls.school], [token.enterpriseViewer, cls.school], [token.city, cls.institution]] as const) {
      expect((await h.request('GET', `/manage/classes/${foreign}`, { token: t })).status).toBe(404);
      expect((await h.request('GET', `/manage/classes/${foreign}/roster`, { token: t })).status).toBe(404);
    }
    for (const [t, foreign] of [[token.school, cls.institution], [token.institution, cls.enterprise]] as const) {
      expect((await h.request('PATCH', `/manage/classes/${foreign}`, { token: t, json: { title: '被篡改的班级' } })).status).toBe(404);
      expect((await h.request('POST', `/manage/classes/${foreign}/publish`, { token: t })).status).toBe(404);
      expect((await h.request('POST', `/manage/classes/${foreign}/close`, { token: t })).status).toBe(404);
      expect((await h.request('DELETE', `/manage/classes/${foreign}`, { token: t })).status).toBe(404);
    }
    expect(await h.db.selectFrom('classes').selectAll().orderBy('id').execute()).toEqual(before);
  });

  test('an organisation creates for itself whatever organisation it names; a city manager only in its city', async () => {
    const created = await h.request('POST', '/manage/classes', { token: token.school, json: validBody({ organization_id: org.institution }) });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ organization_id: org.school, status: 'draft', capacity: 50, seats_left: 50 });
    expect(created.body.data.teachers.data.map((t: { id: number }) => t.id)).toEqual([teacherId]);
    const before = await classCount();
    const elsewhere = await h.request('POST', '/manage/classes', { token: token.cityCreator, json: validBody({ city_code: '410300', area_code: '410302' }) });
    expect(elsewhere.status).toBe(422);
    expect(elsewhere.body.errors.city_code).toBeDefined();
    expect(await classCount()).toBe(before);
    const own = await h.request('POST', '/manage/classes', { token: token.cityCreator, json: validBody() });
    expect(own.status).toBe(201);
  });
});

describe('permissions', () => {
  test('a manager without the permission is refused with 403 and nothing is written', async () => {
    const before = await h.db.selectFrom('classes').selectAll().orderBy('id').execute();
    expect((await h.request('GET', '/manage/classes', { token: token.enterprise })).status).toBe(403);
    expect((await h.request('GET', `/manage/classes/${cls.enterprise}`, { token: token.enterprise })).status).toBe(403);
    expect((await h.request('POST', '/manage/classes', { token: token.city, json: validBody() })).status).toBe(403);
    expect((await h.request('PATCH', `/manage/classes/${cls.school}`, { token: token.city, json: { title: '新名称培训班' } })).status).toBe(403);
    expect((await h.request('POST', `/manage/classes/${cls.enterprise}/publish`, { token: token.city })).status).toBe(403);
    expect((await h.request('DELETE', `/manage/classes/${cls.enterprise}`, { token: token.city })).status).toBe(403);
    expect((await h.request('POST', `/manage/classes/${cls.enterprise}/publish`, { token: token.cityCreator })).status).toBe(403);
    expect(await h.db.selectFrom('classes').selectAll().orderBy('id').execute()).toEqual(before);
  });

  test('no token is a 401', async () => {
    expect((await h.request('GET', '/manage/classes')).status).toBe(401);
    expect((await h.request('POST', '/manage/classes', { json: validBody() })).status).toBe(401);
  });
});

describe('validation', () => {
  test.each([
    ['missing fields', {}, ['title', 'occupation_id', 'level', 'city_code', 'start_date', 'end_date', 'capacity']],
    ['end before start', { end_date: '2027-01-01' }, ['end_date']],
    ['a level the occupation does not offer', { level: 1 }, ['level']],
    ['a district of another city', { area_code: '410302' }, ['area_code']],
    ['subsidy above the fee', { subsidy_cents: 200000 }, ['subsidy_cents']],
    ['an unknown occupation and teacher', { occupation_id: 99999, teacher_ids: [99999] }, ['occupation_id', 'teacher_ids']],
    ['an impossible date and a negative capacity', { start_date: '2027-02-30', capacity: -1 }, ['start_date', 'capacity']],
    ['an unknown field', { status: 'enrolling' }, ['request']],
  ])('%s: 422 with field messages, nothing written', async (_name, change, fields) => {
    const before = await classCount();
    const body = Object.keys(change).length ? validBody(change) : {};
    const answer = await h.request('POST', '/manage/classes', { token: token.province, json: body });
    expect(answer.status).toBe(422);
    for (const field of fields) expect(answer.body.errors[field]?.[0]).toEqual(expect.any(String));
    expect(await classCount()).toBe(before);
  });

  test('an edit may not bring capacity below the seats taken; bad query parameters are 422', async () => {
    const taken = await h.db.selectFrom('classes').select('enrolled_count').where('id', '=', cls.school).executeTakeFirstOrThrow();
    const answer = await h.request('PATCH', `/manage/classes/${cls.school}`, { token: token.province, json: { capacity: taken.enrolled_count - 1 } });
    expect(answer.status).toBe(422);
    expect(answer.body.errors.capacity[0]).toContain(String(taken.enrolled_count));
    expect((await h.request('GET', '/manage/classes?sort=drop', { token: token.province })).status).toBe(422);
    expect((await h.request('GET', '/manage/classes?status=gone', { token: token.province })).status).toBe(422);
    expect((await h.request('PATCH', '/manage/classes/abc', { token: token.province, json: {} })).status).toBe(422);
  });
});

describe('list, workflow and roster', () => {
  test('search, filters, sort and pages', async () => {
    const byKeyword = await h.request('GET', `/manage/classes?keyword=${encodeURIComponent('洛阳')}`, { token: token.province });
    expect(ids(byKeyword.body)).toEqual([cls.institution]);
    const drafts = await h.request('GET', '/manage/classes?status=draft&city_code=410100&per_page=100', { token: token.province });
    expect(drafts.body.data.every((c: { status: string; city_code: string }) => c.status === 'draft' && c.city_code === '410100')).toBe(true);
    expect(ids(drafts.body)).toContain(cls.enterprise);
    const titled = await h.request('GET', '/manage/classes?sort=title&per_page=2&page=1', { token: token.province });
    expect(titled.body.data).toHaveLength(2);
    expect(titled.body.meta.pagination.total).toBe(await classCount());
    const titles = titled.body.data.map((c: { title: string }) => c.title);
    expect([...titles].sort()).toEqual(titles);
    expect(titled.body.data[0].occupation.data.name).toBe('保育师');
  });

  test('create → edit → publish → close → reopen → close → finish, with wrong steps refused', async () => {
    const created = await h.request('POST', '/manage/classes', { token: token.institution, json: validBody({ city_code: '410300', area_code: '410302' }) });
    expect(created.status).toBe(201);
    const id = created.body.data.id as number;
    const edited = await h.request('PATCH', `/manage/classes/${id}`, { token: token.institution, json: { title: '保育师四级周末班', capacity: 60, teacher_ids: [] } });
    expect(edited.body.data).toMatchObject({ title: '保育师四级周末班', capacity: 60 });
    expect(edited.body.data.teachers.data).toEqual([]);
    expect((await h.request('POST', `/manage/classes/${id}/close`, { token: token.institution })).status).toBe(409);
    const step = async (action: string) => (await h.request('POST', `/manage/classes/${id}/${action}`, { token: token.institution })).body.data?.status;
    expect(await step('publish')).toBe('enrolling');
    expect((await h.request('GET', `/classes/${id}`)).status).toBe(200);
    expect((await h.request('POST', `/manage/classes/${id}/publish`, { token: token.institution })).status).toBe(409);
    expect(await step('close')).toBe('closed');
    expect(await step('reopen')).toBe('enrolling');
    expect(await step('close')).toBe('closed');
    expect(await step('finish')).toBe('finished');
    expect((await h.request('PATCH', `/manage/classes/${id}`, { token: token.institution, json: { title: '结班后修改' } })).status).toBe(409);
  });

  test('delete: a draft without records goes, a class with enrolments stays', async () => {
    const created = await h.request('POST', '/manage/classes', { token: token.school, json: validBody() });
    const id = created.body.data.id as number;
    expect((await h.request('DELETE', `/manage/classes/${id}`, { token: token.school })).status).toBe(200);
    expect((await h.request('GET', `/manage/classes/${id}`, { token: token.school })).status).toBe(404);
    const user = await insertUser(h.db);
    await insertEnrollment(h.db, { class_id: cls.school, user_id: user, status: 'pending', active_slot: 1 });
    const refused = await h.request('DELETE', `/manage/classes/${cls.school}`, { token: token.school });
    expect(refused.status).toBe(409);
    expect((await h.request('GET', `/manage/classes/${cls.school}`, { token: token.school })).status).toBe(200);
  });

  test('the roster lists admitted learners with study hours and their exam result, masked', async () => {
    const classId = await insertClass(h.db, { occupation_id: occupationId, organization_id: org.school, status: 'ongoing' });
    const studying = await insertUser(h.db);
    const pending = await insertUser(h.db);
    const studyingEnrollment = await insertEnrollment(h.db, {
      class_id: classId, user_id: studying, status: 'studying', active_slot: 1, real_name: '张晓燕', id_number: '410105199003070021', phone: '13812345678', study_seconds: 5400,
    });
    await insertEnrollment(h.db, { class_id: classId, user_id: pending, status: 'pending', active_slot: 1, real_name: '李明' });
    const exam = await h.db
      .insertInto('exams')
      .values({ class_id: classId, title: '保育师四级理论考试', start_at: '2026-12-20T01:00:00.000Z', end_at: '2026-12-20T03:00:00.000Z', place: '301', pass_score: 60, status: 'finished', created_at: STAMP, updated_at: STAMP })
      .returning('id')
      .executeTakeFirstOrThrow();
    await h.db
      .insertInto('exam_results')
      .values({ exam_id: exam.id, user_id: studying, enrollment_id: studyingEnrollment, ticket_no: 'ZK202612200001', score: 86, passed: 1, created_at: STAMP, updated_at: STAMP })
      .execute();
    const roster = await h.request('GET', `/manage/classes/${classId}/roster`, { token: token.school });
    expect(roster.status).toBe(200);
    expect(roster.body.data).toHaveLength(1);
    expect(roster.body.data[0]).toMatchObject({
      real_name: '张晓燕', phone: '138****5678', id_number: '4101**********0021', study_hours: 1.5, status: 'studying',
      exam: { exam_id: exam.id, title: '保育师四级理论考试', score: 86, passed: true, ticket_no: 'ZK202612200001' },
    });
    expect((await h.request('GET', `/manage/classes/${classId}/roster`, { token: token.institution })).status).toBe(404);
  });
});
