import { z } from 'zod';

// Learner accounts as the back office's system administration sees them (routes/system-accounts.ts,
// /manage/learners): a row of the search, phone and ID number masked unless the caller may see them,
// and one learner with recent enrolments and certificates. The learners page reads these.

const int = () => z.number().int();

export const LearnerAccountSchema = z
  .object({
    id: int(), phone: z.string(), name: z.string().nullable(), real_name: z.string().nullable(), id_number: z.string().nullable(),
    city_code: z.string().nullable(), city_name: z.string().nullable(), status: z.string(),
    verify_status: z.string().meta({ description: "none, or the real-name submission's audit status (pending, success, rejected)" }),
    must_change_password: z.boolean(), last_login_at: z.string().nullable(), created_at: z.string(),
  })
  .meta({ id: 'LearnerAccount' });
export type LearnerAccount = z.infer<typeof LearnerAccountSchema>;

export const LearnerAccountDetailSchema = z
  .object({
    ...LearnerAccountSchema.shape,
    enrollments: z.object({
      data: z.array(z.object({ id: int(), class_id: int(), class_title: z.string(), status: z.string(), study_seconds: int(), created_at: z.string() })),
    }),
    certificates: z.object({
      data: z.array(z.object({ id: int(), cert_no: z.string(), occupation_name: z.string(), level: int(), issued_on: z.string(), status: z.string() })),
    }),
  })
  .meta({ id: 'LearnerAccountDetail' });
export type LearnerAccountDetail = z.infer<typeof LearnerAccountDetailSchema>;
