import type { ClaimDetail, ClaimPayeeInput } from '@/lib/contract/subsidy/claim';
import { canTransition, type ClaimAction, type ClaimStatus } from '@/lib/contract/subsidy/states';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { isUniqueViolation } from '@/lib/server/services/unique-violation';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { claimDetail, claimRow } from './claim-read';
import { classEligibility } from './eligibility';
import { notifyLearners } from './notify';
import type { SubsidyScope } from './scope';
import { scopedClass } from './sessions';

// Claims by the institution: created for a class once certificates are issued, with one line per
// learner holding the eligibility and a copy of the standard it used; refreshed while a draft or
// returned; submitted (contents frozen) with the payee account.

const STATUS_WORDS: Record<ClaimStatus, string> = {
  draft: '草稿', submitted: '待审核', returned: '退回补正', rejected: '不予通过', notice: '公示中', payable: '待拨付', in_batch: '拨付中', paid: '已拨付',
};

export function assertTransition(status: string, action: ClaimAction): void {
  if (!canTransition(status as ClaimStatus, action)) {
    throw new AppError('conflict', `申领当前状态为「${STATUS_WORDS[status as ClaimStatus] ?? status}」，不能执行此操作。`);
  }
}

async function writeLines(trx: Db, claimId: number, cls: Parameters<typeof classEligibility>[1], now: string) {
  const lines = await classEligibility(trx, cls, new Date(now), claimId);
  await trx.deleteFrom('subsidy_claim_lines').where('claim_id', '=', claimId).execute();
  const rows = lines.map((l) => ({
    claim_id: claimId, enrollment_id: l.enrollment_id, user_id: l.user_id, learner_name: l.learner_name, learner_category: l.learner_category,
    standard_id: l.standard?.id ?? null, standard_amount_fen: l.standard?.amount_fen ?? 0, standard_min_attendance_percent: l.standard?.min_attendance_percent ?? null,
    standard_claim_months: l.standard?.claim_months ?? null, standard_rules: l.standard ? JSON.stringify(l.standard) : null,
    attendance_percent: l.attendance_percent, attended_minutes: l.attended_minutes, exam_passed: l.exam_passed ? 1 : 0, certificate_id: l.certificate_id,
    certificate_no: l.certificate_no, certificate_issued_on: l.certificate_issued_on, eligible: l.eligible ? 1 : 0, reasons: JSON.stringify(l.reasons),
    amount_fen: l.amount_fen, decision: 'pending', decision_reason: null, approved_fen: 0, created_at: now, updated_at: now,
  }));
  for (let i = 0; i < rows.length; i += 200) await trx.insertInto('subsidy_claim_lines').values(rows.slice(i, i + 200)).execute();
  const total = lines.reduce((sum, l) => sum + l.amount_fen, 0);
  const eligible = lines.filter((l) => l.eligible).length;
  await trx.updateTable('subsidy_claims').set({ learner_count: lines.length, eligible_count: eligible, total_fen: total, approved_fen: 0, updated_at: now }).where('id', '=', claimId).execute();
  return { learners: lines.length, eligible, total_fen: total };
}

export async function createClaim(db: Db, scope: SubsidyScope, actor: Actor, classId: number, now: string): Promise<ClaimDetail> {
  const id = await inTransaction(db, async (trx) => {
    const cls = await scopedClass(trx, scope, classId);
    const issued = await trx.selectFrom('certificates').select('id').where('class_id', '=', classId).where('status', '=', 'valid').limit(1).executeTakeFirst();
    if (!issued) throw new AppError('conflict', '该培训班尚未颁发职业技能等级证书，暂不能申领补贴。');
    const claimNo = `BT${now.slice(0, 10).replaceAll('-', '')}${String(classId).padStart(6, '0')}`;
    let claimId: number;
    try {
      claimId = (await trx.insertInto('subsidy_claims').values({
        claim_no: claimNo, class_id: classId, organization_id: cls.organization_id, city_code: cls.city_code, occupation_id: cls.occupation_id, level: cls.level,
        status: 'draft', learner_count: 0, eligible_count: 0, total_fen: 0, approved_fen: 0, payee_name: null, payee_bank: null, payee_account: null,
        submitted_at: null, reviewed_at: null, reviewed_by: null, review_reason: null, notice_starts_on: null, notice_ends_on: null, payment_batch_id: null,
        paid_on: null, created_by: actor.id, created_at: now, updated_at: now,
      }).returning('id').executeTakeFirstOrThrow()).id;
    } catch (error) {
      if (isUniqueViolation(error)) throw new AppError('conflict', '该培训班已有补贴申领，请在原申领上操作。');
      throw error;
    }
    const totals = await writeLines(trx, claimId, cls, now);
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: claimId, claimId, action: 'create', to: 'draft', changes: totals });
    return claimId;
  });
  return claimDetail(db, scope, id);
}

export async function refreshClaim(db: Db, scope: SubsidyScope, actor: Actor, id: number, now: string): Promise<ClaimDetail> {
  await inTransaction(db, async (trx) => {
    const claim = await claimRow(trx, scope, id);
    assertTransition(claim.status, 'refresh');
    const cls = await scopedClass(trx, scope, claim.class_id);
    const totals = await writeLines(trx, id, cls, now);
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: id, claimId: id, action: 'refresh', from: claim.status, to: claim.status, changes: { before: { learners: claim.learner_count, eligible: claim.eligible_count, total_fen: Number(claim.total_fen) }, after: totals } });
  });
  return claimDetail(db, scope, id);
}

export async function setPayee(db: Db, scope: SubsidyScope, actor: Actor, id: number, input: ClaimPayeeInput, now: string): Promise<ClaimDetail> {
  await inTransaction(db, async (trx) => {
    const claim = await claimRow(trx, scope, id);
    assertTransition(claim.status, 'refresh');
    await trx.updateTable('subsidy_claims').set({ ...input, updated_at: now }).where('id', '=', id).execute();
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: id, claimId: id, action: 'payee', changes: { payee_name: input.payee_name, payee_bank: input.payee_bank, payee_account: `****${input.payee_account.slice(-4)}` } });
  });
  return claimDetail(db, scope, id);
}

export async function submitClaim(db: Db, scope: SubsidyScope, actor: Actor, id: number, now: string): Promise<ClaimDetail> {
  await inTransaction(db, async (trx) => {
    const claim = await claimRow(trx, scope, id);
    assertTransition(claim.status, 'submit');
    const errors: Record<string, string[]> = {};
    if (!claim.payee_account) errors.payee_account = ['payee_account 提交前请填写收款账户。'];
    if (claim.eligible_count === 0) errors.lines = ['lines 没有符合补贴条件的学员，不能提交申领。'];
    if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
    const updated = await trx.updateTable('subsidy_claims').set({ status: 'submitted', submitted_at: now, updated_at: now })
      .where('id', '=', id).where('status', '=', claim.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('conflict', '申领状态已变化，请刷新后重试。');
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: id, claimId: id, action: 'submit', from: claim.status, to: 'submitted', changes: { learners: claim.learner_count, eligible: claim.eligible_count, total_fen: Number(claim.total_fen) } });
    await notifyLearners(trx, id, claim.claim_no, 'submitted', new Date(now));
  });
  return claimDetail(db, scope, id);
}
