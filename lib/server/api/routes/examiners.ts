import { createRoute, z } from '@hono/zod-openapi';
import { findExaminer, listExaminers } from '@/lib/server/services/examiners';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { ExaminerSchema } from '@/lib/contract/examiner';
import { idParam, includeParam } from '../http/validation';
import { idRef, intParam, keywordParam } from '@/lib/contract/fields';
import { publicAccess } from '../http/access';
import { listCity } from '../http/city-scope';

const INCLUDES: IncludeTree = { occupation: {} };

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['examiners'],
  summary: 'Public examiners',
  request: {
    query: z.object({
      ...pageParams,
      keyword: keywordParam.optional(),
      city_code: z.string().max(12).optional(),
      occupation_id: idRef().optional(),
      level: intParam(1, 5).optional(),
      include: includeParam.optional(),
    }),
  },
  responses: { 200: json(listOf(ExaminerSchema), 'A page of examiners'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['examiners'],
  summary: 'One public examiner',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(ExaminerSchema), 'The examiner'), ...notFoundResponse, ...errorResponses },
});

const examinerRouter = createRouter();
export const examinerRoutes = examinerRouter
  .on(listRoute.method, documented(examinerRouter, listRoute), validated(listRoute), async (c) => {
    const { include, page, per_page, ...query } = c.req.valid('query');
    const filters = { ...query, city_code: listCity(c, query.city_code) };
    const includes = parseIncludes(include, INCLUDES);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listExaminers(await dbOf(c), filters, pageRequest, includes)), 200);
  })
  .on(showRoute.method, documented(examinerRouter, showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, INCLUDES);
    const found = await findExaminer(await dbOf(c), c.req.valid('param').id, includes);
    if (!found) throw new AppError('not_found', '考评员不存在。');
    return c.json(item(found), 200);
  });
