import { z } from 'zod';
import { included } from './envelope';
import { TrainingClassSchema } from './training-class';

// A learner's enrolment in a class, its history, its order and payment instructions, and the
// learner's notifications. The state machine over these statuses is lib/server/services/enrollment-states.ts.

export const ENROLLMENT_STATUSES = [
  'waitlisted', 'pending', 'approved', 'rejected', 'paid', 'studying', 'completed', 'certified', 'cancelled',
] as const;
export const EnrollmentStatusSchema = z.enum(ENROLLMENT_STATUSES);
export type EnrollmentStatus = z.infer<typeof EnrollmentStatusSchema>;

export const EnrollmentEventSchema = z
  .object({
    id: z.number().int(), from_status: z.string().nullable(), to_status: z.string(), reason: z.string().nullable(),
    actor_type: z.enum(['user', 'manager', 'system']).or(z.string()), created_at: z.string(),
  })
  .meta({ id: 'EnrollmentEvent' });
export type EnrollmentEvent = z.infer<typeof EnrollmentEventSchema>;

export const PaymentInstructionsSchema = z
  .object({
    provider: z.string(), kind: z.enum(['offline', 'redirect']),
    payee: z.object({ name: z.string().nullable(), address: z.string().nullable(), phone: z.string().nullable() }),
    url: z.string().optional(),
  })
  .meta({ id: 'PaymentInstructions' });
export type PaymentInstructions = z.infer<typeof PaymentInstructionsSchema>;

export const OrderSchema = z
  .object({
    order_no: z.string(), enrollment_id: z.number().int(), class_id: z.number().int(), class_title: z.string(), amount_cents: z.number().int(),
    status: z.string().meta({ description: 'pending | paid | refunded | closed' }), provider: z.string(), paid_at: z.string().nullable(),
    refunded_at: z.string().nullable(), created_at: z.string(), updated_at: z.string(), payment: PaymentInstructionsSchema.optional(),
  })
  .meta({ id: 'Order' });
export type Order = z.infer<typeof OrderSchema>;

export const EnrollmentSchema = z
  .object({
    id: z.number().int(), class_id: z.number().int(), status: z.string(), real_name: z.string(), id_number: z.string(), phone: z.string(),
    education: z.string().nullable(), employment_category: z.string().nullable(),
    documents: z.array(z.object({ file_id: z.number().int(), name: z.string() })), reason: z.string().nullable(),
    waitlist_position: z.number().int().nullable(), study_seconds: z.number().int(), amount_due_cents: z.number().int(),
    created_at: z.string(), updated_at: z.string(),
    /** For managers, what completion and certificates are decided on: lessons completed of the class's, and the latest exam result (null: none yet). */
    decision: z.object({
      lessons_done: z.number().int(), lessons_total: z.number().int(),
      exam: z.object({ score: z.number().nullable(), passed: z.boolean().nullable() }).nullable(),
    }).optional(),
    class: included(TrainingClassSchema.nullable()).optional(),
    events: included(z.array(EnrollmentEventSchema)).optional(),
    order: included(OrderSchema.nullable()).optional(),
  })
  .meta({ id: 'Enrollment' });
export type Enrollment = z.infer<typeof EnrollmentSchema>;

export const NotificationSchema = z
  .object({
    id: z.number().int(), kind: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), read_at: z.string().nullable(),
    created_at: z.string(),
  })
  .meta({ id: 'Notification' });
export type Notification = z.infer<typeof NotificationSchema>;
/** POST /user/notifications/read: how many were marked read. */
export const NotificationsReadSchema = z.object({ updated: z.number().int() });
