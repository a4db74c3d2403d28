import { z } from 'zod';

// An administrative division (province, city, district) as the API answers it.

export const RegionSchema = z
  .object({ code: z.string(), name: z.string(), parent_code: z.string().nullable(), level: z.number().int() })
  .meta({ id: 'Region' });
export type Region = z.infer<typeof RegionSchema>;
