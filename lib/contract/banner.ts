import { z } from 'zod';

// A home-page banner.

export const BannerSchema = z
  .object({ id: z.number().int(), title: z.string(), image: z.string().nullable(), link: z.string().nullable(), sort: z.number().int() })
  .meta({ id: 'Banner' });
export type Banner = z.infer<typeof BannerSchema>;
