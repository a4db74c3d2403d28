import { certificateContentHash } from '@/lib/server/services/certificate-hash';
import { CERT_NO_PATTERN } from '@/lib/validation/certificate-query';
import { accountsHarness, createLearner, createManager, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { countRows, enrol, examWorld, grantPermissions, type ExamWorld } from '../helpers/career';

let h: AccountsHarness;
let w: ExamWorld;
let me: { id: number; phone: string };
let other: { id: number; phone: string };
let myToken: string;
let otherToken: string;
let adminToken: string; // province manager: every permission, no organisation
let schoolToken: string; // manager of the other organisation
let bareToken: string; // a manager without exam or certificate permissions
let myEnrollment: number;

const PERMISSIONS = ['exams.create', 'exams.update', 'exams.score', 'certificates.issue'];

beforeAll(async () => {
  h = await accountsHarness();
  w = await examWorld(h.db);
  me = await createLearner(h.db);
  other = await createLearner(h.db);
  await grantPermissions(h.db, 'province-admin', PERMISSIONS);
  await grantPermissions(h.db, 'school', PERMISSIONS);
  const admin = await createManager(h.db, { roles: ['province-admin'] });
  const school = await createManager(h.db, { roles: ['school'], organizationId: w.otherOrgId });
  const bare = await createManager(h.db, { roles: ['enterprise'] });
  myEnrollment = await enrol(h.db, w.classId, me.id, 'studying');
  await enrol(h.db, w.otherClassId, other.id, 'studying', '赵志强', '410302198805120031');
  [myToken, otherToken, adminToken, schoolToken, bareToken] = await Promise.all([
    tokenFor(h, 'learner', me.phone), tokenFor(h, 'learner', other.phone), tokenFor(h, 'manager', admin.username),
    tokenFor(h, 'manager', school.username), tokenFor(h, 'manager', bare.username),
  ]);
});

afterAll(() => h.close());

describe('learner exams', () => {
  test('lists the exams of my classes with no ticket before one is issued', async () => {
    const answer = await h.request('GET', '/user/exams', { token: myToken });
    expect(answer.status).toBe(200);
    expect(answer.body.data).toHaveLength(1);
    expect(answer.body.data[0]).toMatchObject({ id: w.examId, place: '实训楼 301 考场', ticket: null, result: null, status: 'scheduled' });
    expect(answer.body.data[0].occupation.data.name).toBe('育婴员');
  });

  test("another learner's exam is a 404, and anonymous calls are a 401", async () => {
    expect((await h.request('GET', `/user/exams/${w.otherExamId}`, { token: myToken })).status).toBe(404);
    expect((await h.request('GET', `/user/exams/${w.examId}`, { token: otherToken })).status).toBe(404);
    expect((await h.request('GET', '/user/exams')).status).toBe(401);
    expect((await h.request('GET', '/user/exams/abc', { token: myToken })).status).toBe(422);
  });

  test('a pending enrolment sees no exam', async () => {
    const pending = await createLearner(h.db);
    await enrol(h.db, w.classId, pending.id, 'pending');
    const answer = await h.request('GET', '/user/exams', { token: await tokenFor(h, 'learner', pending.phone) });
    expect(answer.body.data).toEqual([]);
  });
});

describe('manager exam calls', () => {
  test('schedules a session; bad input is a 422 and writes nothing', async () => {
    const before = await countRows(h.db, 'exams');
    const bad = await h.request('POST', '/exams', { token: adminToken, json: { class_id: w.classId, title: 'x', start_at: 'tomorrow', end_at: '2026-01-01T00:00:00Z', place: '' } });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors)).toEqual(expect.arrayContaining(['title', 'start_at', 'place']));
    const backwards = await h.request('POST', '/exams', { token: adminToken, json: { class_id: w.classId, title: '补考', start_at: '2099-12-21T03:00:00Z', end_at: '2099-12-21T01:00:00Z', place: '301 考场' } });
    expect(backwards.status).toBe(422);
    expect(backwards.body.errors.end_at).toBeDefined();
    const missingClass = await h.request('POST', '/exams', { token: adminToken, json: { class_id: 999999, title: '补考', start_at: '2099-12-21T01:00:00Z', end_at: '2099-12-21T03:00:00Z', place: '301 考场' } });
    expect(missingClass.status).toBe(422);
    const foreign = await h.request('POST', '/exams', { token: schoolToken, json: { class_id: w.classId, title: '补考', start_at: '2099-12-21T01:00:00+08:00', end_at: '2099-12-21T03:00:00+08:00', place: '301 考场' } });
    expect(foreign.status).toBe(422);
    expect(await countRows(h.db, 'exams')).toBe(before);
    const ok = await h.request('POST', '/exams', { token: schoolToken, json: { class_id: w.otherClassId, title: '育婴员五级补考', start_at: '2099-12-21T09:00:00+08:00', end_at: '2099-12-21T11:00:00+08:00', place: '洛阳实训楼 201' } });
    expect(ok.status).toBe(201);
    expect(ok.body.data).toMatchObject({ class_id: w.otherClassId, start_at: '2099-12-21T01:00:00.000Z', pass_score: 60, status: 'scheduled' });
  });

  test('permissions: a learner token is a 401, a manager without the permission a 403', async () => {
    expect((await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: myToken, json: { score: 90 } })).status).toBe(401);
    expect((await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: bareToken, json: { score: 90 } })).status).toBe(403);
    expect((await h.request('POST', '/certificates', { token: bareToken, json: { enrollment_id: myEnrollment } })).status).toBe(403);
    expect(await countRows(h.db, 'exam_results')).toBe(0);
  });

  test('issues admission tickets once, to eligible enrolments only', async () => {
    const first = await h.request('POST', `/exams/${w.examId}/tickets`, { token: adminToken });
    expect(first.status).toBe(200);
    expect(first.body.data).toEqual({ issued: 1, total: 1 });
    const again = await h.request('POST', `/exams/${w.examId}/tickets`, { token: adminToken });
    expect(again.body.data).toEqual({ issued: 0, total: 1 });
    expect((await h.request('POST', `/exams/${w.examId}/tickets`, { token: schoolToken })).status).toBe(404);
    const mine = await h.request('GET', `/user/exams/${w.examId}`, { token: myToken });
    expect(mine.body.data.ticket).toEqual({ ticket_no: expect.stringMatching(/^ZK2099\d{10}$/), holder_name: '王丽娟', id_number: '4101**********002X' });
    expect(mine.body.data.result).toBeNull();
  });

  test('records a score: bad scores are a 422, other organisations and unknown learners a 404', async () => {
    for (const score of [-1, 101, 59.5, '80']) {
      const bad = await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: adminToken, json: { score } });
      expect(bad.status).toBe(422);
    }
    expect((await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: schoolToken, json: { score: 90 } })).status).toBe(404);
    expect((await h.request('PUT', `/exams/${w.examId}/results/${other.id}`, { token: adminToken, json: { score: 90 } })).status).toBe(404);
    const stored = await h.db.selectFrom('exam_results').select(['score']).execute();
    expect(stored).toEqual([{ score: null }]);

    const failed = await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: adminToken, json: { score: 52 } });
    expect(failed.status).toBe(200);
    expect(failed.body.data).toMatchObject({ score: 52, passed: false, user_id: me.id });
    const passed = await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: adminToken, json: { score: 86 } });
    expect(passed.body.data).toMatchObject({ score: 86, passed: true, ticket_no: failed.body.data.ticket_no });
    const mine = await h.request('GET', '/user/exams', { token: myToken });
    expect(mine.body.data[0].result).toEqual({ score: 86, passed: true });
  });
});

