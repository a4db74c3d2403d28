import { z } from 'zod';
import { maskedPhone } from './person';

// A talent record as the back-office lists and edits it (routes/manage-talents.ts); the talents page reads it.

const int = () => z.number().int();

export const TALENT_RECORD_STATUSES = ['active', 'hidden'] as const;

export const ManagedTalentSchema = z
  .object({
    id: int(), user_id: int().nullable(), name: z.string(), gender: int().nullable(), birth_year: int().nullable(),
    education: z.string().nullable(), occupation_id: int().nullable(), occupation_name: z.string().nullable(), skill_level: int().nullable(),
    city_code: z.string().nullable(), city_name: z.string().nullable(), expected_job: z.string().nullable(), expected_salary: z.string().nullable(),
    introduction: z.string().nullable(), phone: maskedPhone.nullable(), is_public: z.boolean(), status: z.enum(TALENT_RECORD_STATUSES),
    created_at: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'ManagedTalent' });
export type ManagedTalent = z.infer<typeof ManagedTalentSchema>;
