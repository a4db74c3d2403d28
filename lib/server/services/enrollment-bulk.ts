import { AppError, toAppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { ENROLLMENT_STATUS_LABELS } from './class-excel';
import { approveEnrollment, filteredEnrollments, type ManagerEnrollmentFilters, rejectEnrollment, scopedEnrollmentRow } from './enrollment-reviews';
import { personalView } from './learners';
import type { ManagerScope } from './manager-scope';
import { formatDateTime } from '@/lib/format/date';
import type { EnrollmentBulkOutcome as BulkOutcome } from '@/lib/contract/bulk';

// Bulk review, the export of the filtered queue, and an applicant's uploaded documents.

export type { BulkOutcome };

/** Each enrolment is decided in its own transaction, so one that cannot move does not hold back the rest. */
export async function bulkReview(
  db: Db, scope: ManagerScope, ids: number[], decision: { action: 'approve' } | { action: 'reject'; reason: string }, now: Date,
): Promise<BulkOutcome[]> {
  const outcomes: BulkOutcome[] = [];
  for (const id of [...new Set(ids)]) {
    try {
      const row = decision.action === 'approve' ? await approveEnrollment(db, scope, id, now) : await rejectEnrollment(db, scope, id, decision.reason, now);
      outcomes.push({ id, ok: true, status: row.status, message: null });
    } catch (error) {
      const e = toAppError(error);
      if (e.code === 'internal' || e.code === 'service_unavailable') throw error;
      outcomes.push({ id, ok: false, status: null, message: e.message });
    }
  }
  return outcomes;
}

export type EnrollmentExportRow = {
  id: number; real_name: string; phone: string; id_number: string; education: string | null; employment_category: string | null;
  class_title: string; status: string; waitlist_position: number | null; reason: string | null; created_at: string;
};

export const ENROLLMENT_EXPORT_COLUMNS: XlsxColumn<EnrollmentExportRow>[] = [
  { header: '报名编号', width: 10, value: (r) => r.id },
  { header: '姓名', width: 10, value: (r) => r.real_name },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '学历', width: 10, value: (r) => r.education },
  { header: '人员类别', width: 14, value: (r) => r.employment_category },
  { header: '培训班', width: 30, value: (r) => r.class_title },
  { header: '状态', width: 10, value: (r) => ENROLLMENT_STATUS_LABELS[r.status] ?? r.status },
  { header: '候补序号', width: 10, value: (r) => r.waitlist_position },
  { header: '审核意见', width: 24, value: (r) => r.reason },
  { header: '报名时间', width: 20, value: (r) => formatDateTime(r.created_at, { empty: '' }) },
];

/** The filtered enrolments in id order, a chunk at a time (keyset), so the export's memory stays flat. */
export async function* enrollmentExportChunks(db: Db, scope: ManagerScope, f: ManagerEnrollmentFilters, reveal: boolean, chunk = 1000): AsyncGenerator<EnrollmentExportRow[]> {
  for (let after = 0; ;) {
    const rows = await filteredEnrollments(db, scope, f)
      .select([
        'enrollments.id', 'enrollments.real_name', 'enrollments.phone', 'enrollments.id_number', 'enrollments.education', 'enrollments.employment_category',
        'classes.title as class_title', 'enrollments.status', 'enrollments.waitlist_position', 'enrollments.reason', 'enrollments.created_at',
      ])
      .where('enrollments.id', '>', after)
      .orderBy('enrollments.id')
      .limit(chunk)
      .execute();
    if (rows.length === 0) return;
    yield rows.map((r) => personalView(r, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

function documentsOf(raw: string | null): { file_id: number; name: string }[] {
  try {
    const parsed = JSON.parse(raw ?? '[]') as unknown;
    return Array.isArray(parsed) ? parsed : [];
  } catch {
    return [];
  }
}

export const DOCUMENT_MISSING = '材料不存在。';

/** One of the files an applicant attached to an enrolment in scope. */
export async function enrollmentDocument(db: Db, scope: ManagerScope, id: number, fileId: number) {
  const row = await scopedEnrollmentRow(db, scope, id);
  const attached = documentsOf(row.documents).find((d) => d.file_id === fileId);
  const file = attached
    ? await db.selectFrom('files').select(['storage_key', 'mime', 'size']).where('id', '=', fileId).where('owner_type', '=', 'enrollment_document').executeTakeFirst()
    : undefined;
  if (!file || !attached) throw new AppError('not_found', DOCUMENT_MISSING);
  return { mime: file.mime, size: file.size, storageKey: file.storage_key, name: attached.name };
}
