import { z } from 'zod';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { idRef } from './fields';
import { included } from './envelope';
import { OccupationSchema } from './occupation';

// A talent of the public directory: `name` is the surname plus 某/某某 unless the person agreed to show it whole.

export const talentFields = {
  id: z.number().int(),
  name: z.string(),
  gender: z.number().int().nullable(),
  birth_year: z.number().int().nullable(),
  education: z.string().nullable(),
  occupation_id: z.number().int().nullable(),
  skill_level: z.number().int().nullable(),
  city_code: z.string().nullable(),
  expected_job: z.string().nullable(),
  expected_salary: z.string().nullable(),
  introduction: z.string().nullable(),
};

export const TalentSchema = z
  .object({ ...talentFields, occupation: included(OccupationSchema.nullable()).optional() })
  .meta({ id: 'Talent' });
export type Talent = z.infer<typeof TalentSchema>;

const thisYear = new Date().getUTCFullYear();

/** A talent profile as its owner (or a manager correcting it) writes it. */
export const TalentProfileBody = z
  .object({
    name: z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。').meta({ type: 'string', example: '王丽娟' }),
    gender: z.union([z.literal(1), z.literal(2)]),
    birth_year: z.number().int().min(thisYear - 80).max(thisYear - 16),
    education: z.string().trim().min(1).max(30).meta({ description: 'A value of dictionary type education' }),
    occupation_id: idRef().nullable().optional(),
    skill_level: z.number().int().min(1).max(5).nullable().optional(),
    city_code: z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位地区代码。').meta({ type: 'string', example: '410100' }),
    expected_job: z.string().trim().min(2).max(100),
    expected_salary: z.string().trim().max(50).nullable().optional(),
    introduction: z.string().trim().max(1000).nullable().optional(),
    is_public: z.boolean().default(true),
  })
  .meta({ id: 'TalentProfileBody' });
