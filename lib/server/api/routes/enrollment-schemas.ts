import { z } from '@hono/zod-openapi';
import type { Enrollment, EnrollmentEvent, Notification, Order, PaymentInstructions } from '@/lib/api/learner-types';
import { ENROLLMENT_STATUSES } from '@/lib/server/services/enrollment-states';
import { TrainingClassSchema } from '../http/schemas';
import { phone, VerificationFields } from './account-input';

// Request and response schemas of the learner area's enrolment, order and notification endpoints.

const included = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
const dictionaryValue = (description: string) => z.string().trim().min(1).max(30).openapi({ description });
const flag = z
  .union([z.boolean(), z.enum(['0', '1', 'true', 'false'])])
  .transform((v) => v === true || v === '1' || v === 'true')
  .openapi({ type: 'boolean' });

export const EnrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);

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

export const EnrollmentBody = z.object({ class_id: z.coerce.number().int().min(1).max(2_147_483_647), ...formFields }).openapi('EnrollmentBody');
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

export const EnrollmentEventSchema = z
  .object({
    id: z.number().int(), from_status: z.string().nullable(), to_status: z.string(), reason: z.string().nullable(),
    actor_type: z.enum(['user', 'manager', 'system']).or(z.string()), created_at: z.string(),
  })
  .openapi('EnrollmentEvent');

export const PaymentInstructionsSchema = z
  .object({
    provider: z.string(), kind: z.enum(['offline', 'redirect']),
    payee: z.object({ name: z.string().nullable(), address: z.string().nullable(), phone: z.string().nullable() }),
    url: z.string().optional(),
  })
  .openapi('PaymentInstructions');

export const OrderSchema = z
  .object({
    order_no: z.string(), enrollment_id: z.number().int(), class_id: z.number().int(), class_title: z.string(), amount_cents: z.number().int(),
    status: z.string().openapi({ description: 'pending | paid | refunded | closed' }), provider: z.string(), paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(), created_at: z.string(), updated_at: z.string(), payment: PaymentInstructionsSchema.optional(),
  })
  .openapi('Order');

export const EnrollmentSchema = z
  .object({
    id: z.number().int(), class_id: z.number().int(), status: z.string(), real_name: z.string(), id_number: z.string(), phone: z.string(),
    education: z.string().nullable(), employment_category: z.string().nullable(),
    documents: z.array(z.object({ file_id: z.number().int(), name: z.string() })), reason: z.string().nullable(),
    waitlist_position: z.number().int().nullable(), study_seconds: z.number().int(), amount_due_cents: z.number().int(),
    created_at: z.string(), updated_at: z.string(),
    class: included(TrainingClassSchema.nullable()).optional(),
    events: included(z.array(EnrollmentEventSchema)).optional(),
    order: included(OrderSchema.nullable()).optional(),
  })
  .openapi('Enrollment');

export const NotificationSchema = z
  .object({
    id: z.number().int(), kind: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .openapi('Notification');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const same = <A, B>(check: Same<A, B>) => check;
same<z.infer<typeof EnrollmentEventSchema>['id'], EnrollmentEvent['id']>(true);
same<z.infer<typeof OrderSchema>['order_no'], Order['order_no']>(true);
same<z.infer<typeof PaymentInstructionsSchema>['kind'], PaymentInstructions['kind']>(true);
same<z.infer<typeof NotificationSchema>, Notification>(true);
same<keyof z.infer<typeof EnrollmentSchema>, keyof Enrollment>(true);
