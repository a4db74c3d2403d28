import { z } from 'zod';
import { dateParam, idRef } from '../fields';
import { fen } from './money';
import { PaymentBatchStatusSchema } from './states';

// Payment batches (拨付批次): payable claims gathered by the province (or the city, by configuration),
// exported as a bank transfer sheet, and recorded as paid with a date and a voucher number.

export const PaymentItemSchema = z
  .object({
    claim_id: z.number().int(),
    claim_no: z.string(),
    organization_name: z.string().nullable(),
    payee_name: z.string(),
    payee_bank: z.string(),
    payee_account_masked: z.string(),
    amount_fen: fen,
  })
  .meta({ id: 'SubsidyPaymentItem' });

export const PaymentBatchSchema = z
  .object({
    id: z.number().int(),
    batch_no: z.string(),
    city_code: z.string().nullable().meta({ description: 'Set when the batch is a city one (payer = city)' }),
    status: PaymentBatchStatusSchema,
    claim_count: z.number().int(),
    total_fen: fen,
    paid_on: z.string().nullable(),
    voucher_no: z.string().nullable(),
    note: z.string().nullable(),
    created_at: z.string(),
    updated_at: z.string(),
  })
  .meta({ id: 'SubsidyPaymentBatch' });
export type PaymentBatch = z.infer<typeof PaymentBatchSchema>;

export const PaymentBatchDetailSchema = PaymentBatchSchema.extend({ items: z.array(PaymentItemSchema) }).meta({ id: 'SubsidyPaymentBatchDetail' });
export type PaymentBatchDetail = z.infer<typeof PaymentBatchDetailSchema>;

export const PaymentBatchBody = z
  .object({ claim_ids: z.array(idRef()).min(1, '请至少选择一个申领。').max(500), note: z.string().trim().max(200).optional() })
  .meta({ id: 'SubsidyPaymentBatchBody' });
export type PaymentBatchInput = z.infer<typeof PaymentBatchBody>;

export const PaymentRecordBody = z
  .object({
    paid_on: dateParam,
    voucher_no: z.string().trim().min(3, '请填写凭证号。').max(50).regex(/^[\w-]+$/, '凭证号只能包含字母、数字、横线和下划线。'),
  })
  .meta({ id: 'SubsidyPaymentRecordBody' });
export type PaymentRecordInput = z.infer<typeof PaymentRecordBody>;
