import { z } from 'zod';
import { fen } from './money';
import { ObjectionStatusSchema } from './states';

// The public notice (公示) of an approved claim: names and ID numbers masked; anyone may object.

export const NoticeLineSchema = z
  .object({
    name_masked: z.string().meta({ example: '张*' }),
    id_number_masked: z.string().meta({ example: '4101**********123X' }),
    occupation_name: z.string().nullable(),
    level: z.number().int(),
    amount_fen: fen,
  })
  .meta({ id: 'SubsidyNoticeLine' });

export const NoticeSchema = z
  .object({
    id: z.number().int().meta({ description: 'The claim id' }),
    claim_no: z.string(),
    organization_name: z.string().nullable(),
    city_code: z.string().nullable(),
    city_name: z.string().nullable(),
    class_title: z.string(),
    occupation_name: z.string().nullable(),
    level: z.number().int(),
    learner_count: z.number().int(),
    total_fen: fen,
    notice_starts_on: z.string(),
    notice_ends_on: z.string(),
    open: z.boolean().meta({ description: 'Still within the notice period (objections accepted)' }),
  })
  .meta({ id: 'SubsidyNotice' });
export type Notice = z.infer<typeof NoticeSchema>;

export const NoticeDetailSchema = NoticeSchema.extend({ lines: z.array(NoticeLineSchema) }).meta({ id: 'SubsidyNoticeDetail' });
export type NoticeDetail = z.infer<typeof NoticeDetailSchema>;

export const ObjectionBody = z
  .object({
    message: z.string().trim().min(10, '异议内容至少 10 个字。').max(1000, '异议内容最多 1000 个字。'),
    contact_name: z.string().trim().max(30).optional(),
    contact_phone: z.string().trim().regex(/^1[3-9]\d{9}$/, '必须是有效的手机号码。').optional().or(z.literal('')),
  })
  .meta({ id: 'SubsidyObjectionBody' });
export type ObjectionInput = z.infer<typeof ObjectionBody>;

export const ObjectionSchema = z
  .object({
    id: z.number().int(),
    claim_id: z.number().int(),
    message: z.string(),
    contact_name: z.string().nullable(),
    contact_phone_masked: z.string().nullable(),
    status: ObjectionStatusSchema,
    handled_note: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'SubsidyObjection' });
export type Objection = z.infer<typeof ObjectionSchema>;

export const ObjectionHandleBody = z.object({ note: z.string().trim().min(2, '请填写处理意见。').max(500) }).meta({ id: 'SubsidyObjectionHandleBody' });
