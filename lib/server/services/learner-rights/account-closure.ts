import { randomBytes, randomUUID } from 'node:crypto';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import type { AppContext } from '@/lib/server/domain/context';
import type { Db } from '@/lib/server/db';
import { AppError, tooManyRequests } from '@/lib/server/domain/errors';
import { maskIdNumber } from '../learners';
import { accountKey, admitAttempt, LOCKED_MESSAGE, LOCKOUT_DURATION_MS } from '../login-lockout';
import { CLOSED_STATUS, recordRightsEvent } from './events';
import { holdingsOf, type Holdings } from './holdings';
import { ATTENDANCE_TRACES, eraseAttendanceTraces } from './subsidy-data';

// Closing a learner's account (issue 30). Personal fields are erased wherever the learner's records
// hold them, in one transaction; what the programme must keep for its statistics and for the
// certificates it issued stays, without the person:
// - the account row stays as a tombstone (status closed) so enrolments, orders, exam results and
//   study hours keep counting; its phone becomes `closed-<id>`, which no phone number can equal (so a
//   new account may take the number) and which no other account can hold (ids are never reused);
// - the real-name verification keeps only that it was reviewed, and when;
// - certificates keep the holder's name and the masked ID number they were issued with (what the
//   public register and the signed payloads show); the whole number is gone. The register keeps
//   answering them as issued: a certificate is a public record of a qualification that was earned,
//   printed copies and wallet credentials are in employers' hands, and closing a website account
//   does not withdraw the qualification; the signed payloads and status list are not touched;
// - subsidy records (claim lines, attendance times and their corrections, the declared category)
//   stay: they are the evidence behind public money paid; the check-ins' addresses, device and
//   position, and the category's document, go.

export const CLOSED_PHONE_PREFIX = 'closed-';
const CLOSED_REVIEW_REASON = '学员已注销账号';
const ACTIVE_ENROLLMENTS = ['waitlisted', 'pending', 'approved', 'paid', 'studying'];

/** What was erased, by table: column names only (the log and the answer carry no value). */
export type Erased = Record<string, string[]>;

const ERASED: Erased = {
  users: ['phone', 'name', 'avatar', 'gender', 'education', 'city_code', 'password_hash', 'uuid', 'last_login_at'],
  user_verified_data: ['real_name', 'id_number', 'id_front_file_id', 'id_back_file_id', 'audit_reason'],
  files: ['avatar', 'id_card', 'enrollment_document', 'subsidy_category_document', 'teacher_application'],
  enrollments: ['real_name', 'id_number', 'phone', 'documents'],
  certificates: ['id_number (kept masked)'],
  moxibustion_enrollments: ['name', 'phone', 'id_number', 'gender', 'work_unit'],
  moxibustion_certificates: ['id_number (kept masked)'],
  talents: ['name', 'phone', 'gender', 'birth_year', 'education', 'expected_job', 'expected_salary', 'introduction', 'is_public'],
  job_applications: ['message'],
  teacher_applications: ['name', 'phone', 'id_number', 'qualifications', 'files'],
  teachers: ['user_id'],
  training_registrations: ['name', 'phone', 'id_number', 'note', 'ip', 'dedupe_key'],
  attendance_records: [...ATTENDANCE_TRACES],
  subsidy_category_declarations: ['document_file_id'],
  notifications: ['(deleted)'],
  access_tokens: ['(revoked)', 'ip', 'user_agent'],
  login_logs: ['username', 'ip', 'user_agent'],
  login_lockouts: ['(deleted)'],
  verification_codes: ['(deleted)'],
};

export type ClosureResult = { closed_at: string; erased: Erased };

