import type { MySubsidy } from '@/lib/contract/subsidy/my-subsidy';
import type { ClaimStatus, LineDecision } from '@/lib/contract/subsidy/states';
import type { Db } from '@/lib/server/db';

// The learner's subsidies: every claim line of theirs past the institution's draft.
export async function mySubsidies(db: Db, userId: number): Promise<MySubsidy[]> {
  const rows = await db.selectFrom('subsidy_claim_lines as l').innerJoin('subsidy_claims as c', 'c.id', 'l.claim_id').innerJoin('classes as k', 'k.id', 'c.class_id')
    .leftJoin('organizations as o', 'o.id', 'c.organization_id')
    .select(['l.id', 'l.claim_id', 'c.claim_no', 'c.class_id', 'k.title', 'o.name as organization_name', 'c.status', 'l.eligible', 'l.reasons', 'l.decision', 'l.decision_reason',
      'l.amount_fen', 'l.approved_fen', 'c.paid_on', 'c.updated_at'])
    .where('l.user_id', '=', userId).where('c.status', '!=', 'draft').orderBy('c.updated_at', 'desc').execute();
  return rows.map((r) => ({
    line_id: r.id, claim_id: r.claim_id, claim_no: r.claim_no, class_id: r.class_id, class_title: r.title, organization_name: r.organization_name ?? null,
    claim_status: r.status as ClaimStatus, eligible: r.eligible === 1,
    reasons: (JSON.parse(r.reasons ?? '[]') as { code: string; message: string }[]).map(({ code, message }) => ({ code, message })),
    decision: r.decision as LineDecision, decision_reason: r.decision_reason, amount_fen: Number(r.amount_fen), approved_fen: Number(r.approved_fen),
    paid_on: r.paid_on, updated_at: r.updated_at,
  }));
}
