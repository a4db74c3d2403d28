import { z } from 'zod';
import { included } from './envelope';

// News and their categories; `content` (sanitised HTML) is on the detail answer only.

export const NewsCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), sort: z.number().int(), news_count: z.number().int().optional() })
  .meta({ id: 'NewsCategory' });
export type NewsCategory = z.infer<typeof NewsCategorySchema>;

export const NewsSchema = z
  .object({
    id: z.number().int(),
    category_id: z.number().int(),
    title: z.string(),
    summary: z.string().nullable(),
    content: z.string().optional(),
    cover: z.string().nullable(),
    author: z.string().nullable(),
    source: z.string().nullable(),
    is_top: z.boolean(),
    views: z.number().int(),
    published_at: z.string().nullable(),
    category: included(NewsCategorySchema).optional(),
  })
  .meta({ id: 'News' });
export type News = z.infer<typeof NewsSchema>;