/** A 409 naming what must end first: enrolments under way would lose their seat, payment or review. */
async function assertNothingUnderWay(db: Db, userId: number): Promise<void> {
  const [enrollments, moxibustion] = await Promise.all([
    db.selectFrom('enrollments').select('id').where('user_id', '=', userId).where('status', 'in', ACTIVE_ENROLLMENTS).execute(),
    db.selectFrom('moxibustion_enrollments').select('id').where('user_id', '=', userId).where('status', '=', 'pending').execute(),
  ]);
  const errors: Record<string, string[]> = {};
  if (enrollments.length) errors.enrollments = [`您有 ${enrollments.length} 个进行中的培训班报名，请先取消报名，或完成培训（已缴费的请联系培训机构退款）后再注销。`];
  if (moxibustion.length) errors.moxibustion_enrollments = [`您有 ${moxibustion.length} 个待审核的艾灸培训报名，请先取消后再注销。`];
  if (Object.keys(errors).length) throw new AppError('conflict', '账号还有未完成的事项，暂时不能注销。', errors);
}

/**
 * The password is checked through the sign-in's lockout counters: a session in someone else's hands
 * guesses it here no faster than on the sign-in form.
 */
export async function closeAccount(db: Db, rt: AppContext, userId: number, password: string, ip: string | null): Promise<ClosureResult> {
  const user = await db.selectFrom('users').select(['id', 'phone', 'password_hash', 'status']).where('id', '=', userId).executeTakeFirst();
  if (!user || user.status === CLOSED_STATUS) throw new AppError('unauthenticated');
  const gate = await admitAttempt(db, 'api', user.phone, ip, rt.now());
  if (!gate) throw tooManyRequests(LOCKED_MESSAGE, LOCKOUT_DURATION_MS / 1000);
  if (!(await verifyPassword(user.password_hash, password))) {
    await gate.failed();
    throw new AppError('validation_failed', undefined, { password: ['密码不正确。'] });
  }
  await gate.succeeded();
  await assertNothingUnderWay(db, userId);
  const h = (await holdingsOf(db, userId))!;
  const files = h.fileIds.length ? await db.selectFrom('files').select(['id', 'storage_key']).where('id', 'in', h.fileIds).execute() : [];
  const unusable = await hashPassword(randomBytes(32).toString('base64url'));
  const now = rt.now();
  const stamp = now.toISOString();
  await db.transaction().execute(async (trx) => {
    await eraseAccount(trx, h, unusable, stamp);
    await eraseRecords(trx, h, stamp);
    await eraseTraces(trx, h, stamp);
    if (files.length) await trx.deleteFrom('files').where('id', 'in', files.map((f) => f.id)).execute();
    const counts = Object.fromEntries(Object.entries({
      enrollments: h.enrollmentIds, certificates: h.certificateIds, moxibustion_enrollments: h.moxibustionEnrollmentIds,
      moxibustion_certificates: h.moxibustionCertificateIds, talents: h.talentIds, job_applications: h.jobApplicationIds,
      teacher_applications: h.teacherApplicationIds, teachers: h.teacherIds, training_registrations: h.trainingRegistrationIds, files: files.map((f) => f.id),
    }).map(([table, ids]) => [table, ids.length]));
    await recordRightsEvent(trx, userId, 'closure', { by: 'learner', erased: ERASED, records: counts }, now);
  });
  // After the commit: a stored object left behind by a failed delete is unreachable, its row gone.
  await Promise.all(files.map((f) => rt.storage.delete(f.storage_key).catch(() => undefined)));
  return { closed_at: stamp, erased: ERASED };
}

async function eraseAccount(trx: Db, h: Holdings, unusable: string, stamp: string): Promise<void> {
  await trx.updateTable('users').set({
    phone: `${CLOSED_PHONE_PREFIX}${h.user.id}`, name: null, avatar: null, gender: null, education: null, city_code: null, password_hash: unusable,
    uuid: randomUUID(), status: CLOSED_STATUS, must_change_password: 0, last_login_at: null, updated_at: stamp,
  }).where('id', '=', h.user.id).execute();
  if (h.verificationId !== null) {
    await trx.updateTable('user_verified_data').set({
      real_name: '', id_number: '', id_front_file_id: null, id_back_file_id: null, audit_reason: null, updated_at: stamp,
    }).where('id', '=', h.verificationId).execute();
    // A submission still awaiting review leaves the reviewers' queue: there is no one left to verify.
    await trx.updateTable('user_verified_data').set({ audit_status: 'rejected', audit_reason: CLOSED_REVIEW_REASON, audited_by: null, audited_at: stamp })
      .where('id', '=', h.verificationId).where('audit_status', '=', 'pending').execute();
  }
}

