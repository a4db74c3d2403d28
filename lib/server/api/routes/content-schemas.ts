import { z } from '@hono/zod-openapi';
import { NEWS_STATUSES } from '@/lib/server/services/news-admin';
import { CONTENT_PAGE_SLUGS } from '@/lib/server/services/pages-admin';
import { pageParams } from '../http/pagination';
import { idRef, keywordParam } from '../http/validation';

// Bodies and answers of the back-office content endpoints (news, categories, pages, images).

const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();
// Only our own uploads: the site's Content-Security-Policy allows images from 'self' alone.
const UPLOADED_IMAGE = /^\/api\/v1\/files\/\d{1,10}$/;

export const NewsBody = z
  .object({
    title: z.string().trim().min(1).max(200),
    category_id: idRef(),
    summary: optionalText(500),
    content: z.string().min(1).max(200_000).openapi({ description: 'Rich text HTML; sanitised on the server' }),
    cover: z.string().trim().max(255).refine((v) => v === '' || UPLOADED_IMAGE.test(v), '必须是上传后的图片地址。').nullable().optional(),
    author: optionalText(50),
    source: optionalText(100),
    is_top: z.boolean().optional(),
  })
  .openapi('ManagedNewsBody');

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

export const CategoryBody = z
  .object({
    name: z.string().trim().min(1).max(50),
    slug: z.string().trim().refine((v) => /^[a-z0-9][a-z0-9-]{0,49}$/.test(v), '只能包含小写字母、数字和连字符。'),
    sort: z.number().int().min(0).max(9999).default(0),
  })
  .openapi('NewsCategoryBody');

export const ManagedCategorySchema = z
  .object({ id: z.number().int(), name: z.string(), slug: z.string(), sort: z.number().int(), news_count: z.number().int() })
  .openapi('ManagedNewsCategory');

export const PageSlugParam = z.object({
  slug: z.enum(CONTENT_PAGE_SLUGS).openapi({ param: { name: 'slug', in: 'path' }, example: 'aboutUs' }),
});

export const PageBody = z
  .object({ title: z.string().trim().min(1).max(100), content: z.string().min(1).max(200_000).openapi({ description: 'Rich text HTML; sanitised on the server' }) })
  .openapi('ManagedPageBody');

export const ManagedPageSchema = z
  .object({ id: z.number().int(), slug: z.string(), title: z.string(), content: z.string().optional(), updated_at: z.string() })
  .openapi('ManagedPage');

export const ContentImageSchema = z.object({ id: z.number().int(), url: z.string() }).openapi('ContentImage');
