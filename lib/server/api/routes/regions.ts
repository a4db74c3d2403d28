import { createRoute, z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { childRegions, findRegion } from '@/lib/server/services/regions';
import { collection, item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponses, itemOf, json, notFoundResponse } from '../http/schemas';
import { RegionSchema } from '@/lib/contract/region';
import { publicAccess } from '../http/access';

const code = z.string().regex(/^\d{6,12}$/);

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['regions'],
  summary: 'Child regions of parent_code (default: the platform province, i.e. its cities)',
  request: { query: z.object({ parent_code: code.optional() }) },
  responses: { 200: json(collectionOf(RegionSchema), 'Regions ordered by code'), ...errorResponses },
});

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{code}',
  tags: ['regions'],
  summary: 'One region by GB/T 2260 code',
  request: { params: z.object({ code: code.openapi({ param: { name: 'code', in: 'path' }, example: '410100' }) }) },
  responses: { 200: json(itemOf(RegionSchema), 'The region'), ...notFoundResponse, ...errorResponses },
});

const regionRouter = createRouter();
export const regionRoutes = regionRouter
  .on(listRoute.method, documented(regionRouter, listRoute), validated(listRoute), async (c) => {
    const parent = c.req.valid('query').parent_code ?? env().PLATFORM_PROVINCE;
    return c.json(collection(await childRegions(await dbOf(c), parent)), 200);
  })
  .on(showRoute.method, documented(regionRouter, showRoute), validated(showRoute), async (c) => {
    const found = await findRegion(await dbOf(c), c.req.valid('param').code);
    if (!found) throw new AppError('not_found', '地区不存在。');
    return c.json(item(found), 200);
  });
