import { z } from 'zod';
import { idRef } from './fields';

// What the back office writes for content (news, news categories, single pages): the API checks
// with these schemas and the editors check the same before sending.

/** A news article as the back office sees it: a draft, waiting for its time, or published. */
export const NEWS_STATUSES = ['draft', 'scheduled', 'published'] as const;
export type NewsStatus = (typeof NEWS_STATUSES)[number];

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
// Only our own uploads: the site's Content-Security-Policy allows images from 'self' alone.
const UPLOADED_IMAGE = /^\/api\/v1\/files\/\d{1,10}$/;

export const NewsBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    category_id: idRef(),
    summary: optionalText(500),
    content: z.string().min(1).max(200_000).meta({ description: 'Rich text HTML; sanitised on the server' }),
    cover: z.string().trim().max(255).refine((v) => v === '' || UPLOADED_IMAGE.test(v), '必须是上传后的图片地址。').nullable().optional(),
    author: optionalText(50),
    source: optionalText(100),
    is_top: z.boolean().optional(),
  })
  .meta({ id: 'ManagedNewsBody' });

export const CategoryBody = z
  .object({
    name: z.string().trim().min(1).max(50),
    slug: z.string().trim().refine((v) => /^[a-z0-9][a-z0-9-]{0,49}$/.test(v), '只能包含小写字母、数字和连字符。'),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .meta({ id: 'NewsCategoryBody' });

export const PageBody = z
  .object({ title: z.string().trim().min(1).max(100), content: z.string().min(1).max(200_000).meta({ description: 'Rich text HTML; sanitised on the server' }) })
  .meta({ id: 'ManagedPageBody' });

// What the back office reads back (routes/manage-news.ts, manage-news-categories.ts, manage-pages.ts,
// content-image-upload.ts); the content pages and editors read these.
const int = () => z.number().int();

export const ManagedNewsSchema = z
  .object({
    id: int(), category_id: int(), category_name: z.string().nullable(), title: z.string(), summary: z.string().nullable(),
    cover: z.string().nullable(), author: z.string().nullable(), source: z.string().nullable(), status: z.enum(NEWS_STATUSES), is_top: z.boolean(),
    views: int(), published_at: z.string().nullable(), created_at: z.string(), updated_at: z.string(), content: z.string().optional(),
  })
  .meta({ id: 'ManagedNews' });
export type ManagedNews = z.infer<typeof ManagedNewsSchema>;

export const ManagedCategorySchema = z
  .object({ id: int(), name: z.string(), slug: z.string(), sort: int(), news_count: int() })
  .meta({ id: 'ManagedNewsCategory' });
export type ManagedCategory = z.infer<typeof ManagedCategorySchema>;

export const ManagedPageSchema = z
  .object({ id: int(), slug: z.string(), title: z.string(), content: z.string().optional(), updated_at: z.string() })
  .meta({ id: 'ManagedPage' });
export type ManagedPage = z.infer<typeof ManagedPageSchema>;

export const ContentImageSchema = z.object({ id: int(), url: z.string() }).meta({ id: 'ContentImage' });
export type ContentImage = z.infer<typeof ContentImageSchema>;
