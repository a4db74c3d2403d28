import { z } from '@hono/zod-openapi';
import {
  EnrollmentEventSchema, EnrollmentSchema, EnrollmentStatusSchema, NotificationSchema, OrderSchema, PaymentInstructionsSchema,
} from '@/lib/contract/enrollment';
import { phone, VerificationFields } from './account-schemas';

// Request schemas of the learner area's enrolment, order and notification endpoints; the answers are
// the contracts of lib/contract/enrollment.ts.

export { EnrollmentEventSchema, EnrollmentSchema, EnrollmentStatusSchema, NotificationSchema, OrderSchema, PaymentInstructionsSchema };

const dictionaryValue = (description: string) => z.string().trim().min(1).max(30).openapi({ description });
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true')
  .openapi({ type: 'boolean' });

const formFields = {
  real_name: VerificationFields.shape.real_name.optional().openapi({
    description: 'Required for classes that do not require real-name verification; otherwise the verified name is used',
  }),
  id_number: VerificationFields.shape.id_number.optional().openapi({
    type: 'string', description: 'As real_name: the verified ID number is used for classes that require verification',
  }),
  phone,
  education: dictionaryValue('A value of dictionary type education'),
  employment_category: dictionaryValue('A value of dictionary type employment_category (unemployed, migrant worker, graduate…)'),
  join_waitlist: flag.optional().openapi({ description: 'When the class is full: join its waitlist instead of answering 409 class_full' }),
};

export const EnrollmentBody = z
  .object({
    class_id: z.coerce.number().int().min(1).max(2_147_483_647), ...formFields,
    phone: phone.optional().openapi({ description: "Contact phone; the account's own phone when omitted" }),
  })
  .openapi('EnrollmentBody');
export const EnrollmentEditBody = z
  .object({ ...formFields, phone: phone.optional(), education: formFields.education.optional(), employment_category: formFields.employment_category.optional() })
  .openapi('EnrollmentEditBody');
export const CancelBody = z.object({ reason: z.string().trim().min(2).max(200).optional() }).openapi('EnrollmentCancelBody');
export const RejectBody = z.object({ reason: z.string().trim().min(2).max(200) }).openapi('EnrollmentRejectBody');
export const RefundBody = z.object({ reason: z.string().trim().min(2).max(200) }).openapi('OrderRefundBody');
export const PayBody = z.object({ provider: z.enum(['offline']).default('offline') }).openapi('OrderPayBody');
export const ReadNotificationsBody = z
  .object({ ids: z.array(z.number().int().min(1).max(2_147_483_647)).min(1).max(100).optional() })
  .openapi('ReadNotificationsBody');
