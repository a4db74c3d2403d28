import type { Generated } from 'kysely';

// The subsidy chain's tables (migration 2026-11-29-subsidy-01-chain); db/schema.ts's Database
// extends SubsidyTables. Amounts are integer fen; flags 0/1; times ISO UTC text.

type Id = Generated<number>;
type Stamps = { created_at: string; updated_at: string };
type Flag = number;

export interface SubsidyStandardTable extends Stamps {
  id: Id; occupation_id: number; level: number; learner_category: string | null; amount_fen: number;
  min_attendance_percent: number; claim_months: number; once_per_occupation_level: Flag; max_per_year: number;
  valid_from: string; valid_to: string | null; note: string | null; created_by: number | null;
}
export interface SubsidyCategoryDeclarationTable extends Stamps {
  id: Id; user_id: number; enrollment_id: number | null; category: string; valid_from: string; valid_to: string | null;
  document_file_id: number | null; status: string; review_reason: string | null; reviewed_by: number | null; reviewed_at: string | null;
}
export interface ClassSessionTable extends Stamps {
  id: Id; class_id: number; date: string; start_time: string; end_time: string; starts_at: string; ends_at: string;
  place: string; latitude: number | null; longitude: number | null; radius_m: number; created_by: number | null;
}
export interface AttendanceRecordTable extends Stamps {
  id: Id; session_id: number; enrollment_id: number; user_id: number; check_in_at: string | null; check_out_at: string | null;
  check_in_ip: string | null; check_out_ip: string | null; device_id: string | null; latitude: number | null; longitude: number | null;
  distance_m: number | null; outside_radius: Flag; corrected: Flag; source: string;
}
export interface AttendanceCorrectionTable {
  id: Id; attendance_id: number; session_id: number; enrollment_id: number; before_check_in_at: string | null;
  before_check_out_at: string | null; after_check_in_at: string | null; after_check_out_at: string | null; reason: string;
  manager_id: number | null; after_session: Flag; created_at: string;
}
export interface SubsidyClaimTable extends Stamps {
  id: Id; claim_no: string; class_id: number; organization_id: number | null; city_code: string | null; occupation_id: number;
  level: number; status: string; learner_count: number; eligible_count: number; total_fen: number; approved_fen: number;
  payee_name: string | null; payee_bank: string | null; payee_account: string | null; submitted_at: string | null;
  reviewed_at: string | null; reviewed_by: number | null; review_reason: string | null; notice_starts_on: string | null;
  notice_ends_on: string | null; payment_batch_id: number | null; paid_on: string | null; created_by: number | null;
}
export interface SubsidyClaimLineTable extends Stamps {
  id: Id; claim_id: number; enrollment_id: number; user_id: number; learner_name: string; learner_category: string | null;
  standard_id: number | null; standard_amount_fen: number; standard_min_attendance_percent: number | null;
  standard_claim_months: number | null; standard_rules: string | null; attendance_percent: number; attended_minutes: number;
  exam_passed: Flag; certificate_id: number | null; certificate_no: string | null; certificate_issued_on: string | null;
  eligible: Flag; reasons: string | null; amount_fen: number; decision: string; decision_reason: string | null; approved_fen: number;
}
export interface SubsidyClaimFileTable { claim_id: number; file_id: number; kind: string; created_at: string }
export interface SubsidyObjectionTable {
  id: Id; claim_id: number; message: string; contact_name: string | null; contact_phone: string | null; ip: string | null;
  status: string; handled_note: string | null; handled_by: number | null; handled_at: string | null; created_at: string;
}
export interface SubsidyPaymentBatchTable extends Stamps {
  id: Id; batch_no: string; city_code: string | null; status: string; claim_count: number; total_fen: number;
  paid_on: string | null; voucher_no: string | null; note: string | null; created_by: number | null;
}
export interface SubsidyAuditLogTable {
  id: Id; entity: string; entity_id: number; claim_id: number | null; action: string; from_status: string | null;
  to_status: string | null; actor_type: string; actor_id: number | null; actor_name: string | null; ip: string | null;
  changes: string | null; reason: string | null; created_at: string;
}

export interface SubsidyTables {
  subsidy_standards: SubsidyStandardTable;
  subsidy_category_declarations: SubsidyCategoryDeclarationTable;
  class_sessions: ClassSessionTable;
  attendance_records: AttendanceRecordTable;
  attendance_corrections: AttendanceCorrectionTable;
  subsidy_claims: SubsidyClaimTable;
  subsidy_claim_lines: SubsidyClaimLineTable;
  subsidy_claim_files: SubsidyClaimFileTable;
  subsidy_objections: SubsidyObjectionTable;
  subsidy_payment_batches: SubsidyPaymentBatchTable;
  subsidy_audit_log: SubsidyAuditLogTable;
}
