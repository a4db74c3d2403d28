import { z } from 'zod';
import { idRef } from '../fields';

// The city's review (审核) of a submitted claim: approve (into public notice), reject, or return for
// correction, each with a reason; per learner where needed.

export const REVIEW_DECISIONS = ['approve', 'reject', 'return'] as const;
export const ReviewDecisionSchema = z.enum(REVIEW_DECISIONS);
export type ReviewDecision = z.infer<typeof ReviewDecisionSchema>;

export const ReviewBody = z
  .object({
    decision: ReviewDecisionSchema,
    reason: z.string().trim().min(2, '请填写审核意见（至少 2 个字）。').max(500, '审核意见最多 500 个字。'),
    lines: z
      .array(z.object({ line_id: idRef(), decision: z.enum(['approved', 'rejected']), reason: z.string().trim().max(200).optional() }))
      .max(5000)
      .optional()
      .meta({ description: 'Per-learner decisions when approving; lines not listed follow their eligibility' }),
    notice_days: z.number().int().min(1).max(30).optional().meta({ description: 'Working days of public notice (default 5)' }),
  })
  .superRefine((b, ctx) => {
    b.lines?.forEach((l, i) => {
      if (l.decision === 'rejected' && !l.reason?.trim()) ctx.addIssue({ code: 'custom', path: ['lines', i, 'reason'], message: '不予补贴的学员必须填写原因。' });
    });
  })
  .meta({ id: 'SubsidyReviewBody' });
export type ReviewInput = z.infer<typeof ReviewBody>;

export const DEFAULT_NOTICE_WORKING_DAYS = 5;
