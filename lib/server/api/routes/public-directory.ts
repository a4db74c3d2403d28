import { createRoute, z } from '@hono/zod-openapi';
import type { Db } from '@/lib/server/db';
import type { Page, PageResult } from '@/lib/server/services/query';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { idParam, includeParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { publicAccess } from '../http/access';
import { listCity } from '../http/city-scope';

// The public directories (teachers, examiners, talents): a page of people filtered by keyword, city and
// occupation, and one person, each with the includes its service embeds. One factory, so the three
// answer, filter and document alike; a directory adds its own filters (the examiners' level).

type Filters<Extra extends z.ZodRawShape> = { keyword?: string; city_code?: string; occupation_id?: number } & z.infer<z.ZodObject<Extra>>;

type Query<Extra extends z.ZodRawShape> = Filters<Extra> & { include?: string; page: number; per_page: number };

export type PublicDirectory<T, Extra extends z.ZodRawShape> = {
  /** The OpenAPI tag, also the plural in descriptions: 'teachers'. */
  tag: string;
  /** The contract of one person. */
  schema: z.ZodType<T>;
  includes: IncludeTree;
  summaries: { list: string; show: string; page: string; one: string };
  /** Filters beyond keyword, city and occupation. */
  filters?: Extra;
  list: (db: Db, filters: Filters<Extra>, page: Page, include: IncludeTree) => Promise<PageResult<T>>;
  find: (db: Db, id: number, include: IncludeTree) => Promise<T | undefined>;
  /** The 404's message, e.g. 教师不存在。 */
  notFound: string;
};

export function publicDirectory<T, Extra extends z.ZodRawShape = Record<never, never>>(directory: PublicDirectory<T, Extra>) {
  const listRoute = createRoute({
    ...publicAccess,
    method: 'get',
    path: '/',
    tags: [directory.tag],
    summary: directory.summaries.list,
    request: {
      query: z.object({
        ...pageParams,
        keyword: keywordParam.optional(),
        city_code: z.string().max(12).optional(),
        occupation_id: idRef().optional(),
        ...(directory.filters ?? ({} as Extra)),
        include: includeParam.optional(),
      }),
    },
    responses: { 200: json(listOf(directory.schema), directory.summaries.page), ...errorResponses },
  });

  const showRoute = createRoute({
    ...publicAccess,
    method: 'get',
    path: '/{id}',
    tags: [directory.tag],
    summary: directory.summaries.show,
    request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
    responses: { 200: json(itemOf(directory.schema), directory.summaries.one), ...notFoundResponse, ...errorResponses },
  });

  const router = createRouter();
  return router
    .on(listRoute.method, documented(router, listRoute), validated(listRoute), async (c) => {
      // The checked query (generic over the directory's own filters, which zod's inference cannot follow here).
      const { include, page, per_page, ...query } = c.req.valid('query') as unknown as Query<Extra>;
      const filters = { ...query, city_code: listCity(c, query.city_code) } as Filters<Extra>;
      const includes = parseIncludes(include, directory.includes);
      const pageRequest = pageOf({ page, per_page });
      return c.json(list(c.req.url, pageRequest, await directory.list(await dbOf(c), filters, pageRequest, includes)), 200);
    })
    .on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => {
      const includes = parseIncludes(c.req.valid('query').include, directory.includes);
      const found = await directory.find(await dbOf(c), c.req.valid('param').id, includes);
      if (!found) throw new AppError('not_found', directory.notFound);
      return c.json(item(found), 200);
    });
}
