import { z } from 'zod';
import { bulkAnswer, bulkOutcome } from './bulk';
import { maskedIdNumber, maskedPhone } from './person';

// A teacher application as the back office reviews it (routes/manage-teacher-applications.ts); the
// applications page reads it, and what a bulk review did.

const int = () => z.number().int();

export const APPLICATION_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** A qualification document the applicant uploaded. */
export const ApplicationFileSchema = z.object({ id: int(), name: z.string(), mime: z.string(), size: int() });
export type ApplicationFile = z.infer<typeof ApplicationFileSchema>;

export const ManagedApplicationSchema = z
  .object({
    id: int(), user_id: int(), name: z.string(), phone: maskedPhone, id_number: maskedIdNumber.nullable(), occupation_id: int().nullable(),
    occupation_name: z.string().nullable(), city_code: z.string().nullable(), city_name: z.string().nullable(), qualifications: z.string().nullable(),
    files: z.array(ApplicationFileSchema), status: z.enum(APPLICATION_STATUSES), reason: z.string().nullable(), reviewer: z.string().nullable(), reviewed_at: z.string().nullable(),
    teacher_id: int().nullable().meta({ description: 'The teacher record an approval created or linked' }), created_at: z.string(),
  })
  .meta({ id: 'ManagedTeacherApplication' });
export type ManagedApplication = z.infer<typeof ManagedApplicationSchema>;

export const ApplicationBulkAnswerSchema = bulkAnswer(bulkOutcome(z.enum(APPLICATION_STATUSES)));
export type ApplicationBulkAnswer = z.infer<typeof ApplicationBulkAnswerSchema>;
