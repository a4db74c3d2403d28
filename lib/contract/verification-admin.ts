import { z } from 'zod';

// A real-name verification submission as the back office reviews it (routes/manage-verifications.ts);
// the verifications page reads it.

export const VERIFICATION_STATUSES = ['pending', 'success', 'rejected'] as const;
export type VerificationStatus = (typeof VERIFICATION_STATUSES)[number];

export const VerificationReviewSchema = z
  .object({
    id: z.number().int(), user_id: z.number().int(), real_name: z.string(),
    id_number: z.string().meta({ description: 'Whole only for a manager with learners.id-number (the view is logged); else masked' }),
    phone: z.string(), city_code: z.string().nullable(), city_name: z.string().nullable(), audit_status: z.enum(VERIFICATION_STATUSES), audit_reason: z.string().nullable(),
    audited_at: z.string().nullable(), auditor: z.string().nullable(), has_photos: z.boolean(), created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'VerificationReview' });
export type VerificationReview = z.infer<typeof VerificationReviewSchema>;
