import { createRoute, z } from '@hono/zod-openapi';
import { CLASS_SORTS, findPublicClass, listClasses } from '@/lib/server/services/classes';
import { PUBLIC_CLASS_STATUSES } from '@/lib/server/services/class-status';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { TrainingClassSchema } from '@/lib/contract/training-class';
import { flagParam, idParam, includeParam } from '../http/validation';
import { dateParam, idRef, intParam, keywordParam } from '@/lib/contract/fields';
import { publicAccess } from '../http/access';
import { listCity } from '../http/city-scope';

const INCLUDES: IncludeTree = { occupation: {}, organization: {}, city: {}, area: {}, teachers: { occupation: {} } };

const ListQuery = z.object({
  ...pageParams,
  city_code: z.string().max(12).optional(),
  area_code: z.string().max(12).optional(),
  occupation_id: idRef().optional(),
  level: intParam(1, 5).optional(),
  status: z.enum(PUBLIC_CLASS_STATUSES).optional(),
  start_from: dateParam.optional(),
  start_to: dateParam.optional(),
  keyword: keywordParam.optional(),
  is_hot: flagParam.optional(),
  sort: z.enum(CLASS_SORTS).default('start_date'),
  include: includeParam.optional(),
});

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['classes'],
  summary: 'Public training classes',
  request: { query: ListQuery },
  responses: { 200: json(listOf(TrainingClassSchema), 'A page of classes'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['classes'],
  summary: 'One public training class',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(TrainingClassSchema), 'The class'), ...notFoundResponse, ...errorResponses },
});

const classRouter = createRouter();
export const classRoutes = classRouter
  .on(listRoute.method, documented(classRouter, listRoute), validated(listRoute), async (c) => {
    const { include, page, per_page, ...query } = c.req.valid('query');
    const filters = { ...query, city_code: listCity(c, query.city_code) };
    const includes = parseIncludes(include, INCLUDES);
    const pageRequest = pageOf({ page, per_page });
    const result = await listClasses(await dbOf(c), filters, pageRequest, includes);
    return c.json(list(c.req.url, pageRequest, result), 200);
  })
  .on(showRoute.method, documented(classRouter, showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, INCLUDES);
    const found = await findPublicClass(await dbOf(c), c.req.valid('param').id, includes);
    if (!found) throw new AppError('not_found', '培训班不存在。');
    return c.json(item(found), 200);
  });
