import { z } from 'zod';

// The platform's figures on the home page.

export const SiteStatsSchema = z
  .object({
    classes: z.number().int(),
    enrolling_classes: z.number().int(),
    learners_trained: z.number().int(),
    certificates_issued: z.number().int(),
    occupations: z.number().int(),
    organizations: z.number().int(),
  })
  .meta({ id: 'SiteStats' });
export type SiteStats = z.infer<typeof SiteStatsSchema>;
