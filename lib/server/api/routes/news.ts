import { createRoute, z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { findPublishedNews, listNews, listNewsCategories } from '@/lib/server/services/news';
import { collection, item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { NewsCategorySchema, NewsSchema } from '@/lib/contract/news';
import { idParam, includeParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
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

const newsRouter = createRouter();
export const newsRoutes = newsRouter
  .on(listRoute.method, documented(newsRouter, listRoute), validated(listRoute), async (c) => {
    const { include, page, per_page, ...filters } = c.req.valid('query');
    const includes = parseIncludes(include, INCLUDES);
    const pageRequest = pageOf({ page, per_page });
    const db = await dbOf(c);
    return c.json(list(c.req.url, pageRequest, await listNews(db, filters, pageRequest, includes, nowIsoOf(db))), 200);
  })
  .on(showRoute.method, documented(newsRouter, showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, INCLUDES);
    const db = await dbOf(c);
    const found = await findPublishedNews(db, c.req.valid('param').id, includes, nowIsoOf(db));
    if (!found) throw new AppError('not_found', '新闻不存在。');
    return c.json(item(found), 200);
  });

const newsCategoryRouter = createRouter();
export const newsCategoryRoutes = newsCategoryRouter.on(categoriesRoute.method, documented(newsCategoryRouter, categoriesRoute), validated(categoriesRoute), async (c) => {
  const db = await dbOf(c);
  return c.json(collection(await listNewsCategories(db, nowIsoOf(db))), 200);
});
