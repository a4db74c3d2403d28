import { z } from 'zod';
import { fen } from './money';

// Eligibility (补贴资格), computed from the records and explained: every ineligible learner carries
// one or more reasons, each a stable code (for translation) and the words in Chinese.

export const INELIGIBILITY_CODES = [
  'identity_unverified', // 未完成实名认证
  'no_standard', // 无适用的补贴标准
  'attendance_below_standard', // 出勤率未达标准
  'exam_not_passed', // 考试未通过或无成绩
  'no_certificate', // 未取得有效证书
  'claim_window_expired', // 超过申领期限
  'already_subsidised_same_level', // 同职业同等级已享受补贴
  'yearly_limit_reached', // 本年度补贴次数已达上限
] as const;
export const IneligibilityCodeSchema = z.enum(INELIGIBILITY_CODES);
export type IneligibilityCode = z.infer<typeof IneligibilityCodeSchema>;

export const EligibilityReasonSchema = z
  .object({
    code: IneligibilityCodeSchema,
    message: z.string().meta({ description: 'The reason in Chinese policy words', example: '出勤率 62%，低于补贴标准要求的 80%。' }),
    params: z.record(z.string(), z.union([z.string(), z.number()])).meta({ description: 'Figures the message quotes, for translated messages' }),
  })
  .meta({ id: 'EligibilityReason' });
export type EligibilityReason = z.infer<typeof EligibilityReasonSchema>;

export const EligibilityResultSchema = z
  .object({
    enrollment_id: z.number().int(),
    user_id: z.number().int(),
    learner_name: z.string(),
    id_number_masked: z.string(),
    learner_category: z.string().nullable(),
    standard_id: z.number().int().nullable(),
    amount_fen: fen.meta({ description: 'The standard amount, 0 when ineligible' }),
    attendance_percent: z.number().int(),
    attended_hours: z.number(),
    required_hours: z.number(),
    exam_passed: z.boolean(),
    certificate_no: z.string().nullable(),
    certificate_issued_on: z.string().nullable(),
    eligible: z.boolean(),
    reasons: z.array(EligibilityReasonSchema),
  })
  .meta({ id: 'EligibilityResult' });
export type EligibilityResult = z.infer<typeof EligibilityResultSchema>;

export const ClassEligibilitySchema = z
  .object({
    class_id: z.number().int(),
    computed_at: z.string(),
    eligible_count: z.number().int(),
    ineligible_count: z.number().int(),
    total_fen: fen,
    learners: z.array(EligibilityResultSchema),
  })
  .meta({ id: 'ClassEligibility' });
export type ClassEligibility = z.infer<typeof ClassEligibilitySchema>;