async function eraseRecords(trx: Db, h: Holdings, stamp: string): Promise<void> {
  const userId = h.user.id;
  await trx.updateTable('enrollments').set({ real_name: '', id_number: '', phone: '', documents: null, updated_at: stamp }).where('user_id', '=', userId).execute();
  for (const c of await trx.selectFrom('certificates').select(['id', 'id_number']).where('user_id', '=', userId).execute()) {
    await trx.updateTable('certificates').set({ id_number: maskIdNumber(c.id_number) }).where('id', '=', c.id).execute();
  }
  if (h.moxibustionEnrollmentIds.length) {
    await trx.updateTable('moxibustion_enrollments').set({ name: '', phone: '', id_number: '', gender: null, work_unit: null, updated_at: stamp })
      .where('id', 'in', h.moxibustionEnrollmentIds).execute();
  }
  if (h.moxibustionCertificateIds.length) {
    for (const c of await trx.selectFrom('moxibustion_certificates').select(['id', 'id_number']).where('id', 'in', h.moxibustionCertificateIds).execute()) {
      await trx.updateTable('moxibustion_certificates').set({ id_number: maskIdNumber(c.id_number) }).where('id', '=', c.id).execute();
    }
  }
  await trx.updateTable('talents').set({
    name: '', phone: null, gender: null, birth_year: null, education: null, expected_job: null, expected_salary: null, introduction: null, is_public: 0, updated_at: stamp,
  }).where('user_id', '=', userId).execute();
  await trx.updateTable('job_applications').set({ message: null, updated_at: stamp }).where('user_id', '=', userId).execute();
  await trx.updateTable('job_applications').set({ status: 'withdrawn' }).where('user_id', '=', userId).where('status', 'in', ['submitted', 'viewed', 'interview']).execute();
  await trx.updateTable('teacher_applications').set({ name: '', phone: '', id_number: null, qualifications: null, files: null, updated_at: stamp }).where('user_id', '=', userId).execute();
  await trx.updateTable('teacher_applications').set({ status: 'cancelled' }).where('user_id', '=', userId).where('status', '=', 'pending').execute();
  // A teacher's public profile belongs to the institution that lists them: it is only unlinked.
  await trx.updateTable('teachers').set({ user_id: null, updated_at: stamp }).where('user_id', '=', userId).execute();
  for (const id of h.trainingRegistrationIds) {
    await trx.updateTable('training_registrations').set({
      name: '', phone: '', id_number: '', note: null, ip: null, dedupe_key: `${CLOSED_PHONE_PREFIX}${id}`, updated_at: stamp,
    }).where('id', '=', id).execute();
  }
  await trx.deleteFrom('notifications').where('user_id', '=', userId).execute();
  await eraseAttendanceTraces(trx, userId, stamp);
  // The declared category and its review stay with the claims that counted it; its document goes with the other files.
  await trx.updateTable('subsidy_category_declarations').set({ document_file_id: null, updated_at: stamp }).where('user_id', '=', userId).execute();
}

async function eraseTraces(trx: Db, h: Holdings, stamp: string): Promise<void> {
  const { id, phone } = h.user;
  await trx.updateTable('access_tokens').set({ revoked_at: stamp }).where('guard', '=', 'api').where('subject_id', '=', id).where('revoked_at', 'is', null).execute();
  await trx.updateTable('access_tokens').set({ ip: null, user_agent: null }).where('guard', '=', 'api').where('subject_id', '=', id).execute();
  await trx.updateTable('login_logs').set({ username: `${CLOSED_PHONE_PREFIX}${id}`, ip: null, user_agent: null })
    .where('guard', '=', 'api').where((eb) => eb.or([eb('subject_id', '=', id), eb('username', '=', phone)])).execute();
  await trx.deleteFrom('login_lockouts').where('guard', '=', 'api').where('account', '=', accountKey('api', phone)).execute();
  await trx.deleteFrom('verification_codes').where('phone', '=', phone).execute();
}
