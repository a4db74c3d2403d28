import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { showCertificate } from './certificate-admin';
import { examResultPersonal } from './exam-admin';
import { showTeacherAdmin } from './faculty/teacher-admin';
import { showApplication } from './faculty/teacher-application-reviews';
import { applicantPersonal } from './job-application-admin';
import type { ManagerScope } from './manager-scope';
import { showMoxCertificate } from './moxibustion-admin/certificates';
import { moxEnrollmentPersonal } from './moxibustion-admin/enrollments';
import { scopedEnrollmentRow } from './enrollment-reviews';
import { registrationPersonal } from './registration-follow-up';
import { learnerAccount } from './system/learner-accounts';
import { showManagedTalent } from './talent-admin';
import { showVerification } from './verification-reviews';
import type { Permission } from '@/lib/contract/permissions';

// Lists answer phones and ID numbers masked, whatever the manager may see; a manager who holds
// learners.id-number asks for one value of one record at a time, and each such reveal is written
// to the operation log (the route's POST, module = the subject, action = reveal).

export const REVEAL_FIELDS = ['phone', 'id_number'] as const;
export type RevealField = (typeof REVEAL_FIELDS)[number];
type Personal = { phone?: string | null; id_number?: string | null };

type Subject = {
  /** The permission that shows the list the value belongs to. */
  permission: Permission;
  /** The record's whole personal data, if it is in the manager's scope (not found otherwise). */
  read: (db: Db, scope: ManagerScope, id: number) => Promise<Personal>;
};

export const REVEAL_SUBJECTS = {
  enrollments: { permission: 'enrollments.view', read: (db, scope, id) => scopedEnrollmentRow(db, scope, id) },
  verifications: { permission: 'verifications.view', read: (db, scope, id) => showVerification(db, scope, id, true) },
  learners: { permission: 'learners.view', read: (db, scope, id) => learnerAccount(db, scope, id, true) },
  teachers: { permission: 'teachers.view', read: (db, scope, id) => showTeacherAdmin(db, scope, id, true) },
  'teacher-applications': { permission: 'teachers.review', read: (db, scope, id) => showApplication(db, scope, id, true) },
  'training-registrations': { permission: 'training-registrations.view', read: (db, scope, id) => registrationPersonal(db, scope, id) },
  'moxibustion-enrollments': { permission: 'moxibustion.view', read: (db, scope, id) => moxEnrollmentPersonal(db, scope, id) },
  certificates: { permission: 'certificates.view', read: (db, scope, id) => showCertificate(db, scope, id, true) },
  talents: { permission: 'talents.view', read: (db, scope, id) => showManagedTalent(db, scope, id, true) },
  'job-applications': { permission: 'jobs.view', read: (db, scope, id) => applicantPersonal(db, scope, id) },
  'exam-results': { permission: 'exams.view', read: (db, scope, id) => examResultPersonal(db, scope, id) },
  'moxibustion-certificates': { permission: 'moxibustion.view', read: (db, scope, id) => showMoxCertificate(db, scope, id, true) },
} satisfies Record<string, Subject>;

export type RevealSubjectName = keyof typeof REVEAL_SUBJECTS;
export const REVEAL_SUBJECT_NAMES = Object.keys(REVEAL_SUBJECTS) as [RevealSubjectName, ...RevealSubjectName[]];

export const NOTHING_TO_REVEAL = '该记录没有这项信息。';

export async function revealPersonal(db: Db, scope: ManagerScope, subject: RevealSubjectName, id: number, field: RevealField): Promise<string> {
  const record: Personal = await (REVEAL_SUBJECTS[subject] as Subject).read(db, scope, id);
  const value = record[field];
  if (!value) throw new AppError('not_found', NOTHING_TO_REVEAL);
  return value;
}
