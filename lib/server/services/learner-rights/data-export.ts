import type { Db } from '@/lib/server/db';
import type { DataExport } from '@/lib/contract/learner-rights';
import { AppError } from '@/lib/server/domain/errors';
import { holdingsOf, type Holdings } from './holdings';
import { personalDataViews } from './data-views';
import { subsidyDataOf } from './subsidy-data';

// Everything the platform holds about one learner, by section, whole: their own ID number and phone
// are theirs to read. Left out are secrets and internal keys that say nothing about the person
// (password and code hashes, token digests, blind indexes, storage keys, dedupe digests).

const INTERNAL = new Set([
  'password_hash', 'token_hash', 'code_hash', 'verification_key', 'dedupe_key', 'id_number_bidx', 'content_hash', 'idempotency_key',
  'storage_key', 'sha256', 'active_slot',
]);

type Row = Record<string, unknown>;
const clean = (rows: readonly object[]): Row[] => rows.map((r) => Object.fromEntries(Object.entries(r).filter(([k]) => !INTERNAL.has(k))));

/** The learner's own download link for one of their files (routes/learner-rights.ts serves it). */
export const ownFileUrl = (fileId: number) => `/api/v1/user/data-export/file?id=${fileId}`;

const EXPORT_NOTICE =
  '这是本平台保存的关于您的全部个人信息，按类别列出，包括您的完整手机号和身份证号，请妥善保管本文件。证件照片等文件以下载链接给出，需登录后下载。';

