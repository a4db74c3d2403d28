import type { Claim, ClaimAttachment, ClaimDetail, ClaimLine } from '@/lib/contract/subsidy/claim';
import type { ClaimStatus, LineDecision } from '@/lib/contract/subsidy/states';
import type { EligibilityReason } from '@/lib/contract/subsidy/eligibility';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import { maskIdNumber } from '@/lib/server/services/learners';
import { assertInScope, scopeCondition, type SubsidyScope } from './scope';

// Reading claims: the queue in a manager's scope and one claim with its lines and files.

export const maskAccount = (account: string | null) => (account ? `${'*'.repeat(Math.max(0, account.length - 4))}${account.slice(-4)}` : null);

const claimQuery = (db: Db) =>
  db.selectFrom('subsidy_claims as c').innerJoin('classes as k', 'k.id', 'c.class_id').leftJoin('organizations as o', 'o.id', 'c.organization_id')
    .leftJoin('occupations as p', 'p.id', 'c.occupation_id')
    .selectAll('c').select(['k.title as class_title', 'o.name as organization_name', 'p.name as occupation_name'])
    .select((eb) => eb.selectFrom('subsidy_objections as x').whereRef('x.claim_id', '=', 'c.id').where('x.status', '=', 'open').select((e) => e.fn.countAll<number>().as('n')).as('open_objections'));
type ClaimRow = Awaited<ReturnType<ReturnType<typeof claimQuery>['execute']>>[number];

export const claimOf = (r: ClaimRow, fraudSignals = 0): Claim => ({
  id: r.id, claim_no: r.claim_no, class_id: r.class_id, class_title: r.class_title, organization_id: r.organization_id, organization_name: r.organization_name ?? null,
  city_code: r.city_code, occupation_id: r.occupation_id, occupation_name: r.occupation_name ?? null, level: r.level, status: r.status as ClaimStatus,
  learner_count: r.learner_count, eligible_count: r.eligible_count, total_fen: Number(r.total_fen), approved_fen: Number(r.approved_fen),
  payee_name: r.payee_name, payee_bank: r.payee_bank, payee_account_masked: maskAccount(r.payee_account), submitted_at: r.submitted_at,
  reviewed_at: r.reviewed_at, review_reason: r.review_reason, notice_starts_on: r.notice_starts_on, notice_ends_on: r.notice_ends_on,
  payment_batch_id: r.payment_batch_id, paid_on: r.paid_on, fraud_signal_count: fraudSignals, open_objection_count: Number(r.open_objections ?? 0),
  created_at: r.created_at, updated_at: r.updated_at,
});

export async function claimRow(db: Db, scope: SubsidyScope | null, id: number) {
  const row = await claimQuery(db).where('c.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '补贴申领不存在。');
  if (scope) assertInScope(scope, row);
  return row;
}

export type ClaimFilters = { status?: ClaimStatus; city_code?: string; organization_id?: number; class_id?: number; keyword?: string };

export async function claimQueue(db: Db, scope: SubsidyScope, f: ClaimFilters, page: PageRequest) {
  let q = db.selectFrom('subsidy_claims as c').where(scopeCondition(scope, 'c'));
  if (f.status) q = q.where('c.status', '=', f.status);
  if (f.city_code) q = q.where('c.city_code', '=', f.city_code);
  if (f.organization_id) q = q.where('c.organization_id', '=', f.organization_id);
  if (f.class_id) q = q.where('c.class_id', '=', f.class_id);
  if (f.keyword) q = q.where('c.claim_no', 'like', `%${f.keyword.replace(/[%_\\]/g, '')}%`);
  const [ids, total] = await Promise.all([
    q.select('c.id').orderBy('c.updated_at', 'desc').orderBy('c.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute(),
    q.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const rows = ids.length ? await claimQuery(db).where('c.id', 'in', ids.map((r) => r.id)).execute() : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  return { items: ids.map((r) => claimOf(byId.get(r.id)!)), total: Number(total.n) };
}

export const lineOf = (r: Awaited<ReturnType<typeof claimLines>>[number]): ClaimLine => ({
  id: r.id, claim_id: r.claim_id, enrollment_id: r.enrollment_id, user_id: r.user_id, learner_name: r.learner_name,
  id_number_masked: r.id_number ? maskIdNumber(r.id_number) : '', learner_category: r.learner_category, standard_id: r.standard_id,
  standard_amount_fen: Number(r.standard_amount_fen), standard_min_attendance_percent: r.standard_min_attendance_percent, standard_claim_months: r.standard_claim_months,
  attendance_percent: r.attendance_percent, attended_hours: Math.round((r.attended_minutes / 60) * 100) / 100, exam_passed: r.exam_passed === 1,
  certificate_no: r.certificate_no, certificate_issued_on: r.certificate_issued_on, eligible: r.eligible === 1,
  reasons: r.reasons ? (JSON.parse(r.reasons) as EligibilityReason[]) : [], amount_fen: Number(r.amount_fen), decision: r.decision as LineDecision,
  decision_reason: r.decision_reason, approved_fen: Number(r.approved_fen),
});

export function claimLines(db: Db, claimId: number) {
  return db.selectFrom('subsidy_claim_lines as l').innerJoin('enrollments as e', 'e.id', 'l.enrollment_id').selectAll('l').select('e.id_number')
    .where('l.claim_id', '=', claimId).orderBy('l.id').execute();
}

export async function claimDetail(db: Db, scope: SubsidyScope, id: number, fraudSignals = 0): Promise<ClaimDetail> {
  const row = await claimRow(db, scope, id);
  const [lines, files] = await Promise.all([
    claimLines(db, id),
    db.selectFrom('subsidy_claim_files as f').innerJoin('files', 'files.id', 'f.file_id').select(['f.file_id', 'f.kind', 'files.original_name as name', 'files.mime', 'files.size', 'f.created_at'])
      .where('f.claim_id', '=', id).orderBy('f.created_at').execute(),
  ]);
  return { ...claimOf(row, fraudSignals), lines: lines.map(lineOf), attachments: files.map((f) => ({ ...f, kind: f.kind as ClaimAttachment['kind'] })) };
}
