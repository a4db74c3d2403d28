import type { ClaimDetail } from '@/lib/contract/subsidy/claim';
import { DEFAULT_NOTICE_WORKING_DAYS, type ReviewInput } from '@/lib/contract/subsidy/review';
import type { EligibilityReason } from '@/lib/contract/subsidy/eligibility';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { Actor } from './actor';
import { inTransaction } from './tx';
import { appendAudit } from './audit-log';
import { claimDetail, claimRow } from './claim-read';
import { assertTransition } from './claims';
import { notifyLearners } from './notify';
import type { SubsidyScope } from './scope';
import { addWorkingDays, chinaDate } from './working-days';

// The city's review: approve (per learner where needed; the claim goes into public notice), reject,
// or return for correction. During the notice an objection may lead to a return or a rejection.

const ACTION = { approve: 'approve', reject: 'reject', return: 'return' } as const;
const TO = { approve: 'notice', reject: 'rejected', return: 'returned' } as const;

export async function reviewClaim(db: Db, scope: SubsidyScope, actor: Actor, id: number, input: ReviewInput, now: string): Promise<ClaimDetail> {
  await inTransaction(db, async (trx) => {
    const claim = await claimRow(trx, scope, id);
    assertTransition(claim.status, ACTION[input.decision]);
    const to = TO[input.decision];
    const changes: Record<string, unknown> = { decision: input.decision };
    let set: Record<string, unknown> = { status: to, reviewed_at: now, reviewed_by: actor.id, review_reason: input.reason, updated_at: now };
    if (input.decision === 'approve') {
      const lines = await trx.selectFrom('subsidy_claim_lines').select(['id', 'eligible', 'amount_fen', 'reasons']).where('claim_id', '=', id).execute();
      const given = new Map((input.lines ?? []).map((l) => [l.line_id, l]));
      const unknown = [...given.keys()].filter((lineId) => !lines.some((l) => l.id === lineId));
      if (unknown.length) throw new AppError('validation_failed', undefined, { lines: [`lines 不属于本申领的学员明细：${unknown.join('、')}。`] });
      const perLine: Record<number, string> = {};
      let approved = 0;
      for (const line of lines) {
        const asked = given.get(line.id);
        if (asked?.decision === 'approved' && line.eligible !== 1) {
          throw new AppError('validation_failed', undefined, { lines: ['lines 不符合补贴条件的学员不能核定补贴。'] });
        }
        const decision = asked?.decision ?? (line.eligible === 1 ? 'approved' : 'rejected');
        const reason = asked?.reason?.trim() || (decision === 'rejected' ? ((JSON.parse(line.reasons ?? '[]') as EligibilityReason[]).map((r) => r.message).join('') || input.reason) : null);
        const amount = decision === 'approved' ? Number(line.amount_fen) : 0;
        approved += amount;
        perLine[line.id] = decision;
        await trx.updateTable('subsidy_claim_lines').set({ decision, decision_reason: reason, approved_fen: amount, updated_at: now }).where('id', '=', line.id).execute();
      }
      if (approved === 0) throw new AppError('validation_failed', undefined, { lines: ['lines 核定金额为 0，请改为不予通过或退回补正。'] });
      const starts = chinaDate(now);
      set = { ...set, approved_fen: approved, notice_starts_on: starts, notice_ends_on: addWorkingDays(starts, input.notice_days ?? DEFAULT_NOTICE_WORKING_DAYS) };
      Object.assign(changes, { approved_fen: approved, lines: perLine, notice_ends_on: set.notice_ends_on });
    } else {
      // Out of notice or back to the institution: nothing stays approved.
      await trx.updateTable('subsidy_claim_lines').set({ decision: 'pending', decision_reason: null, approved_fen: 0, updated_at: now }).where('claim_id', '=', id).execute();
      set = { ...set, approved_fen: 0, notice_starts_on: null, notice_ends_on: null };
    }
    const updated = await trx.updateTable('subsidy_claims').set(set).where('id', '=', id).where('status', '=', claim.status).executeTakeFirst();
    if (Number(updated.numUpdatedRows) !== 1) throw new AppError('conflict', '申领状态已变化，请刷新后重试。');
    await appendAudit(trx, actor, now, { entity: 'claim', entityId: id, claimId: id, action: ACTION[input.decision], from: claim.status, to, changes, reason: input.reason });
    await notifyLearners(trx, id, claim.claim_no, input.decision === 'approve' ? 'approved' : input.decision === 'reject' ? 'rejected' : 'returned', new Date(now));
  });
  return claimDetail(db, scope, id);
}
