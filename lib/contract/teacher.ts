import { z } from 'zod';
import { included } from './envelope';
import { OccupationSchema } from './occupation';
import { OrganizationSchema } from './organization';

// A teacher as the public directory shows one.

export const TeacherSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    gender: z.number().int().nullable(),
    title: z.string().nullable(),
    organization_id: z.number().int().nullable(),
    occupation_id: z.number().int().nullable(),
    specialty: z.string().nullable(),
    introduction: z.string().nullable(),
    city_code: z.string().nullable(),
    occupation: included(OccupationSchema.nullable()).optional(),
    organization: included(OrganizationSchema.nullable()).optional(),
  })
  .meta({ id: 'Teacher' });
export type Teacher = z.infer<typeof TeacherSchema>;
