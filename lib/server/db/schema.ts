import type { Generated, Insertable, Selectable, Updateable } from 'kysely';
import type { ScreenTables } from '@/lib/server/services/screen/schema';
import type { SubsidyTables } from '@/lib/server/subsidy/schema';

// Mirrors the migrations. Timestamps are ISO-8601 UTC strings, dates 'YYYY-MM-DD', flags 0/1.
type Id = Generated<number>;
type Stamps = { created_at: string; updated_at: string };
type Flag = number;

export interface RegionTable { code: string; name: string; parent_code: string | null; level: number }

export interface FileTable {
  id: Id; storage_key: string; original_name: string; mime: string; size: number; sha256: string;
  owner_type: string | null; owner_id: number | null; created_at: string;
}

export interface OrganizationTable extends Stamps {
  id: Id; name: string; type: number; credit_code: string | null; contact_name: string | null;
  contact_phone: string | null; address: string | null; province_code: string | null; city_code: string | null;
  area_code: string | null; logo: string | null; introduction: string | null; qualifications: string | null;
  status: string;
}

export interface UserTable extends Stamps {
  id: Id; uuid: string; phone: string; name: string | null; avatar: string | null; gender: number | null;
  education: string | null; city_code: string | null; password_hash: string; status: string;
  must_change_password: Generated<Flag>; last_login_at: string | null;
}

export interface UserVerifiedDatumTable extends Stamps {
  id: Id; user_id: number; real_name: string; id_number: string; id_front_file_id: number | null;
  id_back_file_id: number | null; audit_status: string; audit_reason: string | null; audited_by: number | null;
  audited_at: string | null;
}

export interface ManagerTable extends Stamps {
  id: Id; username: string; password_hash: string; name: string; avatar: string | null; introduction: string | null;
  phone: string | null; organization_id: number | null; province_code: string | null; city_code: string | null;
  area_code: string | null; status: string; must_change_password: Generated<Flag>; settings: string | null;
  last_login_at: string | null;
}

export interface RoleTable extends Stamps { id: Id; name: string; title: string; description: string | null }
export interface PermissionTable { id: Id; name: string; title: string; parent_id: number | null; sort: Generated<number> }
export interface RolePermissionTable { role_id: number; permission_id: number }
export interface ManagerRoleTable { manager_id: number; role_id: number }

export interface NavbarTable { id: Id; title: string; name: string; sort: Generated<number> }
export interface SidebarTable extends Stamps {
  id: Id; parent_id: number | null; title: string; name: string; path: string; component: string;
  redirect: string | null; icon: string | null; sort: Generated<number>; is_show: Generated<Flag>;
  always_show: Generated<Flag>; no_cache: Generated<Flag>; affix: Generated<Flag>; active_menu: string | null;
  permission: string | null;
}
export interface NavbarSidebarTable { navbar_id: number; sidebar_id: number }
export interface SidebarRoleTable { sidebar_id: number; role_id: number }

export interface DictionaryItemTable {
  id: Id; type: string; value: string; label: string; sort: Generated<number>; enabled: Generated<Flag>;
}

export interface OccupationTable extends Stamps {
  id: Id; code: string; name: string; category_code: string; category: string; levels: string;
  description: string | null; status: Generated<string>;
}

export interface TeacherTable extends Stamps {
  id: Id; user_id: number | null; name: string; avatar: string | null; gender: number | null; title: string | null;
  organization_id: number | null; occupation_id: number | null; specialty: string | null;
  introduction: string | null; phone: string | null; city_code: string | null; is_public: Generated<Flag>;
  status: string;
}

export interface TeacherApplicationTable extends Stamps {
  id: Id; user_id: number; name: string; phone: string; id_number: string | null; occupation_id: number | null;
  qualifications: string | null; files: string | null; status: string; reason: string | null;
  reviewed_by: number | null; reviewed_at: string | null;
}

export interface ExaminerTable extends Stamps {
  id: Id; name: string; avatar: string | null; gender: number | null; occupation_id: number | null;
  level: number | null; cert_no: string | null; organization_id: number | null; city_code: string | null;
  introduction: string | null; is_public: Generated<Flag>; status: string;
}

export interface TalentTable extends Stamps {
  id: Id; user_id: number | null; name: string; gender: number | null; birth_year: number | null;
  education: string | null; occupation_id: number | null; skill_level: number | null; city_code: string | null;
  expected_job: string | null; expected_salary: string | null; introduction: string | null; phone: string | null;
  is_public: Generated<Flag>; status: string;
}

export interface ClassTable extends Stamps {
  id: Id; title: string; occupation_id: number; level: number; organization_id: number | null;
  province_code: string | null; city_code: string | null; area_code: string | null; address: string | null;
  enroll_start: string | null; enroll_end: string | null; start_date: string; end_date: string;
  schedule: string | null; hours: Generated<number>; capacity: number; enrolled_count: Generated<number>;
  fee_cents: Generated<number>; subsidy_cents: Generated<number>; cover: string | null; description: string | null;
  requires_verification: Generated<Flag>; is_hot: Generated<Flag>; status: string;
  /** 1: completion below `hours` is refused; 0: it is warned about (issue 37). */
  completion_requires_hours: Generated<Flag>;
}
export interface ClassTeacherTable { class_id: number; teacher_id: number }

