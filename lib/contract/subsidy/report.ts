import { z } from 'zod';
import { dateParam } from '../fields';
import { fen } from './money';

// Reports (统计报表) by city, institution, occupation and month, within the manager's data scope.

export const REPORT_GROUPS = ['city', 'institution', 'occupation', 'month'] as const;
export const ReportGroupSchema = z.enum(REPORT_GROUPS);

export const ReportQuery = z
  .object({ group: ReportGroupSchema.default('city'), from: dateParam.optional(), to: dateParam.optional() })
  .superRefine((q, ctx) => {
    if (q.from && q.to && q.to < q.from) ctx.addIssue({ code: 'custom', path: ['to'], message: '截止日期不能早于起始日期。' });
  });
export type ReportQueryInput = z.infer<typeof ReportQuery>;

export const ReportRowSchema = z
  .object({
    key: z.string().meta({ description: 'City code, organisation id, occupation id or YYYY-MM' }),
    label: z.string(),
    claims: z.number().int(),
    learners: z.number().int(),
    eligible_learners: z.number().int(),
    claimed_fen: fen,
    approved_fen: fen,
    paid_fen: fen,
  })
  .meta({ id: 'SubsidyReportRow' });
export type ReportRow = z.infer<typeof ReportRowSchema>;

export const ReportSchema = z
  .object({ group: ReportGroupSchema, rows: z.array(ReportRowSchema), totals: ReportRowSchema.omit({ key: true, label: true }) })
  .meta({ id: 'SubsidyReport' });
export type Report = z.infer<typeof ReportSchema>;
