import { z } from 'zod';
import { dateParam } from './fields';
import { MoxibustionBatchSchema } from './moxibustion';

// A moxibustion batch as the back office writes it (POST/PUT /manage/moxibustion/batches): the
// API checks it with this schema and the batch form checks the same before sending.

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const MoxibustionBatchBody = z
  .object({
    code: text(50), title: text(120), level: text(30),
    city_code: z.string().trim().regex(/^\d{6}$/, '必须是 6 位地区代码。'),
    venue: optionalText(255), organizer: text(120), issuer: text(120),
    enroll_start: dateParam, enroll_end: dateParam, start_date: dateParam, end_date: dateParam,
    hours: z.number().int().min(1).max(2000), capacity: z.number().int().min(1).max(10_000), fee_cents: z.number().int().min(0).max(100_000_000),
    contact_phone: z.string().trim().regex(/^[\d-]{7,20}$/, '必须是有效的电话号码。').nullable().optional().or(z.literal('')),
    description: z.string().max(20_000).nullable().optional(),
    status: MoxibustionBatchSchema.shape.status.optional(),
  })
  .superRefine((b, ctx) => {
    if (b.enroll_end < b.enroll_start) ctx.addIssue({ code: 'custom', path: ['enroll_end'], message: '不能早于报名开始日期。' });
    if (b.end_date < b.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: '不能早于开班日期。' });
    if (b.start_date < b.enroll_start) ctx.addIssue({ code: 'custom', path: ['start_date'], message: '不能早于报名开始日期。' });
  })
  .meta({ id: 'MoxibustionBatchBody' });
export type MoxibustionBatchInput = z.infer<typeof MoxibustionBatchBody>;

/** The issuer printed on one programme certificate (PATCH /manage/moxibustion/certificates/{id}). */
export const MoxibustionIssuerBody = z.object({ issuer: z.string().trim().min(2).max(120) }).meta({ id: 'MoxibustionCertificateIssuerBody' });
