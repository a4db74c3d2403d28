import { verdictOf } from '@/lib/credentials/verdict';
import { verifyCertificateJws, verifyRevocationJws, verifyStatusList, type PublishedKeySet } from '@/lib/credentials/verify';
import { ID_NUMBER_PERMISSION } from '@/lib/server/api/http/id-numbers';
import { newSigningKey } from '@/lib/server/credentials/keys';
import { signUnsignedCertificates } from '@/lib/server/services/certificate-credentials';
import { EXPORT_SECTIONS } from '@/lib/contract/learner-rights';
import { accountsHarness, createLearner, learnerLogin, tokenFor, type AccountsHarness } from '../helpers/accounts';
import { enrol, examWorld, type ExamWorld } from '../helpers/career';
import { insertCertificate, insertTalent, STAMP } from '../helpers/fixtures';
import { idNumberFor, insertDictionary, managerWithToken, REVIEWER } from '../helpers/learner-area';
import { testSigningKey } from '../helpers/signing-key';

// Issue 30, the learner's rights: the export holds the learner's data from every table and nothing
// of another learner; the closure erases the personal fields (read back from the tables), ends the
// sessions, keeps the certificate verifiable in the public register and frees the phone; both are
// logged, and the back office lists them to managers holding the permission only.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const PASSWORD = 'abc12345';

type Person = { id: number; phone: string; token: string; name: string; idNumber: string; certNo: string; enrollmentId: number };

let h: AccountsHarness;
let world: ExamWorld & { sessionId?: number; claimId?: number };
let me: Person;
let other: Person;
const signingKey = testSigningKey();

/** What the offline check page concludes for a signed payload, as in certificate-credentials.test.ts. */
async function checkPage(jws: string) {
  const published = (await h.request('GET', '/certificate-keys')).body as PublishedKeySet;
  const signature = await verifyCertificateJws(jws, published);
  const entry = signature.ok ? (await h.request('GET', `/certificate-credentials/${signature.claims.no}`)).body.data : undefined;
  const notice = entry?.revocation ? await verifyRevocationJws(entry.revocation, published, entry.cert_no) : null;
  const statusList = await verifyStatusList((await h.request('GET', '/certificate-status')).body as string, published);
  return verdictOf({ signature, register: entry ?? 'missing', statusList, notice });
}

const image = () => new File([new Uint8Array(PNG)], 'id.png', { type: 'image/png' });

async function verify(token: string, name: string, idNumber: string) {
  const form = new FormData();
  form.set('real_name', name);
  form.set('id_number', idNumber);
  form.set('id_front', image());
  form.set('id_back', image());
  const answer = await h.request('POST', '/user/verified', { token, form });
  if (answer.status !== 201) throw new Error(`verification: ${answer.status} ${JSON.stringify(answer.body)}`);
}

