import { createRoute, z } from '@hono/zod-openapi';
import { findPublishedNews, listNews, listNewsCategories } from '@/lib/server/services/news';
import { collection, item, list } from '../http/envelope';
import { AppError } from '../http/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { collectionOf, errorResponses, itemOf, json, listOf, NewsCategorySchema, NewsSchema, notFoundResponse } from '../http/schemas';
import { idParam, includeParam, idRef, keywordParam } from '../http/validation';
import { publicAccess } from '../http/access';

const INCLUDES: IncludeTree = { category: {} };

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['news'],
  summary: 'Published news, pinned items first, content omitted',
  request: {
    query: z.object({
      ...pageParams,
      category_id: idRef().optional(),
      keyword: keywordParam.optional(),
      include: includeParam.optional(),
    }),
  },
  responses: { 200: json(listOf(NewsSchema), 'A page of news'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['news'],
  summary: 'One published news item with its content',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(NewsSchema), 'The news item'), ...notFoundResponse, ...errorResponses },
});

const categoriesRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['news'],
  summary: 'News categories with the number of published items',
  responses: { 200: json(collectionOf(NewsCategorySchema), 'All categories') },
});

export const newsRoutes = createRouter()
  .openapi(listRoute, async (c) => {
    const { include, page, per_page, ...filters } = c.req.valid('query');
    const includes = parseIncludes(include, INCLUDES);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listNews(await dbOf(c), filters, pageRequest, includes)), 200);
  })
  .openapi(showRoute, async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, INCLUDES);
    const found = await findPublishedNews(await dbOf(c), c.req.valid('param').id, includes);
    if (!found) throw new AppError('not_found', '新闻不存在。');
    return c.json(item(found), 200);
  });

export const newsCategoryRoutes = createRouter().openapi(categoriesRoute, async (c) =>
  c.json(collection(await listNewsCategories(await dbOf(c))), 200),
);
