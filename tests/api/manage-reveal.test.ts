import ExcelJS from 'exceljs';
import { ID_NUMBER_PERMISSION } from '@/lib/server/api/http/id-numbers';
import { accountsHarness, type AccountsHarness } from '../helpers/accounts';
import { insertCertificate, insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions, insertTalent, insertUser, STAMP } from '../helpers/fixtures';
import { idNumberFor, insertDictionary, managerWithToken, openClass, REVIEWER } from '../helpers/learner-area';

// Click-to-reveal (issue 20): lists answer phones and ID numbers masked to every manager and log
// nothing; a manager with learners.id-number asks for one value of one record, and that reveal is
// in the operation log. Exports write statuses through the one label dictionary and times in the
// platform's zone.

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
  await insertRegions(h.db);
  await insertDictionary(h.db);
});
afterAll(() => h.close());

const masked = (id: string) => `${id.slice(0, 4)}${'*'.repeat(10)}${id.slice(-4)}`;
const reveals = async () => h.db.selectFrom('operation_logs').selectAll().where('action', '=', 'reveal').orderBy('id').execute();

async function pendingEnrollment(n: number, createdAt = '2026-11-24T16:30:05.000Z') {
  const classId = await openClass(h.db);
  const userId = await insertUser(h.db, { city_code: '410100' });
  const phone = `1391234${String(n).padStart(4, '0')}`;
  const id = await insertEnrollment(h.db, { class_id: classId, user_id: userId, status: 'pending', active_slot: 1, real_name: `学员${n}`, id_number: idNumberFor(n), phone, created_at: createdAt });
  return { id, classId, phone, idNumber: idNumberFor(n) };
}

describe('POST /manage/{subject}/{id}/reveal', () => {
  test('the list is masked even for a manager who may reveal, and reading it logs nothing', async () => {
    const e = await pendingEnrollment(301);
    const privileged = await managerWithToken(h.db, [...REVIEWER, ID_NUMBER_PERMISSION]);
    const before = (await reveals()).length;
    const list = await h.request('GET', `/manage/enrollments?class_id=${e.classId}`, { token: privileged.token });
    expect(list.status).toBe(200);
    expect(list.body.data[0]).toMatchObject({ id: e.id, id_number: masked(e.idNumber), phone: '139****0301' });
    const views = await h.db.selectFrom('operation_logs').selectAll().where('action', 'in', ['view-id-number', 'reveal']).execute();
    expect(views.filter((v) => v.manager_id === privileged.id)).toEqual([]);
    expect((await reveals()).length).toBe(before);
  });

  test('one whole value of one record, each reveal logged with the manager, record and field', async () => {
    const e = await pendingEnrollment(302);
    const privileged = await managerWithToken(h.db, [...REVIEWER, ID_NUMBER_PERMISSION]);
    const id = await h.request('POST', `/manage/enrollments/${e.id}/reveal`, { token: privileged.token, json: { field: 'id_number' } });
    expect(id.status).toBe(200);
    expect(id.body.data).toEqual({ value: e.idNumber });
    const phone = await h.request('POST', `/manage/enrollments/${e.id}/reveal`, { token: privileged.token, json: { field: 'phone' } });
    expect(phone.body.data).toEqual({ value: e.phone });
    const logged = (await reveals()).filter((r) => r.manager_id === privileged.id);
    expect(logged).toHaveLength(2);
    expect(logged[0]).toMatchObject({ module: 'enrollments', action: 'reveal', method: 'POST', path: `/api/v1/manage/enrollments/${e.id}/reveal`, status_code: 200 });
    expect(JSON.parse(logged[0].params ?? '{}')).toEqual({ body: { field: 'id_number' } });
  });

  test('refused without learners.id-number, without the list permission, out of scope, or for an unknown subject or field', async () => {
    const e = await pendingEnrollment(303);
    const reviewer = await managerWithToken(h.db, REVIEWER);
    expect((await h.request('POST', `/manage/enrollments/${e.id}/reveal`, { token: reviewer.token, json: { field: 'id_number' } })).status).toBe(403);
    const noList = await managerWithToken(h.db, [ID_NUMBER_PERMISSION]);
    expect((await h.request('POST', `/manage/enrollments/${e.id}/reveal`, { token: noList.token, json: { field: 'id_number' } })).status).toBe(403);
    const otherOrganisation = await managerWithToken(h.db, [...REVIEWER, ID_NUMBER_PERMISSION], await insertOrganization(h.db));
    expect((await h.request('POST', `/manage/enrollments/${e.id}/reveal`, { token: otherOrganisation.token, json: { field: 'id_number' } })).status).toBe(404);
    const privileged = await managerWithToken(h.db, [...REVIEWER, ID_NUMBER_PERMISSION]);
    expect((await h.request('POST', `/manage/orders/${e.id}/reveal`, { token: privileged.token, json: { field: 'id_number' } })).status).toBeGreaterThanOrEqual(404);
    expect((await h.request('POST', `/manage/enrollments/${e.id}/reveal`, { token: privileged.token, json: { field: 'password' } })).status).toBe(422);
  });
});

