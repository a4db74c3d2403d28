import { z } from 'zod';

// An occupation of the national catalogue; `levels` are the skill levels offered, 1 (一级/高级技师) … 5 (五级/初级工).

export const OccupationSchema = z
  .object({
    id: z.number().int(),
    code: z.string(),
    name: z.string(),
    category_code: z.string(),
    category: z.string(),
    levels: z.array(z.number().int()),
    description: z.string().nullable(),
    classes_count: z.number().int().optional(),
  })
  .meta({ id: 'Occupation' });
export type Occupation = z.infer<typeof OccupationSchema>;
