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

// The signed-in manager's own organisation (GET /manage/organization), which the organisation form edits.
export const OwnOrganizationSchema = z
  .object({
    id: z.number().int(), name: z.string(), type: z.number().int(), credit_code: z.string().nullable(), contact_name: z.string().nullable(),
    contact_phone: z.string().nullable(), address: z.string().nullable(), province_code: z.string().nullable(), city_code: z.string().nullable(),
    area_code: z.string().nullable(), logo: z.string().nullable(), introduction: z.string().nullable(), qualifications: z.string().nullable(),
    status: z.string(), updated_at: z.string(),
  })
  .meta({ id: 'OwnOrganization' });
export type OwnOrganization = z.infer<typeof OwnOrganizationSchema>;
