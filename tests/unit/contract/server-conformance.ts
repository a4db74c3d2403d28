import type { z } from 'zod';
import type { ApplicantSchema, ManagedJobSchema } from '@/lib/contract/job-admin';
import type { ManagedTalentSchema } from '@/lib/contract/talent-admin';
import type { ContentImageSchema, ManagedCategorySchema, ManagedNewsSchema, ManagedPageSchema } from '@/lib/contract/content-admin';
import type { RosterEntrySchema } from '@/lib/contract/class-admin';
import type { CertificateDetailSchema, CertificateRowSchema } from '@/lib/contract/certificate-admin';
import type { ExamResultRowSchema, ManagedExamSchema } from '@/lib/contract/exam-admin';
import type { ManagedExaminerSchema, ManagedOccupationSchema, ManagedTeacherSchema, OccupationDetailSchema } from '@/lib/contract/faculty-admin';
import type { ManagedMoxCertificateSchema, ManagedMoxEnrollmentSchema, MoxIssueReportSchema } from '@/lib/contract/moxibustion-admin';
import type { ManagedApplicationSchema } from '@/lib/contract/teacher-application-admin';
import type { ManagedRegistrationSchema } from '@/lib/contract/training-registration';
import type { VerificationReviewSchema } from '@/lib/contract/verification-admin';
import type { OwnOrganizationSchema } from '@/lib/contract/organization';
import type { EnrollmentBulkOutcomeSchema } from '@/lib/contract/bulk';
import type { listManagedJobs } from '@/lib/server/services/job-admin';
import type { listApplicants } from '@/lib/server/services/job-application-admin';
import type { listManagedTalents } from '@/lib/server/services/talent-admin';
import type { showManagedNews } from '@/lib/server/services/news-admin';
import type { listManagedCategories } from '@/lib/server/services/news-categories-admin';
import type { showManagedPage } from '@/lib/server/services/pages-admin';
import type { storeContentImage } from '@/lib/server/services/content-images';
import type { classRoster } from '@/lib/server/services/class-roster';
import type { listCertificates, showCertificate } from '@/lib/server/services/certificate-admin';
import type { examResults, showExam } from '@/lib/server/services/exam-admin';
import type { listOccupationsAdmin, showOccupationAdmin } from '@/lib/server/services/faculty/occupation-admin';
import type { listExaminersAdmin } from '@/lib/server/services/faculty/examiner-admin';
import type { listTeachersAdmin } from '@/lib/server/services/faculty/teacher-admin';
import type { listMoxEnrollments } from '@/lib/server/services/moxibustion-admin/enrollments';
import type { issueMoxCertificates, listMoxCertificates } from '@/lib/server/services/moxibustion-admin/certificates';
import type { listApplications } from '@/lib/server/services/faculty/teacher-application-reviews';
import type { listRegistrations } from '@/lib/server/services/registration-follow-up';
import type { listVerifications } from '@/lib/server/services/verification-reviews';
import type { ownOrganization } from '@/lib/server/services/manage-organization';
import type { BulkOutcome } from '@/lib/server/services/enrollment-bulk';
import type { listClientErrors, listLoginLogs, listOperationLogs, listSessions } from '@/lib/server/services/system/logs';
import type { listOrganizationsAdmin, organizationAdmin } from '@/lib/server/services/system/organization-admin';
import type { dictionaryTypes, listDictionaryItems } from '@/lib/server/services/system/dictionary-admin';
import type { ManagedOrganizationDetailSchema, ManagedOrganizationSchema } from '@/lib/contract/organization-admin';
import type { DictionaryTypeSchema, ManagedDictionaryItemSchema } from '@/lib/contract/dictionary-admin';
import type { listRoles } from '@/lib/server/services/system/roles';
import type { ManagedRoleSchema } from '@/lib/contract/role-admin';
import type { learnerAccount, listLearnerAccounts } from '@/lib/server/services/system/learner-accounts';
import type { listManagerAccounts } from '@/lib/server/services/system/manager-accounts';
import type { LearnerAccountDetailSchema, LearnerAccountSchema } from '@/lib/contract/learner-admin';
import type { ManagerAccountSchema } from '@/lib/contract/manager-admin';
import type { ErrorSchema } from '@/lib/contract/envelope';
import type { MenuTreeSchema } from '@/lib/contract/menus';
import type { menuEditorTree } from '@/lib/server/services/system/menu-tree';
import type { ErrorBody } from '@/lib/server/api/http/errors';
import type { ClientErrorRowSchema, LoginLogRowSchema, OperationLogRowSchema, SessionRowSchema } from '@/lib/contract/system-logs';

