import { z } from 'zod';

// A training organisation (type 10/11/12).

export const OrganizationSchema = z
  .object({
    id: z.number().int(),
    name: z.string(),
    type: z.union([z.literal(10), z.literal(11), z.literal(12)]),
    city_code: z.string().nullable(),
    area_code: z.string().nullable(),
    address: z.string().nullable(),
    logo: z.string().nullable(),
    introduction: z.string().nullable(),
  })
  .meta({ id: 'Organization' });
export type Organization = z.infer<typeof OrganizationSchema>;
