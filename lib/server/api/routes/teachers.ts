import { createRoute, z } from '@hono/zod-openapi';
import { findTeacher, listTeachers } from '@/lib/server/services/teachers';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { TeacherSchema } from '@/lib/contract/teacher';
import { idParam, includeParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { publicAccess } from '../http/access';
import { listCity } from '../http/city-scope';

const INCLUDES: IncludeTree = { occupation: {}, organization: {} };

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['teachers'],
  summary: 'Public teachers',
  request: {
    query: z.object({
      ...pageParams,
      keyword: keywordParam.optional(),
      city_code: z.string().max(12).optional(),
      occupation_id: idRef().optional(),
      include: includeParam.optional(),
    }),
  },
  responses: { 200: json(listOf(TeacherSchema), 'A page of teachers'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['teachers'],
  summary: 'One public teacher',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(TeacherSchema), 'The teacher'), ...notFoundResponse, ...errorResponses },
});

const teacherRouter = createRouter();
export const teacherRoutes = teacherRouter
  .on(listRoute.method, documented(teacherRouter, listRoute), validated(listRoute), async (c) => {
    const { include, page, per_page, ...query } = c.req.valid('query');
    const filters = { ...query, city_code: listCity(c, query.city_code) };
    const includes = parseIncludes(include, INCLUDES);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listTeachers(await dbOf(c), filters, pageRequest, includes)), 200);
  })
  .on(showRoute.method, documented(teacherRouter, showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, INCLUDES);
    const found = await findTeacher(await dbOf(c), c.req.valid('param').id, includes);
    if (!found) throw new AppError('not_found', '教师不存在。');
    return c.json(item(found), 200);
  });
