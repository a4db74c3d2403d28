import { z } from 'zod';

// An editable content page (about us, help…).

export const ContentPageSchema = z
  .object({ slug: z.string(), title: z.string(), content: z.string(), updated_at: z.string() })
  .meta({ id: 'ContentPage' });
export type ContentPage = z.infer<typeof ContentPageSchema>;
