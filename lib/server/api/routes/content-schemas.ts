import { z } from '@hono/zod-openapi';
import { NEWS_STATUSES } from '@/lib/contract/content-admin';
import { CONTENT_PAGE_SLUGS } from '@/lib/server/services/pages-admin';
import { pageParams } from '../http/pagination';
import { idRef, keywordParam } from '@/lib/contract/fields';

// Bodies and answers of the back-office content endpoints (news, categories, pages, images).

export {
  CategoryBody, ContentImageSchema, ManagedCategorySchema, ManagedNewsSchema, ManagedPageSchema, NewsBody, PageBody,
} from '@/lib/contract/content-admin';

export const ScheduleBody = z
  .object({ publish_at: z.iso.datetime({ offset: true }).transform((v) => new Date(v).toISOString()).openapi({ example: '2026-12-01T08:00:00+08:00' }) })
  .openapi('NewsScheduleBody');

export const NewsFilters = z.object({
  ...pageParams,
  keyword: keywordParam.optional(),
  category_id: idRef().optional(),
  status: z.enum(NEWS_STATUSES).optional(),
});

export const PageSlugParam = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS).openapi({ param: { name: 'slug', in: 'path' }, example: 'aboutUs' }),
});
