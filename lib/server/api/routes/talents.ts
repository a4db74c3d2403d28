import { createRoute, z } from '@hono/zod-openapi';
import { findTalent, listTalents } from '@/lib/server/services/talents';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes, type IncludeTree } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse } from '../http/schemas';
import { TalentSchema } from '@/lib/contract/talent';
import { idParam, includeParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { publicAccess } from '../http/access';
import { listCity } from '../http/city-scope';

const INCLUDES: IncludeTree = { occupation: {} };

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['talents'],
  summary: 'Public talents (names masked, keyword searches the job sought)',
  request: {
    query: z.object({
      ...pageParams,
      keyword: keywordParam.optional(),
      city_code: z.string().max(12).optional(),
      occupation_id: idRef().optional(),
      include: includeParam.optional(),
    }),
  },
  responses: { 200: json(listOf(TalentSchema), 'A page of talents'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['talents'],
  summary: 'One public talent',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(TalentSchema), 'The talent'), ...notFoundResponse, ...errorResponses },
});

const talentRouter = createRouter();
export const talentRoutes = talentRouter
  .on(listRoute.method, documented(talentRouter, listRoute), validated(listRoute), async (c) => {
    const { include, page, per_page, ...query } = c.req.valid('query');
    const filters = { ...query, city_code: listCity(c, query.city_code) };
    const includes = parseIncludes(include, INCLUDES);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listTalents(await dbOf(c), filters, pageRequest, includes)), 200);
  })
  .on(showRoute.method, documented(talentRouter, showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, INCLUDES);
    const found = await findTalent(await dbOf(c), c.req.valid('param').id, includes);
    if (!found) throw new AppError('not_found', '人才信息不存在。');
    return c.json(item(found), 200);
  });
