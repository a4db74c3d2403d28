import { z } from 'zod';
import { dateParam, idRef } from '../fields';
import { fen } from './money';

// A subsidy standard (补贴标准), set by the province: how much a learner who completes a class of one
// occupation and level (and, where the programme distinguishes them, of one learner category) brings,
// on what conditions, in which period. Claims copy what they used, so editing a standard changes no
// submitted claim.

export const SubsidyStandardSchema = z
  .object({
    id: z.number().int(),
    occupation_id: z.number().int(),
    occupation_name: z.string().nullable(),
    level: z.number().int().meta({ description: 'Skill level 1 (高级技师) … 5 (初级工)' }),
    learner_category: z.string().nullable().meta({ description: 'A value of dictionary employment_category; null applies to every learner' }),
    amount_fen: fen,
    min_attendance_percent: z.number().int().min(0).max(100),
    claim_months: z.number().int().meta({ description: 'Months after the certificate is issued within which a claim is allowed' }),
    once_per_occupation_level: z.boolean().meta({ description: 'A person is subsidised at most once for the same occupation and level' }),
    max_per_year: z.number().int().meta({ description: 'Subsidies a person may receive per calendar year, across all institutions' }),
    valid_from: z.string(),
    valid_to: z.string().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SubsidyStandard' });
export type SubsidyStandard = z.infer<typeof SubsidyStandardSchema>;

export const SubsidyStandardBody = z
  .object({
    occupation_id: idRef(),
    level: z.number().int().min(1).max(5),
    learner_category: z.string().trim().min(1).max(30).nullable().optional(),
    amount_fen: fen.refine((v) => v > 0, '补贴金额必须大于 0。'),
    min_attendance_percent: z.number().int().min(0, '出勤率标准应在 0–100 之间。').max(100, '出勤率标准应在 0–100 之间。'),
    claim_months: z.number().int().min(1, '申领期限至少 1 个月。').max(60, '申领期限最多 60 个月。'),
    once_per_occupation_level: z.boolean().default(true),
    max_per_year: z.number().int().min(1, '每年补贴次数上限至少为 1。').max(12, '每年补贴次数上限最多为 12。'),
    valid_from: dateParam,
    valid_to: dateParam.nullable().optional(),
    note: z.string().trim().max(500).nullable().optional(),
  })
  .superRefine((b, ctx) => {
    if (b.valid_to && b.valid_to < b.valid_from) ctx.addIssue({ code: 'custom', path: ['valid_to'], message: '截止日期不能早于起始日期。' });
  })
  .meta({ id: 'SubsidyStandardBody' });
export type SubsidyStandardInput = z.infer<typeof SubsidyStandardBody>;

export const SubsidyStandardQuery = z.object({
  occupation_id: idRef().optional(),
  level: z.coerce.number().int().min(1).max(5).optional(),
  on: dateParam.optional().meta({ description: 'Only standards in force on this date' }),
});