/** The subsidy chain's records of a learner (issue 31): a declared category with its document, attendance, a claim line. */
async function subsidyRecords(n: number, id: number, token: string, name: string, enrollmentId: number) {
  const form = new FormData();
  form.set('file', new Blob([new Uint8Array(PNG)], { type: 'image/png' }), 'unemployment.png');
  const document = await h.request('POST', '/user/subsidy/category-documents', { token, form });
  if (document.status !== 201) throw new Error(`category document: ${document.status} ${JSON.stringify(document.body)}`);
  const declared = await h.request('POST', '/user/subsidy/categories', { token, json: { category: '失业人员', valid_from: '2026-01-01', document_file_id: document.body.data.id } });
  if (declared.status !== 201) throw new Error(`category: ${declared.status} ${JSON.stringify(declared.body)}`);
  const db = h.db;
  const stamps = { created_at: STAMP, updated_at: STAMP };
  world.sessionId ??= (await db.insertInto('class_sessions').values({
    class_id: world.classId, date: '2026-03-10', start_time: '09:00', end_time: '17:00', starts_at: '2026-03-10T01:00:00.000Z', ends_at: '2026-03-10T09:00:00.000Z',
    place: '郑州市金水区实训楼 301', latitude: 34.7466, longitude: 113.6253, radius_m: 300, created_by: null, ...stamps,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('attendance_records').values({
    session_id: world.sessionId, enrollment_id: enrollmentId, user_id: id, check_in_at: '2026-03-10T01:02:00.000Z', check_out_at: '2026-03-10T09:00:00.000Z',
    check_in_ip: `10.9.0.${n % 200}`, check_out_ip: `10.9.1.${n % 200}`, device_id: `device-${name}`, latitude: 34.7467, longitude: 113.6254, distance_m: 12,
    outside_radius: 0, corrected: 0, source: 'check_in', ...stamps,
  }).execute();
  world.claimId ??= (await db.insertInto('subsidy_claims').values({
    claim_no: 'BT2026000001', class_id: world.classId, organization_id: world.orgId, city_code: '410100', occupation_id: world.occupationId, level: 4, status: 'submitted',
    learner_count: 2, eligible_count: 2, total_fen: 300000, approved_fen: 0, submitted_at: STAMP, created_by: null, ...stamps,
  }).returning('id').executeTakeFirstOrThrow()).id;
  await db.insertInto('subsidy_claim_lines').values({
    claim_id: world.claimId, enrollment_id: enrollmentId, user_id: id, learner_name: name, learner_category: '失业人员', standard_id: null, amount_fen: 150000, approved_fen: 0,
    standard_amount_fen: 150000, attendance_percent: 100, attended_minutes: 478, exam_passed: 1, eligible: 1, reasons: '[]', decision: 'pending', ...stamps,
  }).execute();
}

/** A learner with a record in every table that can hold one, under their own name, phone and ID number. */
async function person(n: number, name: string): Promise<Person> {
  const { id, phone } = await createLearner(h.db);
  await h.db.updateTable('users').set({ name }).where('id', '=', id).execute();
  const token = await tokenFor(h, 'learner', phone);
  const idNumber = idNumberFor(n);
  await verify(token, name, idNumber);
  const db = h.db;
  const stamps = { created_at: STAMP, updated_at: STAMP };
  const enrollmentId = await enrol(db, world.classId, id, 'completed', name, idNumber);
  await db.updateTable('enrollments').set({ phone }).where('id', '=', enrollmentId).execute();
  await db.insertInto('orders').values({
    order_no: `O${n}`, user_id: id, enrollment_id: enrollmentId, amount_cents: 9900, status: 'paid', provider: 'offline', paid_at: STAMP, refunded_at: null, confirmed_by: null, ...stamps,
  }).execute();
  const exam = await db.insertInto('exam_results').values({ exam_id: world.examId, user_id: id, enrollment_id: enrollmentId, ticket_no: `T${n}`, score: 88, passed: 1, ...stamps }).returning('id').executeTakeFirstOrThrow();
  const certNo = `S0000410000126${String(n).padStart(8, '0')}`;
  await insertCertificate(db, { occupation_id: world.occupationId, user_id: id, holder_name: name, id_number: idNumber, cert_no: certNo, exam_result_id: exam.id, class_id: world.classId });
  const video = await db.insertInto('videos').values({ title: `课程${n}`, cover: null, description: null, occupation_id: world.occupationId, class_id: world.classId, status: 'published', ...stamps }).returning('id').executeTakeFirstOrThrow();
  const lesson = await db.insertInto('lessons').values({ video_id: video.id, chapter_id: null, chapter: null, title: `第一课${n}`, file_id: null, duration_seconds: 600, ...stamps }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('lesson_progress').values({ user_id: id, lesson_id: lesson.id, class_id: world.classId, ...stamps }).execute();
  await db.insertInto('lesson_plays').values({ user_id: id, lesson_id: lesson.id, class_id: world.classId, started_at: STAMP, last_at: STAMP }).execute();
  const mox = await db.insertInto('moxibustion_enrollments').values({
    user_id: id, name, gender: 2, phone, id_number: idNumber, work_unit: `${name}的单位`, city_code: '410100', batch: '2026年第1期', status: 'approved', ...stamps,
  }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('moxibustion_certificates').values({
    cert_no: `AJ2026${String(n).padStart(6, '0')}`, enrollment_id: mox.id, name, id_number: idNumber, level: '初级', issuer: '河南省中医药学会', issued_on: '2026-06-01', status: 'valid', ...stamps,
  }).execute();
  const talentId = await insertTalent(db, { user_id: id, name, phone, is_public: 1, status: 'active', introduction: `${name}的自我介绍` });
  const job = await db.insertInto('job_postings').values({ organization_id: world.orgId, title: `育婴员岗位${n}`, occupation_id: world.occupationId, city_code: '410100', status: 'published', ...stamps }).returning('id').executeTakeFirstOrThrow();
  await db.insertInto('job_applications').values({ job_id: job.id, user_id: id, talent_id: talentId, message: `${name}的求职留言`, status: 'submitted', note: null, ...stamps }).execute();
  await db.insertInto('teacher_applications').values({
    user_id: id, name, phone, id_number: idNumber, occupation_id: world.occupationId, qualifications: `${name}的资历`, files: null, status: 'pending', reason: null, reviewed_by: null, reviewed_at: null, ...stamps,
  }).execute();
  await db.insertInto('training_registrations').values({
    name, phone, id_number: idNumber, occupation_id: null, occupation_name: '育婴员', city_code: '410100', employment_status: null, education: null, status: 'pending',
    note: `${name}的备注`, dedupe_key: `dedupe-${n}`, ip: '10.1.2.3', ...stamps,
  }).execute();
  await subsidyRecords(n, id, token, name, enrollmentId);
  await db.insertInto('notifications').values({ user_id: id, kind: 'verification_approved', title: '通知', body: `${name}您好`, link: null, read_at: null, created_at: STAMP }).execute();
  await db.insertInto('verification_codes').values({
    verification_key: `key-${n}`, phone, purpose: 'login', code_hash: 'h'.repeat(64), ip: '10.1.2.3', expires_at: STAMP, used_at: null, created_at: STAMP,
  }).execute();
  return { id, phone, token, name, idNumber, certNo, enrollmentId };
}

const rowsOf = (table: 'enrollments' | 'certificates' | 'talents' | 'job_applications' | 'teacher_applications' | 'notifications' | 'exam_results' | 'orders', userId: number) =>
  h.db.selectFrom(table).selectAll().where('user_id', '=', userId).execute();

beforeAll(async () => {
  signingKey.use({ keys: [await newSigningKey()] });
  h = await accountsHarness();
  world = await examWorld(h.db);
  await insertDictionary(h.db);
  me = await person(101, '王丽娟');
  other = await person(202, '李秀英');
  await signUnsignedCertificates(h.db, new Date().toISOString());
  // A manager sees my whole phone once: the export names who and when.
  const manager = await managerWithToken(h.db, [...REVIEWER, ID_NUMBER_PERMISSION]);
  const reveal = await h.request('POST', `/manage/enrollments/${me.enrollmentId}/reveal`, { token: manager.token, json: { field: 'phone' } });
  if (reveal.status !== 200) throw new Error(`reveal: ${reveal.status} ${JSON.stringify(reveal.body)}`);
  const otherReveal = await h.request('POST', `/manage/enrollments/${other.enrollmentId}/reveal`, { token: manager.token, json: { field: 'id_number' } });
  if (otherReveal.status !== 200) throw new Error(`reveal: ${otherReveal.status}`);
}, 120_000);

afterAll(async () => {
  await h.close();
  signingKey.restore();
});

describe('GET /user/data-export', () => {
  test("holds the learner's data from every table, whole, and nothing of another learner", async () => {
    const answer = await h.request('GET', '/user/data-export', { token: me.token });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toMatch(/^attachment; filename="my-data-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    const data = answer.body;
    for (const section of EXPORT_SECTIONS.filter((s) => s !== 'teacher_profiles' && s !== 'rights_requests')) {
      expect([section, data[section].length > 0]).toEqual([section, true]);
    }
    expect(data.account[0]).toMatchObject({ id: me.id, phone: me.phone, name: me.name });
    expect(data.verification[0]).toMatchObject({ real_name: me.name, id_number: me.idNumber, id_front_photo: expect.stringMatching(/^\/api\/v1\/user\/data-export\/file\?id=\d+$/) });
    expect(data.enrollments[0]).toMatchObject({ real_name: me.name, id_number: me.idNumber, phone: me.phone });
    expect(data.certificates[0]).toMatchObject({ cert_no: me.certNo, holder_name: me.name, id_number: me.idNumber });
    expect(data.moxibustion_certificates[0]).toMatchObject({ name: me.name, id_number: me.idNumber });
    expect(data.training_registrations[0]).toMatchObject({ phone: me.phone, note: `${me.name}的备注` });
    expect(data.subsidy_categories[0]).toMatchObject({ category: '失业人员', status: 'pending', document: expect.stringMatching(/^\/api\/v1\/user\/data-export\/file\?id=\d+$/) });
    expect(data.attendance[0]).toMatchObject({ device_id: `device-${me.name}`, latitude: 34.7467, place: '郑州市金水区实训楼 301', corrections: [] });
    expect(data.subsidies[0]).toMatchObject({ claim_no: 'BT2026000001', claim_status: 'submitted', learner_name: me.name, amount_fen: 150000, reasons: [] });
    expect(data.files.map((f: { owner_type: string }) => f.owner_type)).toContain('subsidy-category');
    expect(data.sms_records[0]).toMatchObject({ phone: me.phone, purpose: 'login' });
    expect(data.login_records.some((r: { success: boolean }) => r.success)).toBe(true);
    expect(data.personal_data_views).toEqual([expect.objectContaining({ record: 'enrollments', what: 'phone', manager: '李管理' })]);
    const text = JSON.stringify(data);
    for (const foreign of [other.phone, other.idNumber, other.name, other.certNo]) expect(text).not.toContain(foreign);
    for (const internal of ['password_hash', 'code_hash', 'token_hash', 'id_number_bidx', 'dedupe_key', 'storage_key']) expect(text).not.toContain(internal);
  });

  test('each export is logged, with section counts and no personal value', async () => {
    await h.request('GET', '/user/data-export?purpose=view', { token: me.token });
    const events = await h.db.selectFrom('learner_rights_events').selectAll().where('user_id', '=', me.id).where('kind', '=', 'export').execute();
    expect(events.length).toBeGreaterThanOrEqual(2);
    expect(JSON.parse(events.at(-1)!.detail!)).toMatchObject({ purpose: 'view', records: { account: 1, certificates: 1 } });
    for (const e of events) for (const value of [me.phone, me.idNumber, me.name]) expect(e.detail).not.toContain(value);
  });

  test("the export's file links serve the learner's own ID photos only", async () => {
    const data = (await h.request('GET', '/user/data-export', { token: me.token })).body;
    const photo = await h.request('GET', data.verification[0].id_front_photo.replace('/api/v1', ''), { token: me.token });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/png');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    const theirs = (await h.request('GET', '/user/data-export', { token: other.token })).body.verification[0].id_front_photo;
    expect((await h.request('GET', theirs.replace('/api/v1', ''), { token: me.token })).status).toBe(404);
  });

  test('without a learner session: 401', async () => {
    expect((await h.request('GET', '/user/data-export')).status).toBe(401);
    const manager = await managerWithToken(h.db, []);
    expect((await h.request('GET', '/user/data-export', { token: manager.token })).status).toBe(401);
    expect((await h.request('POST', '/user/account-closure', { json: { password: PASSWORD, confirm: true } })).status).toBe(401);
  });
});

describe('POST /user/account-closure', () => {
  test('a wrong password or no confirmation is a 422 naming the field; an enrolment under way is a 409', async () => {
    const wrong = await h.request('POST', '/user/account-closure', { token: me.token, json: { password: 'not-mine-123', confirm: true } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors).toEqual({ password: ['密码不正确。'] });
    const unconfirmed = await h.request('POST', '/user/account-closure', { token: me.token, json: { password: PASSWORD } });
    expect(unconfirmed.status).toBe(422);
    expect(Object.keys(unconfirmed.body.errors)).toEqual(['confirm']);
    const pending = await enrol(h.db, world.otherClassId, me.id, 'pending', me.name, me.idNumber);
    const busy = await h.request('POST', '/user/account-closure', { token: me.token, json: { password: PASSWORD, confirm: true } });
    expect(busy.status).toBe(409);
    expect(Object.keys(busy.body.errors)).toEqual(['enrollments']);
    await h.db.updateTable('enrollments').set({ status: 'cancelled', active_slot: null }).where('id', '=', pending).execute();
    expect((await h.request('GET', '/user', { token: me.token })).status).toBe(200);
  });

  test('wrong passwords count as failed sign-ins: the sixth try from one address is locked out, right password or not', async () => {
    const learner = await createLearner(h.db);
    const token = await tokenFor(h, 'learner', learner.phone);
    const close = (password: string) =>
      h.request('POST', '/user/account-closure', { token, json: { password, confirm: true }, headers: { 'x-forwarded-for': '10.99.0.1' } });
    for (let i = 0; i < 5; i++) expect((await close(`wrong-${i}-pass`)).status).toBe(422);
    const locked = await close(PASSWORD);
    expect(locked.status).toBe(429);
    expect(locked.headers.get('retry-after')).toBe('900');
    expect((await h.request('GET', '/user', { token })).status).toBe(200);
  });

  test('erases the personal fields everywhere, ends every session, keeps the certificate verifiable, logs what was erased', async () => {
    const second = await tokenFor(h, 'learner', me.phone);
    const certificateId = (await rowsOf('certificates', me.id))[0].id;
    const { jws } = await h.db.selectFrom('certificate_credentials').select('jws').where('certificate_id', '=', certificateId).where('kind', '=', 'skills').executeTakeFirstOrThrow();
    expect(await checkPage(jws)).toMatchObject({ outcome: 'valid', register: 'matches' });
    const photos = await h.db.selectFrom('files').select('storage_key').where('owner_type', '=', 'id_card').where('owner_id', '=', me.id).execute();
    expect(photos).toHaveLength(2);
    const answer = await h.request('POST', '/user/account-closure', { token: me.token, json: { password: PASSWORD, confirm: true } });
    expect(answer.status).toBe(200);
    expect(answer.body.data.erased.users).toContain('phone');

    for (const token of [me.token, second]) expect((await h.request('GET', '/user', { token })).status).toBe(401);
    expect((await learnerLogin(h, me.phone, PASSWORD)).status).toBe(401);

    const user = await h.db.selectFrom('users').selectAll().where('id', '=', me.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ phone: `closed-${me.id}`, name: null, avatar: null, status: 'closed' });
    const datum = await h.db.selectFrom('user_verified_data').selectAll().where('user_id', '=', me.id).executeTakeFirstOrThrow();
    expect(datum).toMatchObject({ real_name: '', id_number: '', id_front_file_id: null, id_back_file_id: null, audit_status: 'rejected', audit_reason: '学员已注销账号' });
    expect(await h.db.selectFrom('files').select('id').where('owner_id', '=', me.id).where('owner_type', 'in', ['id_card', 'avatar']).execute()).toEqual([]);
    for (const { storage_key } of photos) expect(await h.stored(storage_key)).toBeNull();

    const enrollment = (await rowsOf('enrollments', me.id)).find((e) => e.id === me.enrollmentId);
    expect(enrollment).toMatchObject({ real_name: '', id_number: '', phone: '', status: 'completed' });
    expect(await rowsOf('exam_results', me.id)).toHaveLength(1);
    expect(await rowsOf('orders', me.id)).toHaveLength(1);
    const [certificate] = await rowsOf('certificates', me.id);
    expect(certificate).toMatchObject({ holder_name: me.name, id_number: `${me.idNumber.slice(0, 4)}${'*'.repeat(10)}${me.idNumber.slice(-4)}` });
    const mox = await h.db.selectFrom('moxibustion_enrollments').selectAll().where('user_id', '=', me.id).executeTakeFirstOrThrow();
    expect(mox).toMatchObject({ name: '', phone: '', id_number: '', work_unit: null });
    const moxCert = await h.db.selectFrom('moxibustion_certificates').selectAll().where('enrollment_id', '=', mox.id).executeTakeFirstOrThrow();
    expect(moxCert.id_number).toBe(`${me.idNumber.slice(0, 4)}${'*'.repeat(10)}${me.idNumber.slice(-4)}`);
    expect((await rowsOf('talents', me.id))[0]).toMatchObject({ name: '', phone: null, introduction: null, is_public: 0 });
    expect((await rowsOf('job_applications', me.id))[0]).toMatchObject({ message: null, status: 'withdrawn' });
    expect((await rowsOf('teacher_applications', me.id))[0]).toMatchObject({ name: '', phone: '', id_number: null, qualifications: null, status: 'cancelled' });
    expect(await rowsOf('notifications', me.id)).toEqual([]);
    const registrations = await h.db.selectFrom('training_registrations').selectAll().where('dedupe_key', 'like', 'closed-%').execute();
    expect(registrations).toHaveLength(1);
    expect(registrations[0]).toMatchObject({ name: '', phone: '', id_number: '', note: null, ip: null });
    expect(await h.db.selectFrom('verification_codes').select('id').where('phone', '=', me.phone).execute()).toEqual([]);
    // Subsidy evidence stays, without where and from what device the learner checked in; the category's document goes.
    expect(await h.db.selectFrom('attendance_records').selectAll().where('user_id', '=', me.id).executeTakeFirstOrThrow()).toMatchObject({
      check_in_at: '2026-03-10T01:02:00.000Z', check_in_ip: null, check_out_ip: null, device_id: null, latitude: null, longitude: null,
    });
    expect(await h.db.selectFrom('subsidy_claim_lines').select(['learner_name', 'amount_fen']).where('user_id', '=', me.id).execute()).toEqual([{ learner_name: me.name, amount_fen: 150000 }]);
    expect(await h.db.selectFrom('subsidy_category_declarations').select(['category', 'document_file_id']).where('user_id', '=', me.id).execute()).toEqual([{ category: '失业人员', document_file_id: null }]);
    expect(await h.db.selectFrom('files').select('id').where('owner_id', '=', me.id).where('owner_type', '=', 'subsidy-category').execute()).toEqual([]);
    expect((await h.db.selectFrom('attendance_records').select('device_id').where('user_id', '=', other.id).executeTakeFirstOrThrow()).device_id).toBe(`device-${other.name}`);
    expect(await h.db.selectFrom('login_logs').select('id').where('username', '=', me.phone).execute()).toEqual([]);

    // The other learner is untouched.
    expect((await rowsOf('enrollments', other.id)).find((e) => e.id === other.enrollmentId)).toMatchObject({ real_name: other.name, phone: other.phone, id_number: other.idNumber });
    expect((await h.request('GET', '/user', { token: other.token })).status).toBe(200);

    // The public register still answers the certificate as issued: valid, name and masked number.
    const register = await h.request('GET', `/certificates/${me.certNo}`);
    expect(register.status).toBe(200);
    expect(register.body.data).toMatchObject({ cert_no: me.certNo, holder_name: me.name, status: 'valid', id_number: certificate.id_number });

    // Its signed payload, signed before the closure, still verifies and matches the register.
    expect(await checkPage(jws)).toMatchObject({ outcome: 'valid', signature: 'valid', register: 'matches', status: 'valid' });

    const [closure] = await h.db.selectFrom('learner_rights_events').selectAll().where('user_id', '=', me.id).where('kind', '=', 'closure').execute();
    const detail = JSON.parse(closure.detail!);
    expect(detail).toMatchObject({ by: 'learner', records: { certificates: 1, enrollments: 2, files: 3 } });
    for (const value of [me.phone, me.idNumber, me.name]) expect(closure.detail).not.toContain(value);
  });

  test('the closed phone registers again as a new account', async () => {
    const sent = await h.request('POST', '/verification-codes/register', { json: { phone: me.phone, app_id: '10004' } });
    expect(sent.status).toBe(201);
    const registered = await h.request('POST', '/user/register', {
      json: { app_id: '10004', phone: me.phone, password: 'Fresh-start-2027', verification_key: sent.body.verification_key, verification_code: h.lastCode(me.phone) },
    });
    expect(registered.status).toBe(201);
    const fresh = await h.db.selectFrom('users').select(['id', 'status']).where('phone', '=', me.phone).executeTakeFirstOrThrow();
    expect(fresh.id).not.toBe(me.id);
    expect(fresh.status).toBe('active');
    const data = (await h.request('GET', '/user/data-export', { token: registered.body.access_token })).body;
    expect([data.account[0].id, data.certificates, data.enrollments]).toEqual([fresh.id, [], []]);
  });

  test('no manager can reopen a closed account or give it a password', async () => {
    const manager = await managerWithToken(h.db, ['learners', 'learners.view', 'learners.disable', 'learners.update']);
    for (const action of ['enable', 'disable', 'reset-password']) {
      const answer = await h.request('POST', `/manage/learners/${me.id}/${action}`, { token: manager.token });
      expect([action, answer.status]).toEqual([action, 409]);
    }
    const closed = await h.request('GET', '/manage/learners?status=closed', { token: manager.token });
    expect(closed.body.data.map((r: { id: number; status: string }) => [r.id, r.status])).toEqual([[me.id, 'closed']]);
    expect((await h.request('POST', `/manage/learners/${other.id}/disable`, { token: manager.token })).status).toBe(200);
    await h.db.updateTable('users').set({ status: 'active' }).where('id', '=', other.id).execute();
  });
});

describe('GET /manage/learner-rights', () => {
  test('lists exports and closures to a manager holding logs.learner-rights, filtered by kind and date', async () => {
    expect((await h.request('GET', '/manage/learner-rights')).status).toBe(401);
    const without = await managerWithToken(h.db, ['logs.operation']);
    expect((await h.request('GET', '/manage/learner-rights', { token: without.token })).status).toBe(403);
    const auditor = await managerWithToken(h.db, ['logs.learner-rights']);
    const all = await h.request('GET', '/manage/learner-rights', { token: auditor.token });
    expect(all.status).toBe(200);
    expect(new Set(all.body.data.map((e: { kind: string }) => e.kind))).toEqual(new Set(['export', 'closure']));
    const closures = await h.request('GET', '/manage/learner-rights?kind=closure', { token: auditor.token });
    expect(closures.body.data).toEqual([expect.objectContaining({ kind: 'closure', user_id: me.id, account: null, account_status: 'closed' })]);
    const exports = await h.request('GET', `/manage/learner-rights?kind=export&user_id=${other.id}`, { token: auditor.token });
    expect(exports.body.data[0]).toMatchObject({ account: `${other.phone.slice(0, 3)}****${other.phone.slice(-4)}` });
    const today = new Date().toISOString().slice(0, 10);
    expect((await h.request('GET', `/manage/learner-rights?from=${today}&to=${today}`, { token: auditor.token })).body.meta.pagination.total).toBe(all.body.meta.pagination.total);
    expect((await h.request('GET', '/manage/learner-rights?to=2000-01-01', { token: auditor.token })).body.data).toEqual([]);
    const bad = await h.request('GET', '/manage/learner-rights?kind=delete&from=yesterday', { token: auditor.token });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors).sort()).toEqual(['from', 'kind']);
  });
});