export interface EnrollmentTable extends Stamps {
  id: Id; class_id: number; user_id: number; status: string; active_slot: number | null; real_name: string;
  id_number: string; phone: string; education: string | null; employment_category: string | null;
  documents: string | null; reason: string | null; study_seconds: Generated<number>;
  waitlist_position: number | null; idempotency_key: string | null;
}
export interface EnrollmentEventTable {
  id: Id; enrollment_id: number; from_status: string | null; to_status: string; reason: string | null;
  actor_type: string; actor_id: number | null; created_at: string;
}

export interface OrderTable extends Stamps {
  id: Id; order_no: string; user_id: number; enrollment_id: number; amount_cents: number; status: string;
  provider: string; paid_at: string | null; refunded_at: string | null; confirmed_by: number | null;
}

export interface ExamTable extends Stamps {
  id: Id; class_id: number; title: string; start_at: string; end_at: string; place: string | null;
  pass_score: Generated<number>; status: string;
}
export interface ExamResultTable extends Stamps {
  id: Id; exam_id: number; user_id: number; enrollment_id: number | null; ticket_no: string;
  score: number | null; passed: Flag | null;
}

export interface CertificateTable extends Stamps {
  id: Id; cert_no: string; user_id: number | null; holder_name: string; id_number: string; occupation_id: number;
  level: number; organization_id: number | null; issuer: string; class_id: number | null;
  exam_result_id: number | null; issued_on: string; status: string; revoked_reason: string | null;
  replaces_id: number | null; content_hash: string;
}
export interface CertificateEventTable {
  id: Id; certificate_id: number; action: string; reason: string | null; manager_id: number | null; created_at: string;
}
/** A signed certificate of either kind; its id is the certificate's index in the revocation status list. */
export interface CertificateCredentialTable {
  id: Id; kind: string; certificate_id: number; kid: string; salt: string; payload: string; jws: string;
  revocation_jws: string | null; signed_by: number | null; signed_at: string;
  /** Place in the revocation status list: random and unique, so it tells nothing of the order of issue. */
  status_index: number | null;
}

export interface NewsCategoryTable { id: Id; name: string; slug: string; sort: Generated<number> }
export interface NewsTable extends Stamps {
  id: Id; category_id: number; title: string; summary: string | null; content: string; cover: string | null;
  author: string | null; source: string | null; status: string; is_top: Generated<Flag>; views: Generated<number>;
  published_at: string | null;
}
export interface PageTable extends Stamps { id: Id; slug: string; title: string; content: string }
export interface BannerTable extends Stamps {
  id: Id; title: string; image: string | null; link: string | null; sort: Generated<number>; status: string;
}

export interface VideoTable extends Stamps {
  id: Id; title: string; cover: string | null; description: string | null; occupation_id: number | null;
  class_id: number | null; status: string;
}
export interface ChapterTable extends Stamps { id: Id; video_id: number; title: string; sort: Generated<number> }
export interface LessonTable extends Stamps {
  id: Id; video_id: number; chapter_id: number | null; chapter: string | null; title: string; file_id: number | null;
  duration_seconds: number; required_ratio: Generated<number>; sort: Generated<number>;
}
export interface LessonProgressTable extends Stamps {
  id: Id; user_id: number; lesson_id: number; class_id: number | null; position_seconds: Generated<number>;
  watched_seconds: Generated<number>; completed: Generated<Flag>; last_report_at: string | null; watched_ms: Generated<number>;
}
export interface LessonPlayTable {
  id: Id; user_id: number; lesson_id: number; class_id: number | null; position_ms: Generated<number>;
  credited_ms: Generated<number>; started_at: string; last_at: string; paused: Generated<Flag>;
}
export interface StudyClockTable { user_id: number; credited_until: string }
export interface NotificationTable {
  id: Id; user_id: number; kind: string; title: string; body: string; link: string | null; read_at: string | null; created_at: string;
}

export interface TrainingRegistrationTable extends Stamps {
  id: Id; name: string; phone: string; id_number: string; occupation_id: number | null;
  occupation_name: string | null; city_code: string | null; employment_status: string | null;
  education: string | null; status: string; note: string | null; dedupe_key: string; ip: string | null;
}

export interface MoxibustionEnrollmentTable extends Stamps {
  id: Id; user_id: number | null; name: string; gender: number | null; phone: string; id_number: string;
  work_unit: string | null; city_code: string | null; batch: string; status: string;
  review_reason: Generated<string | null>; reviewed_by: Generated<number | null>; reviewed_at: Generated<string | null>;
}
export interface MoxibustionBatchTable extends Stamps {
  id: Id; code: string; title: string; level: string; city_code: string | null; venue: string | null; organizer: string;
  issuer: string; enroll_start: string; enroll_end: string; start_date: string; end_date: string; hours: number;
  capacity: number; fee_cents: Generated<number>; contact_phone: string | null; description: string | null; status: string;
}
export interface MoxibustionCertificateTable extends Stamps {
  id: Id; cert_no: string; enrollment_id: number | null; name: string; id_number: string; level: string;
  issuer: string; issued_on: string; status: string;
  issued_by: Generated<number | null>; revoked_reason: Generated<string | null>; revoked_by: Generated<number | null>; revoked_at: Generated<string | null>;
}

