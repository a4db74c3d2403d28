import { z } from 'zod';
import { included } from './envelope';
import { OccupationSchema } from './occupation';

// An examiner as the public directory shows one.

export const ExaminerSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    avatar: z.string().nullable(),
    gender: z.number().int().nullable(),
    occupation_id: z.number().int().nullable(),
    level: z.number().int().nullable(),
    organization_id: z.number().int().nullable(),
    city_code: z.string().nullable(),
    introduction: z.string().nullable(),
    occupation: included(OccupationSchema.nullable()).optional(),
  })
  .meta({ id: 'Examiner' });
export type Examiner = z.infer<typeof ExaminerSchema>;
