import type { Db } from '@/lib/server/db';
import { CATEGORY_DOCUMENT_OWNER } from '@/lib/server/subsidy/documents';
import { FILE_OWNER as TEACHER_APPLICATION_FILE_OWNER } from '../teacher-applications';

// Where a learner's personal data lives: the one list both the export and the closure read, so
// a table added to one is not forgotten by the other. Records are found by user_id, or (for the
// anonymous training registration form) by the account's phone or verified ID number.

/** Files a learner uploaded: their owner is the learner, or (teacher applications) one of their applications. */
export const LEARNER_FILE_OWNERS = ['avatar', 'id_card', 'enrollment_document', CATEGORY_DOCUMENT_OWNER] as const;
export { TEACHER_APPLICATION_FILE_OWNER };

export type Holdings = {
  user: { id: number; phone: string };
  /** The ID number of the learner's real-name verification, when they have one. */
  idNumber: string | null;
  verificationId: number | null;
  enrollmentIds: number[];
  examResultIds: number[];
  certificateIds: number[];
  moxibustionEnrollmentIds: number[];
  moxibustionCertificateIds: number[];
  talentIds: number[];
  jobApplicationIds: number[];
  teacherIds: number[];
  teacherApplicationIds: number[];
  trainingRegistrationIds: number[];
  fileIds: number[];
};

const ids = (rows: { id: number }[]) => rows.map((r) => r.id);

export async function holdingsOf(db: Db, userId: number): Promise<Holdings | undefined> {
  const user = await db.selectFrom('users').select(['id', 'phone']).where('id', '=', userId).executeTakeFirst();
  if (!user) return undefined;
  const verification = await db.selectFrom('user_verified_data').select(['id', 'id_number']).where('user_id', '=', userId).executeTakeFirst();
  const idNumber = verification?.id_number || null;
  const byUser = <T extends 'enrollments' | 'exam_results' | 'certificates' | 'moxibustion_enrollments' | 'talents' | 'job_applications' | 'teachers' | 'teacher_applications'>(table: T) =>
    db.selectFrom(table as 'enrollments').select('id').where('user_id', '=', userId).orderBy('id').execute().then(ids);
  const [enrollmentIds, examResultIds, certificateIds, moxibustionEnrollmentIds, talentIds, jobApplicationIds, teacherIds, teacherApplicationIds] = await Promise.all([
    byUser('enrollments'), byUser('exam_results'), byUser('certificates'), byUser('moxibustion_enrollments'), byUser('talents'),
    byUser('job_applications'), byUser('teachers'), byUser('teacher_applications'),
  ]);
  const moxibustionCertificateIds = moxibustionEnrollmentIds.length
    ? ids(await db.selectFrom('moxibustion_certificates').select('id').where('enrollment_id', 'in', moxibustionEnrollmentIds).orderBy('id').execute())
    : [];
  const registrations = await db.selectFrom('training_registrations').select('id').where('phone', '=', user.phone).execute();
  if (idNumber) registrations.push(...(await db.selectFrom('training_registrations').select('id').where('id_number', '=', idNumber).execute()));
  const trainingRegistrationIds = [...new Set(ids(registrations))].sort((a, b) => a - b);
  let files = db.selectFrom('files').select('id').where((eb) => {
    const mine = eb.and([eb('owner_type', 'in', [...LEARNER_FILE_OWNERS]), eb('owner_id', '=', userId)]);
    return teacherApplicationIds.length
      ? eb.or([mine, eb.and([eb('owner_type', '=', TEACHER_APPLICATION_FILE_OWNER), eb('owner_id', 'in', teacherApplicationIds)])])
      : mine;
  });
  files = files.orderBy('id');
  return {
    user, idNumber, verificationId: verification?.id ?? null, enrollmentIds, examResultIds, certificateIds, moxibustionEnrollmentIds,
    moxibustionCertificateIds, talentIds, jobApplicationIds, teacherIds, teacherApplicationIds, trainingRegistrationIds, fileIds: ids(await files.execute()),
  };
}