export interface JobPostingTable extends Stamps {
  id: Id; organization_id: number; title: string; occupation_id: number | null; city_code: string | null;
  area_code: string | null; salary_min: number | null; salary_max: number | null; headcount: Generated<number>;
  education: string | null; experience: string | null; description: string | null; contact: string | null;
  status: string; published_at: string | null; review_reason: string | null; reviewed_at: string | null;
}
export interface JobApplicationTable extends Stamps {
  id: Id; job_id: number; user_id: number; talent_id: number | null; message: string | null; status: string; note: string | null;
}

export interface VerificationCodeTable {
  id: Id; verification_key: string; phone: string; purpose: string; code_hash: string; attempts: Generated<number>;
  ip: string | null; expires_at: string; used_at: string | null; created_at: string;
}
export interface AccessTokenTable {
  id: Id; token_hash: string; guard: string; subject_id: number; expires_at: string; revoked_at: string | null;
  last_used_at: string | null; ip: string | null; user_agent: string | null; created_at: string;
}
export interface OperationLogTable {
  id: Id; manager_id: number | null; module: string; action: string; method: string; path: string;
  params: string | null; status_code: number; duration_ms: number; ip: string | null; created_at: string;
}
export interface LoginLogTable {
  id: Id; guard: string; username: string; subject_id: number | null; success: Flag; reason: string | null;
  ip: string | null; user_agent: string | null; created_at: string;
}
/** Failed sign-ins of one account (a hash of guard and name) from one address, or from all ('*'). */
export interface LoginLockoutTable {
  guard: string; account: string; address: string; failures: number; window_start: string; locked_until: string | null;
}
export interface ClientErrorLogTable {
  id: Id; message: string; stack: string | null; url: string | null; user_agent: string | null; created_at: string;
}

/** A learner's download of their data, or the closure of their account (issue 30); detail never holds a personal value. */
export interface LearnerRightsEventTable { id: Id; kind: string; user_id: number; detail: string | null; created_at: string }

export interface Database extends SubsidyTables, ScreenTables {
  regions: RegionTable;
  files: FileTable;
  organizations: OrganizationTable;
  users: UserTable;
  user_verified_data: UserVerifiedDatumTable;
  managers: ManagerTable;
  roles: RoleTable;
  permissions: PermissionTable;
  role_permissions: RolePermissionTable;
  manager_roles: ManagerRoleTable;
  navbars: NavbarTable;
  sidebars: SidebarTable;
  navbar_sidebars: NavbarSidebarTable;
  sidebar_roles: SidebarRoleTable;
  dictionary_items: DictionaryItemTable;
  occupations: OccupationTable;
  teachers: TeacherTable;
  teacher_applications: TeacherApplicationTable;
  examiners: ExaminerTable;
  talents: TalentTable;
  classes: ClassTable;
  class_teachers: ClassTeacherTable;
  enrollments: EnrollmentTable;
  enrollment_events: EnrollmentEventTable;
  orders: OrderTable;
  exams: ExamTable;
  exam_results: ExamResultTable;
  certificates: CertificateTable;
  certificate_events: CertificateEventTable;
  certificate_credentials: CertificateCredentialTable;
  news_categories: NewsCategoryTable;
  news: NewsTable;
  pages: PageTable;
  banners: BannerTable;
  videos: VideoTable;
  chapters: ChapterTable;
  lessons: LessonTable;
  lesson_progress: LessonProgressTable;
  lesson_plays: LessonPlayTable;
  study_clocks: StudyClockTable;
  notifications: NotificationTable;
  training_registrations: TrainingRegistrationTable;
  moxibustion_batches: MoxibustionBatchTable;
  moxibustion_enrollments: MoxibustionEnrollmentTable;
  moxibustion_certificates: MoxibustionCertificateTable;
  job_postings: JobPostingTable;
  job_applications: JobApplicationTable;
  verification_codes: VerificationCodeTable;
  access_tokens: AccessTokenTable;
  operation_logs: OperationLogTable;
  login_logs: LoginLogTable;
  login_lockouts: LoginLockoutTable;
  client_error_logs: ClientErrorLogTable;
  learner_rights_events: LearnerRightsEventTable;
}

export type ClassRow = Selectable<ClassTable>;
export type NewClass = Insertable<ClassTable>;
export type ClassUpdate = Updateable<ClassTable>;
export type OccupationRow = Selectable<OccupationTable>;
export type NewsRow = Selectable<NewsTable>;
export type CertificateRow = Selectable<CertificateTable>;
export type UserRow = Selectable<UserTable>;
export type ManagerRow = Selectable<ManagerTable>;