// The other lists that hold phones or ID numbers: each answers them masked to every manager and
// logs nothing; the subject's reveal answers one whole value (its list's permission and
// learners.id-number, the record in the manager's scope) and logs it once.

type Whole = { phone?: string; id_number?: string };
type Subject = {
  /** The list's own permission. */
  permission: string;
  /** Creates the record in Zhengzhou (410100): its id, the list that shows it, its whole values. */
  create: () => Promise<{ id: number; list: string; whole: Whole }>;
  /** A manager with the same permissions whose scope does not hold the record. */
  outsider: (permissions: string[]) => Promise<{ token: string }>;
};

let n = 400;
const luoyangManager = (permissions: string[]) => managerWithToken(h.db, permissions, null, '410300');
const otherOrganisationManager = async (permissions: string[]) => managerWithToken(h.db, permissions, await insertOrganization(h.db, { city_code: '410100' }));
const phoneFor = (i: number) => `1377777${String(i).padStart(4, '0')}`;

const SUBJECTS: Record<string, Subject> = {
  'training-registrations': {
    permission: 'training-registrations.view',
    create: async () => {
      const i = ++n;
      const whole = { phone: phoneFor(i), id_number: idNumberFor(i) };
      const { id } = await h.db.insertInto('training_registrations').values({
        name: '张丽', ...whole, occupation_id: null, occupation_name: '育婴员', city_code: '410100', employment_status: '失业人员', education: '高中',
        status: 'pending', note: null, dedupe_key: `reveal-${i}`, ip: null, created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      return { id, list: '/manage/training-registrations?per_page=100', whole };
    },
    outsider: luoyangManager,
  },
  'moxibustion-enrollments': {
    permission: 'moxibustion.view',
    create: async () => {
      const i = ++n;
      const code = `AJ-REVEAL-${i}`;
      await h.db.insertInto('moxibustion_batches').values({
        code, title: `艾灸技能培训${i}`, level: '初级', city_code: '410100', venue: null, organizer: '郑州中医药职业学院', issuer: '河南省中医药学会',
        enroll_start: '2026-01-01', enroll_end: '2026-02-01', start_date: '2026-03-01', end_date: '2026-03-20', hours: 64, capacity: 10, contact_phone: null,
        description: null, status: 'enrolling', created_at: STAMP, updated_at: STAMP,
      }).execute();
      const whole = { phone: phoneFor(i), id_number: idNumberFor(i) };
      const { id } = await h.db.insertInto('moxibustion_enrollments').values({
        user_id: null, name: '李娜', gender: 2, ...whole, work_unit: '中医馆', city_code: '410100', batch: code, status: 'pending', created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      return { id, list: '/manage/moxibustion/enrollments?per_page=100', whole };
    },
    outsider: luoyangManager,
  },
  certificates: {
    permission: 'certificates.view',
    create: async () => {
      const i = ++n;
      const whole = { id_number: idNumberFor(i) };
      const organization = await insertOrganization(h.db, { city_code: '410100' });
      const id = await insertCertificate(h.db, { occupation_id: await insertOccupation(h.db), organization_id: organization, ...whole });
      return { id, list: '/manage/certificates?per_page=100', whole };
    },
    outsider: otherOrganisationManager,
  },
  talents: {
    permission: 'talents.view',
    create: async () => {
      const whole = { phone: phoneFor(++n) };
      const id = await insertTalent(h.db, { ...whole, city_code: '410100' });
      return { id, list: '/manage/talents?per_page=100', whole };
    },
    outsider: luoyangManager,
  },
  'job-applications': {
    permission: 'jobs.view',
    create: async () => {
      const i = ++n;
      const whole = { phone: phoneFor(i), id_number: idNumberFor(i) };
      const userId = await insertUser(h.db, { phone: whole.phone, city_code: '410100' });
      await h.db.insertInto('user_verified_data').values({
        user_id: userId, real_name: '王丽娟', id_number: whole.id_number, id_front_file_id: null, id_back_file_id: null, audit_status: 'success',
        audit_reason: null, audited_by: null, audited_at: STAMP, created_at: STAMP, updated_at: STAMP,
      }).execute();
      const organization = await insertOrganization(h.db, { type: 10, city_code: '410100' });
      const job = await h.db.insertInto('job_postings').values({
        organization_id: organization, title: '养老护理员', city_code: '410100', headcount: 2, status: 'published', published_at: STAMP, created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      const { id } = await h.db.insertInto('job_applications').values({
        job_id: job.id, user_id: userId, talent_id: null, message: null, status: 'submitted', note: null, created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      return { id, list: `/manage/jobs/${job.id}/applications`, whole };
    },
    outsider: otherOrganisationManager,
  },
  'exam-results': {
    permission: 'exams.view',
    create: async () => {
      const i = ++n;
      const whole = { phone: phoneFor(i), id_number: idNumberFor(i) };
      const organization = await insertOrganization(h.db, { city_code: '410100' });
      const classId = await insertClass(h.db, { occupation_id: await insertOccupation(h.db), organization_id: organization });
      const userId = await insertUser(h.db, { city_code: '410100' });
      const enrollmentId = await insertEnrollment(h.db, { class_id: classId, user_id: userId, ...whole });
      const exam = await h.db.insertInto('exams').values({
        class_id: classId, title: `结业考试${i}`, start_at: '2026-04-01 09:00:00', end_at: '2026-04-01 11:00:00', place: null, status: 'scheduled', created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      const { id } = await h.db.insertInto('exam_results').values({
        exam_id: exam.id, user_id: userId, enrollment_id: enrollmentId, ticket_no: `T2026${String(i).padStart(6, '0')}`, score: null, passed: null, created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      return { id, list: `/manage/exams/${exam.id}/results`, whole };
    },
    outsider: otherOrganisationManager,
  },
  'moxibustion-certificates': {
    permission: 'moxibustion.view',
    create: async () => {
      const i = ++n;
      const code = `AJ-CERT-REVEAL-${i}`;
      const batch = await h.db.insertInto('moxibustion_batches').values({
        code, title: `艾灸技能培训${i}`, level: '初级', city_code: '410100', venue: null, organizer: '郑州中医药职业学院', issuer: '河南省中医药学会',
        enroll_start: '2026-01-01', enroll_end: '2026-02-01', start_date: '2026-03-01', end_date: '2026-03-20', hours: 64, capacity: 10, contact_phone: null,
        description: null, status: 'finished', created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      const whole = { id_number: idNumberFor(i) };
      const enrollment = await h.db.insertInto('moxibustion_enrollments').values({
        user_id: null, name: '赵敏', gender: 2, phone: phoneFor(i), ...whole, work_unit: '中医馆', city_code: '410100', batch: code, status: 'approved', created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      const { id } = await h.db.insertInto('moxibustion_certificates').values({
        cert_no: `AJ2026${String(900000 + i).padStart(6, '0')}`, enrollment_id: enrollment.id, name: '赵敏', ...whole, level: '初级', issuer: '河南省中医药学会',
        issued_on: '2026-03-21', status: 'valid', created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      return { id, list: `/manage/moxibustion/certificates?per_page=100&batch_id=${batch.id}`, whole };
    },
    outsider: luoyangManager,
  },
  'teacher-applications': {
    permission: 'teachers.review',
    create: async () => {
      const i = ++n;
      const whole = { phone: phoneFor(i), id_number: idNumberFor(i) };
      const userId = await insertUser(h.db, { city_code: '410100' });
      const { id } = await h.db.insertInto('teacher_applications').values({
        user_id: userId, name: '陈晓', ...whole, occupation_id: null, qualifications: '高级技师', files: null, status: 'pending', reason: null,
        reviewed_by: null, reviewed_at: null, created_at: STAMP, updated_at: STAMP,
      }).returning('id').executeTakeFirstOrThrow();
      return { id, list: '/manage/teacher-applications?per_page=100', whole };
    },
    outsider: luoyangManager,
  },
};

const maskedPhone = (phone: string) => `${phone.slice(0, 3)}****${phone.slice(-4)}`;
const logsOf = async (managerId: number) => h.db.selectFrom('operation_logs').selectAll().where('manager_id', '=', managerId).orderBy('id').execute();

describe.each(Object.entries(SUBJECTS))('%s', (subject, s) => {
  test('the list answers masked values to a manager who may reveal, and writes no log', async () => {
    const record = await s.create();
    const privileged = await managerWithToken(h.db, [s.permission, ID_NUMBER_PERMISSION]);
    const list = await h.request('GET', record.list, { token: privileged.token });
    expect(list.status).toBe(200);
    const row = list.body.data.find((r: { id: number }) => r.id === record.id);
    expect(row).toBeDefined();
    if (record.whole.phone) expect(row.phone).toBe(maskedPhone(record.whole.phone));
    if (record.whole.id_number) expect(row.id_number).toBe(masked(record.whole.id_number));
    expect(await logsOf(privileged.id)).toEqual([]);
  });

  test('each reveal answers the whole value and is logged once', async () => {
    const record = await s.create();
    const privileged = await managerWithToken(h.db, [s.permission, ID_NUMBER_PERMISSION]);
    const fields = Object.keys(record.whole) as (keyof Whole)[];
    for (const field of fields) {
      const answer = await h.request('POST', `/manage/${subject}/${record.id}/reveal`, { token: privileged.token, json: { field } });
      expect(answer.status).toBe(200);
      expect(answer.body.data).toEqual({ value: record.whole[field] });
    }
    const logged = await logsOf(privileged.id);
    expect(logged.map((l) => [l.module, l.action, l.path, l.status_code])).toEqual(fields.map(() => [subject, 'reveal', `/api/v1/manage/${subject}/${record.id}/reveal`, 200]));
    expect(logged.map((l) => JSON.parse(l.params ?? '{}').body.field)).toEqual(fields);
  });

  test('refused without learners.id-number or the list permission (403), outside the scope (404)', async () => {
    const record = await s.create();
    const field = Object.keys(record.whole)[0];
    const call = (token: string) => h.request('POST', `/manage/${subject}/${record.id}/reveal`, { token, json: { field } });
    expect((await call((await managerWithToken(h.db, [s.permission])).token)).status).toBe(403);
    expect((await call((await managerWithToken(h.db, [ID_NUMBER_PERMISSION])).token)).status).toBe(403);
    expect((await call((await s.outsider([s.permission, ID_NUMBER_PERMISSION])).token)).status).toBe(404);
  });
});

describe('exports', () => {
  test('the enrolment export writes translated statuses and times in the platform zone (UTC+8)', async () => {
    const e = await pendingEnrollment(304, '2026-11-24T16:30:05.000Z');
    const manager = await managerWithToken(h.db, ['enrollments.export', 'enrollments.view']);
    const { createApiApp } = await import('@/lib/server/api/app');
    const app = createApiApp({ db: () => h.db });
    const response = await app.request(`/api/v1/manage/enrollments/export?class_id=${e.classId}`, { headers: { authorization: `Bearer ${manager.token}` } });
    expect(response.status).toBe(200);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(await response.arrayBuffer());
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow((row) => rows.push((row.values as unknown[]).slice(1)));
    const header = rows[0] as string[];
    const row = rows.find((r) => r[0] === e.id)!;
    expect(row[header.indexOf('状态')]).toBe('待审核');
    expect(row[header.indexOf('报名时间')]).toBe('2026-11-25 00:30:05');
  });
});