describe('certificates', () => {
  test('a studying enrolment gets no certificate yet, and nothing is written', async () => {
    const answer = await h.request('POST', '/certificates', { token: adminToken, json: { enrollment_id: myEnrollment } });
    expect(answer.status).toBe(409);
    expect(await countRows(h.db, 'certificates')).toBe(0);
    expect((await h.request('POST', '/certificates', { token: adminToken, json: { enrollment_id: 'x' } })).status).toBe(422);
    expect((await h.request('POST', '/certificates', { token: adminToken, json: { enrollment_id: 999999 } })).status).toBe(404);
  });

  test('issues one certificate to a completed enrolment, whatever the number of concurrent calls', async () => {
    await h.db.updateTable('enrollments').set({ status: 'completed' }).where('id', '=', myEnrollment).execute();
    expect((await h.request('POST', '/certificates', { token: schoolToken, json: { enrollment_id: myEnrollment } })).status).toBe(404);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => h.request('POST', '/certificates', { token: adminToken, json: { enrollment_id: myEnrollment } })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 200, 200, 201].filter((_, i) => i < 5).sort());
    expect(new Set(answers.map((a) => a.body.data.cert_no)).size).toBe(1);
    expect(await countRows(h.db, 'certificates')).toBe(1);

    const cert = answers[0].body.data;
    expect(cert.cert_no).toMatch(CERT_NO_PATTERN);
    expect(cert.cert_no).toHaveLength(22);
    expect(cert).toMatchObject({ holder_name: '王丽娟', id_number: '4101**********002X', level: 4, issuer: '郑州市职业技能培训学校', status: 'valid' });
    const row = await h.db.selectFrom('certificates').selectAll().executeTakeFirstOrThrow();
    expect(row.content_hash).toBe(certificateContentHash({
      certNo: row.cert_no, holderName: '王丽娟', occupationCode: '4-10-01-03', level: 4, issuer: row.issuer, issuedOn: row.issued_on,
    }));
    // Issue 30: the link carries the number only, and the answer no digest (the stored one no longer covers the ID number).
    expect(cert.verify_url).toBe(`http://localhost:3000/cerQuery?cert_no=${row.cert_no}`);
    expect(cert).not.toHaveProperty('content_hash');
    const enrollment = await h.db.selectFrom('enrollments').select('status').where('id', '=', myEnrollment).executeTakeFirstOrThrow();
    expect(enrollment.status).toBe('certified');
    expect(await countRows(h.db, 'certificate_events')).toBe(1);
  });

  test('a score on which a certificate stands cannot change', async () => {
    const answer = await h.request('PUT', `/exams/${w.examId}/results/${me.id}`, { token: adminToken, json: { score: 40 } });
    expect(answer.status).toBe(409);
    expect((await h.db.selectFrom('exam_results').select('score').executeTakeFirstOrThrow()).score).toBe(86);
  });

  test('the learner lists it and downloads a Chinese PDF; another learner cannot', async () => {
    const list = await h.request('GET', '/user/certificates', { token: myToken });
    expect(list.status).toBe(200);
    expect(list.body.data).toHaveLength(1);
    const certNo = list.body.data[0].cert_no as string;
    expect((await h.request('GET', '/user/certificates', { token: otherToken })).body.data).toEqual([]);
    expect((await h.request('GET', `/user/certificates/${certNo}/pdf`, { token: otherToken })).status).toBe(404);
    expect((await h.request('GET', '/user/certificates/not-a-number/pdf', { token: myToken })).status).toBe(422);
    expect((await h.request('GET', `/user/certificates/${certNo}/pdf`)).status).toBe(401);

    const pdf = await h.request('GET', `/user/certificates/${certNo}/pdf`, { token: myToken });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toContain(certNo);
    const text = String(pdf.body);
    expect(text.startsWith('%PDF-')).toBe(true);
    expect(text).toMatch(/FontName \/[A-Z]{6}\+\S+/); // an embedded, subset CJK font
    expect(text).toContain('/Subtype /Image'); // the QR code
  });

  test('the public verification API shows the issued certificate as intact, without its stored hash', async () => {
    const row = await h.db.selectFrom('certificates').select(['cert_no', 'content_hash']).executeTakeFirstOrThrow();
    const answer = await h.request('GET', `/certificates/${row.cert_no}`);
    expect(answer.status).toBe(200);
    expect(answer.body.data).toMatchObject({ cert_no: row.cert_no, content_intact: true, status: 'valid' });
    expect(JSON.stringify(answer.body)).not.toContain(row.content_hash);
  });
});
