import type { Db } from '@/lib/server/db';
import { notify } from '@/lib/server/services/notifications';
import { yuanText } from '@/lib/contract/subsidy/money';

// Learners hear of every step of their subsidy through the platform's notifications.

export type SubsidyStep = 'submitted' | 'approved' | 'rejected' | 'returned' | 'payable' | 'paid';

const TEXT: Record<SubsidyStep, (claimNo: string, line: { amount_fen: number; approved_fen: number; eligible: number; decision: string }) => { title: string; body: string }> = {
  submitted: (no, l) => ({ title: '培训补贴已申报', body: `培训机构已为您申报职业培训补贴（申领编号 ${no}），${l.eligible ? `申报金额 ${yuanText(Number(l.amount_fen))} 元` : '经核验您暂不符合补贴条件'}，请等待人社部门审核。` }),
  approved: (no, l) => ({ title: '培训补贴审核通过并进入公示', body: l.decision === 'approved' ? `您的职业培训补贴（申领编号 ${no}）审核通过，核定金额 ${yuanText(Number(l.approved_fen))} 元，现进入公示期。` : `申领编号 ${no} 已审核，您本次不予补贴，详情请查看补贴记录。` }),
  rejected: (no) => ({ title: '培训补贴申领未通过', body: `申领编号 ${no} 的职业培训补贴申请未通过审核，详情请查看补贴记录。` }),
  returned: (no) => ({ title: '培训补贴申领退回补正', body: `申领编号 ${no} 已退回培训机构补正材料，补正后将重新提交审核。` }),
  payable: (no) => ({ title: '培训补贴公示期满', body: `申领编号 ${no} 公示期满无异议，等待拨付。` }),
  paid: (no, l) => ({ title: '培训补贴已拨付', body: `申领编号 ${no} 的职业培训补贴已拨付，核定金额 ${yuanText(Number(l.approved_fen))} 元。` }),
};

export async function notifyLearners(db: Db, claimId: number, claimNo: string, step: SubsidyStep, now: Date): Promise<void> {
  const lines = await db.selectFrom('subsidy_claim_lines').select(['user_id', 'amount_fen', 'approved_fen', 'eligible', 'decision']).where('claim_id', '=', claimId).execute();
  for (const line of lines) {
    await notify(db, { userId: line.user_id, kind: 'subsidy', link: '/user/subsidies', ...TEXT[step](claimNo, line) }, now);
  }
}
