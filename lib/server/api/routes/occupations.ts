import { createRoute, z } from '@hono/zod-openapi';
import { findOccupation, listOccupations } from '@/lib/server/services/occupations';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { OccupationSchema } from '@/lib/contract/occupation';
import { flagParam, idParam } from '../http/validation';
import { intParam, keywordParam } from '@/lib/contract/fields';
import { publicAccess } from '../http/access';

const withCounts = { with_counts: flagParam.optional().openapi({ description: '1 adds classes_count (public classes)' }) };

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['occupations'],
  summary: 'Occupations of the national classification',
  request: {
    query: z.object({
      ...pageParams,
      category_code: z.string().max(10).optional(),
      keyword: keywordParam.optional(),
      level: intParam(1, 5).optional(),
      ...withCounts,
    }),
  },
  responses: { 200: json(listOf(OccupationSchema), 'A page of occupations'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['occupations'],
  summary: 'One occupation',
  request: { params: idParam, query: z.object(withCounts) },
  responses: { 200: json(itemOf(OccupationSchema), 'The occupation'), ...notFoundResponse, ...errorResponses },
});

const occupationRouter = createRouter();
export const occupationRoutes = occupationRouter
  .on(listRoute.method, documented(occupationRouter, listRoute), validated(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listOccupations(await dbOf(c), filters, pageRequest)), 200);
  })
  .on(showRoute.method, documented(occupationRouter, showRoute), validated(showRoute), async (c) => {
    const found = await findOccupation(await dbOf(c), c.req.valid('param').id, c.req.valid('query').with_counts);
    if (!found) throw new AppError('not_found', '职业不存在。');
    return c.json(item(found), 200);
  });
