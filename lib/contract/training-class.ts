import { z } from 'zod';
import { ClassStatusSchema } from './class-status';
import { included } from './envelope';
import { OccupationSchema } from './occupation';
import { OrganizationSchema } from './organization';
import { RegionSchema } from './region';
import { TeacherSchema } from './teacher';

// A training class as the public pages and the back office read it.

export { ClassStatusSchema, type ClassStatus } from './class-status';

export const TrainingClassSchema = z
  .object({
    id: z.number().int(),
    title: z.string(),
    occupation_id: z.number().int(),
    level: z.number().int(),
    organization_id: z.number().int().nullable(),
    city_code: z.string().nullable(),
    area_code: z.string().nullable(),
    address: z.string().nullable(),
    enroll_start: z.string().nullable(),
    enroll_end: z.string().nullable(),
    start_date: z.string(),
    end_date: z.string(),
    schedule: z.string().nullable(),
    hours: z.number().int(),
    capacity: z.number().int(),
    enrolled_count: z.number().int(),
    seats_left: z.number().int(),
    fee_cents: z.number().int(),
    subsidy_cents: z.number().int(),
    cover: z.string().nullable(),
    description: z.string().nullable(),
    requires_verification: z.boolean(),
    is_hot: z.boolean(),
    /** Completion (确认结业) below `hours` is refused rather than warned about. */
    completion_requires_hours: z.boolean(),
    status: ClassStatusSchema,
    created_at: z.string(),
    updated_at: z.string(),
    occupation: included(OccupationSchema).optional(),
    organization: included(OrganizationSchema.nullable()).optional(),
    city: included(RegionSchema.nullable()).optional(),
    area: included(RegionSchema.nullable()).optional(),
    teachers: included(z.array(TeacherSchema)).optional(),
  })
  .meta({ id: 'TrainingClass' });
export type TrainingClass = z.infer<typeof TrainingClassSchema>;
