import { z } from '@hono/zod-openapi';
import { NEWS_STATUSES } from '@/lib/contract/content-admin';
import { CONTENT_PAGE_SLUGS } from '@/lib/server/services/pages-admin';
import { pageParams } from '../http/pagination';
import { idRef, keywordParam } from '@/lib/contract/fields';

// Bodies and answers of the back-office content endpoints (news, categories, pages, images).

export { CategoryBody, NewsBody, PageBody } from '@/lib/contract/content-admin';

export const ScheduleBody = z
  .object({ publish_at: z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString()).openapi({ example: '2026-12-01T08:00:00+08:00' }) })
  .openapi('NewsScheduleBody');

export const NewsFilters = z.object({
  ...pageParams,
  keyword: keywordParam.optional(),
  category_id: idRef().optional(),
  status: z.enum(NEWS_STATUSES).optional(),
});

export const ManagedNewsSchema = z
  .object({
    id: z.number().int(), category_id: z.number().int(), category_name: z.string().nullable(), title: z.string(), summary: z.string().nullable(),
    cover: z.string().nullable(), author: z.string().nullable(), source: z.string().nullable(), status: z.enum(NEWS_STATUSES), is_top: z.boolean(),
    views: z.number().int(), published_at: z.string().nullable(), created_at: z.string(), updated_at: z.string(), content: z.string().optional(),
  })
  .openapi('ManagedNews');

export const ManagedCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), sort: z.number().int(), news_count: z.number().int() })
  .openapi('ManagedNewsCategory');

export const PageSlugParam = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS).openapi({ param: { name: 'slug', in: 'path' }, example: 'aboutUs' }),
});

export const ManagedPageSchema = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string(), content: z.string().optional(), updated_at: z.string() })
  .openapi('ManagedPage');

export const ContentImageSchema = z.object({ id: z.number().int(), url: z.string() }).openapi('ContentImage');