// Type-only, checked by `tsc --noEmit`: what each back-office service returns is what its contract
// (lib/contract) declares, so the answer the route documents, the server's own rows and the client's
// derived types are one shape. A service that adds, drops or retypes a field without its contract
// fails here (a type argument that does not satisfy its constraint).

type Conforms<Server extends Contract, Contract> = [Server, Contract];
type Out<F extends (...args: never[]) => unknown> = Awaited<ReturnType<F>>;
type Row<F extends (...args: never[]) => unknown> = Out<F> extends { data: (infer R)[] } ? R : never;

export type Checked = [
  Conforms<Row<typeof listManagedJobs>, z.infer<typeof ManagedJobSchema>>,
  Conforms<Row<typeof listApplicants>, z.infer<typeof ApplicantSchema>>,
  Conforms<Row<typeof listManagedTalents>, z.infer<typeof ManagedTalentSchema>>,
  Conforms<Out<typeof showManagedNews>, z.infer<typeof ManagedNewsSchema>>,
  Conforms<Out<typeof listManagedCategories>[number], z.infer<typeof ManagedCategorySchema>>,
  Conforms<Out<typeof showManagedPage>, z.infer<typeof ManagedPageSchema>>,
  Conforms<Out<typeof storeContentImage>, z.infer<typeof ContentImageSchema>>,
  Conforms<Row<typeof classRoster>, z.infer<typeof RosterEntrySchema>>,
  Conforms<Row<typeof listCertificates>, z.infer<typeof CertificateRowSchema>>,
  // The route adds the two addresses it builds from the request (verify_url, check_url).
  Conforms<Out<typeof showCertificate>, Omit<z.infer<typeof CertificateDetailSchema>, 'verify_url' | 'check_url'>>,
  Conforms<Out<typeof showExam>, z.infer<typeof ManagedExamSchema>>,
  Conforms<Out<typeof examResults>[number], z.infer<typeof ExamResultRowSchema>>,
  Conforms<Row<typeof listOccupationsAdmin>, z.infer<typeof ManagedOccupationSchema>>,
  Conforms<Out<typeof showOccupationAdmin>, z.infer<typeof OccupationDetailSchema>>,
  Conforms<Row<typeof listExaminersAdmin>, z.infer<typeof ManagedExaminerSchema>>,
  Conforms<Row<typeof listTeachersAdmin>, z.infer<typeof ManagedTeacherSchema>>,
  Conforms<Row<typeof listMoxEnrollments>, z.infer<typeof ManagedMoxEnrollmentSchema>>,
  Conforms<Row<typeof listMoxCertificates>, z.infer<typeof ManagedMoxCertificateSchema>>,
  Conforms<Out<typeof issueMoxCertificates>, z.infer<typeof MoxIssueReportSchema>>,
  Conforms<Row<typeof listApplications>, z.infer<typeof ManagedApplicationSchema>>,
  Conforms<Row<typeof listRegistrations>, z.infer<typeof ManagedRegistrationSchema>>,
  Conforms<Row<typeof listVerifications>, z.infer<typeof VerificationReviewSchema>>,
  Conforms<Out<typeof ownOrganization>, z.infer<typeof OwnOrganizationSchema>>,
  Conforms<BulkOutcome, z.infer<typeof EnrollmentBulkOutcomeSchema>>,
  Conforms<Row<typeof listOperationLogs>, z.infer<typeof OperationLogRowSchema>>,
  Conforms<Row<typeof listLoginLogs>, z.infer<typeof LoginLogRowSchema>>,
  Conforms<Row<typeof listClientErrors>, z.infer<typeof ClientErrorRowSchema>>,
  Conforms<Row<typeof listSessions>, z.infer<typeof SessionRowSchema>>,
  Conforms<Row<typeof listOrganizationsAdmin>, z.infer<typeof ManagedOrganizationSchema>>,
  Conforms<Out<typeof organizationAdmin>, z.infer<typeof ManagedOrganizationDetailSchema>>,
  Conforms<Out<typeof listDictionaryItems>[number], z.infer<typeof ManagedDictionaryItemSchema>>,
  Conforms<Out<typeof dictionaryTypes>[number], z.infer<typeof DictionaryTypeSchema>>,
  Conforms<Out<typeof listRoles>[number], z.infer<typeof ManagedRoleSchema>>,
  Conforms<Row<typeof listLearnerAccounts>, z.infer<typeof LearnerAccountSchema>>,
  Conforms<Out<typeof learnerAccount>, z.infer<typeof LearnerAccountDetailSchema>>,
  Conforms<Row<typeof listManagerAccounts>, z.infer<typeof ManagerAccountSchema>>,
  Conforms<Out<typeof menuEditorTree>, z.infer<typeof MenuTreeSchema>>,
  Conforms<ErrorBody, z.infer<typeof ErrorSchema>>,
];