export async function collectLearnerData(db: Db, userId: number, now: Date): Promise<DataExport> {
  const h = await holdingsOf(db, userId);
  if (!h) throw new AppError('unauthenticated');
  const [account, verification, files, enrollments, orders, study, plays, exams, certificates, moxibustion, talent, jobs, teaching, registrations, subsidy, notices, traces, views, requests] = await Promise.all([
    db.selectFrom('users').selectAll().where('id', '=', userId).execute(),
    verificationOf(db, h),
    filesOf(db, h),
    enrollmentsOf(db, h),
    db.selectFrom('orders as o').innerJoin('enrollments as e', 'e.id', 'o.enrollment_id').innerJoin('classes as c', 'c.id', 'e.class_id')
      .selectAll('o').select('c.title as class_title').where('o.user_id', '=', userId).orderBy('o.id').execute(),
    studyOf(db, userId),
    db.selectFrom('lesson_plays as p').innerJoin('lessons as l', 'l.id', 'p.lesson_id')
      .selectAll('p').select('l.title as lesson_title').where('p.user_id', '=', userId).orderBy('p.id').execute(),
    db.selectFrom('exam_results as r').innerJoin('exams as x', 'x.id', 'r.exam_id')
      .selectAll('r').select(['x.title as exam_title', 'x.start_at', 'x.end_at', 'x.place']).where('r.user_id', '=', userId).orderBy('r.id').execute(),
    db.selectFrom('certificates as c').innerJoin('occupations as o', 'o.id', 'c.occupation_id')
      .selectAll('c').select(['o.code as occupation_code', 'o.name as occupation_name']).where('c.user_id', '=', userId).orderBy('c.id').execute(),
    moxibustionOf(db, h),
    db.selectFrom('talents').selectAll().where('user_id', '=', userId).execute(),
    db.selectFrom('job_applications as a').innerJoin('job_postings as j', 'j.id', 'a.job_id').innerJoin('organizations as o', 'o.id', 'j.organization_id')
      .selectAll('a').select(['j.title as job_title', 'o.name as employer']).where('a.user_id', '=', userId).orderBy('a.id').execute(),
    teachingOf(db, userId),
    h.trainingRegistrationIds.length ? db.selectFrom('training_registrations').selectAll().where('id', 'in', h.trainingRegistrationIds).orderBy('id').execute() : [],
    subsidyDataOf(db, userId, ownFileUrl),
    db.selectFrom('notifications').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    tracesOf(db, h),
    personalDataViews(db, h),
    db.selectFrom('learner_rights_events').select(['id', 'kind', 'detail', 'created_at']).where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    generated_at: now.toISOString(),
    notice: EXPORT_NOTICE,
    account: clean(account),
    verification,
    files,
    enrollments,
    orders: clean(orders),
    study,
    study_plays: clean(plays),
    exams: clean(exams),
    certificates: clean(certificates),
    moxibustion_enrollments: moxibustion.enrollments,
    moxibustion_certificates: moxibustion.certificates,
    job_applications: clean(jobs),
    talent_profile: clean(talent),
    teacher_applications: teaching.applications,
    teacher_profiles: teaching.profiles,
    training_registrations: clean(registrations),
    subsidy_categories: clean(subsidy.categories),
    attendance: clean(subsidy.attendance),
    subsidies: clean(subsidy.subsidies),
    notifications: clean(notices),
    sessions: traces.sessions,
    login_records: traces.logins,
    sms_records: traces.sms,
    personal_data_views: views,
    rights_requests: requests.map((r) => ({ ...r, detail: r.detail ? (JSON.parse(r.detail) as unknown) : null })),
  };
}

async function verificationOf(db: Db, h: Holdings): Promise<Row[]> {
  if (h.verificationId === null) return [];
  const row = await db.selectFrom('user_verified_data').selectAll().where('id', '=', h.verificationId).executeTakeFirstOrThrow();
  const { id_front_file_id: front, id_back_file_id: back, ...rest } = row;
  return clean([{ ...rest, id_front_photo: front === null ? null : ownFileUrl(front), id_back_photo: back === null ? null : ownFileUrl(back) }]);
}

async function filesOf(db: Db, h: Holdings): Promise<Row[]> {
  if (!h.fileIds.length) return [];
  const rows = await db.selectFrom('files').select(['id', 'owner_type', 'original_name', 'mime', 'size', 'created_at']).where('id', 'in', h.fileIds).orderBy('id').execute();
  return rows.map((f) => ({ ...f, download: ownFileUrl(f.id) }));
}

async function enrollmentsOf(db: Db, h: Holdings): Promise<Row[]> {
  if (!h.enrollmentIds.length) return [];
  const [rows, events] = await Promise.all([
    db.selectFrom('enrollments as e').innerJoin('classes as c', 'c.id', 'e.class_id').selectAll('e').select('c.title as class_title')
      .where('e.id', 'in', h.enrollmentIds).orderBy('e.id').execute(),
    db.selectFrom('enrollment_events').select(['enrollment_id', 'from_status', 'to_status', 'reason', 'actor_type', 'created_at'])
      .where('enrollment_id', 'in', h.enrollmentIds).orderBy('id').execute(),
  ]);
  return clean(rows).map((r) => ({
    ...r,
    documents: (r.documents ? (JSON.parse(String(r.documents)) as { file_id: number; name: string }[]) : []).map((d) => ({ ...d, download: ownFileUrl(d.file_id) })),
    history: events.filter((e) => e.enrollment_id === r.id).map(({ enrollment_id: _, ...e }) => e),
  }));
}

async function studyOf(db: Db, userId: number): Promise<Row[]> {
  const rows = await db.selectFrom('lesson_progress as p').innerJoin('lessons as l', 'l.id', 'p.lesson_id')
    .selectAll('p').select('l.title as lesson_title').where('p.user_id', '=', userId).orderBy('p.id').execute();
  return clean(rows);
}

async function moxibustionOf(db: Db, h: Holdings): Promise<{ enrollments: Row[]; certificates: Row[] }> {
  const [enrollments, certificates] = await Promise.all([
    h.moxibustionEnrollmentIds.length ? db.selectFrom('moxibustion_enrollments').selectAll().where('id', 'in', h.moxibustionEnrollmentIds).orderBy('id').execute() : [],
    h.moxibustionCertificateIds.length ? db.selectFrom('moxibustion_certificates').selectAll().where('id', 'in', h.moxibustionCertificateIds).orderBy('id').execute() : [],
  ]);
  return { enrollments: clean(enrollments), certificates: clean(certificates) };
}

async function teachingOf(db: Db, userId: number): Promise<{ applications: Row[]; profiles: Row[] }> {
  const [applications, profiles] = await Promise.all([
    db.selectFrom('teacher_applications').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
    db.selectFrom('teachers').selectAll().where('user_id', '=', userId).orderBy('id').execute(),
  ]);
  return {
    applications: clean(applications).map((a) => ({ ...a, files: (a.files ? (JSON.parse(String(a.files)) as number[]) : []).map(ownFileUrl) })),
    profiles: clean(profiles),
  };
}

/** Sign-ins, sessions and texted codes that name the learner (by account or phone); never a hash or a code. */
async function tracesOf(db: Db, h: Holdings): Promise<{ sessions: Row[]; logins: Row[]; sms: Row[] }> {
  const [sessions, logins, sms] = await Promise.all([
    db.selectFrom('access_tokens').select(['id', 'created_at', 'last_used_at', 'expires_at', 'revoked_at', 'ip', 'user_agent'])
      .where('guard', '=', 'api').where('subject_id', '=', h.user.id).orderBy('id').execute(),
    db.selectFrom('login_logs').select(['id', 'username', 'success', 'reason', 'ip', 'user_agent', 'created_at'])
      .where('guard', '=', 'api').where((eb) => eb.or([eb('subject_id', '=', h.user.id), eb('username', '=', h.user.phone)])).orderBy('id').execute(),
    db.selectFrom('verification_codes').select(['id', 'phone', 'purpose', 'attempts', 'ip', 'expires_at', 'used_at', 'created_at'])
      .where('phone', '=', h.user.phone).orderBy('id').execute(),
  ]);
  return { sessions, logins: logins.map((l) => ({ ...l, success: Number(l.success) === 1 })), sms };
}
