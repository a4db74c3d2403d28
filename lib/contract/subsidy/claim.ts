import { z } from 'zod';
import { idRef } from '../fields';
import { EligibilityReasonSchema } from './eligibility';
import { fen } from './money';
import { ClaimStatusSchema, LineDecisionSchema } from './states';

// A subsidy claim (补贴申领): one class, created by its institution once certificates are issued.
// Each learner is a line, eligible or not, with the standard's amount and rules copied into it; on
// submission the lines are frozen.

export const ClaimLineSchema = z
  .object({
    id: z.number().int(),
    claim_id: z.number().int(),
    enrollment_id: z.number().int(),
    user_id: z.number().int(),
    learner_name: z.string(),
    id_number_masked: z.string(),
    learner_category: z.string().nullable(),
    standard_id: z.number().int().nullable(),
    standard_amount_fen: fen.meta({ description: 'The standard amount copied when the line was computed' }),
    standard_min_attendance_percent: z.number().int().nullable(),
    standard_claim_months: z.number().int().nullable(),
    attendance_percent: z.number().int(),
    attended_hours: z.number(),
    exam_passed: z.boolean(),
    certificate_no: z.string().nullable(),
    certificate_issued_on: z.string().nullable(),
    eligible: z.boolean(),
    reasons: z.array(EligibilityReasonSchema),
    amount_fen: fen.meta({ description: 'What the line claims: the standard amount when eligible, else 0' }),
    decision: LineDecisionSchema,
    decision_reason: z.string().nullable(),
    approved_fen: fen.meta({ description: 'What the reviewer approved (0 until approved)' }),
  })
  .meta({ id: 'SubsidyClaimLine' });
export type ClaimLine = z.infer<typeof ClaimLineSchema>;

export const ClaimAttachmentSchema = z
  .object({
    file_id: z.number().int(),
    kind: z.enum(['invoice', 'photo', 'other']),
    name: z.string(),
    mime: z.string(),
    size: z.number().int(),
    created_at: z.string(),
  })
  .meta({ id: 'SubsidyClaimAttachment' });
export type ClaimAttachment = z.infer<typeof ClaimAttachmentSchema>;

export const ClaimSchema = z
  .object({
    id: z.number().int(),
    claim_no: z.string(),
    class_id: z.number().int(),
    class_title: z.string(),
    organization_id: z.number().int().nullable(),
    organization_name: z.string().nullable(),
    city_code: z.string().nullable(),
    occupation_id: z.number().int(),
    occupation_name: z.string().nullable(),
    level: z.number().int(),
    status: ClaimStatusSchema,
    learner_count: z.number().int(),
    eligible_count: z.number().int(),
    total_fen: fen.meta({ description: 'Sum of the eligible lines' }),
    approved_fen: fen.meta({ description: 'Sum of the approved lines' }),
    payee_name: z.string().nullable(),
    payee_bank: z.string().nullable(),
    payee_account_masked: z.string().nullable(),
    submitted_at: z.string().nullable(),
    reviewed_at: z.string().nullable(),
    review_reason: z.string().nullable(),
    notice_starts_on: z.string().nullable(),
    notice_ends_on: z.string().nullable(),
    payment_batch_id: z.number().int().nullable(),
    paid_on: z.string().nullable(),
    fraud_signal_count: z.number().int(),
    open_objection_count: z.number().int(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SubsidyClaim' });
export type Claim = z.infer<typeof ClaimSchema>;

/** GET /manage/subsidy/claims/{id}: the claim with its lines and attachments (signals, corrections, objections and audit are their own reads). */
export const ClaimDetailSchema = ClaimSchema.extend({
  lines: z.array(ClaimLineSchema),
  attachments: z.array(ClaimAttachmentSchema),
}).meta({ id: 'SubsidyClaimDetail' });
export type ClaimDetail = z.infer<typeof ClaimDetailSchema>;

export const ClaimCreateBody = z.object({ class_id: idRef() }).meta({ id: 'SubsidyClaimCreateBody' });

/** PUT /manage/subsidy/claims/{id}/payee (draft or returned only). */
export const ClaimPayeeBody = z
  .object({
    payee_name: z.string().trim().min(2, '请填写收款单位名称。').max(120),
    payee_bank: z.string().trim().min(2, '请填写开户银行。').max(120),
    payee_account: z.string().trim().regex(/^\d{8,30}$/, '银行账号应为 8–30 位数字。'),
  })
  .meta({ id: 'SubsidyClaimPayeeBody' });
export type ClaimPayeeInput = z.infer<typeof ClaimPayeeBody>;

export const ClaimQuery = z.object({
  status: ClaimStatusSchema.optional(),
  city_code: z.string().regex(/^\d{6}$/).optional(),
  organization_id: idRef().optional(),
  class_id: idRef().optional(),
  keyword: z.string().trim().min(1).max(50).optional(),
});

export const CLAIM_ATTACHMENT_KINDS = ['invoice', 'photo', 'other'] as const;
