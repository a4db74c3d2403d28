import { createRoute, z } from '@hono/zod-openapi';
import { findPage } from '@/lib/server/services/content';
import { item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, notFoundResponse } from '../http/schemas';
import { ContentPageSchema } from '@/lib/contract/content-page';
import { publicAccess } from '../http/access';

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{slug}',
  tags: ['content'],
  summary: 'A content page such as aboutUs, contact, introduce, club or help',
  request: {
    params: z.object({
      slug: z.string().regex(/^[A-Za-z0-9_-]{1,50}$/).openapi({ param: { name: 'slug', in: 'path' }, example: 'aboutUs' }),
    }),
  },
  responses: { 200: json(itemOf(ContentPageSchema), 'The page'), ...notFoundResponse, ...errorResponses },
});

const pageRouter = createRouter();
export const pageRoutes = pageRouter.on(showRoute.method, documented(pageRouter, showRoute), validated(showRoute), async (c) => {
  const found = await findPage(await dbOf(c), c.req.valid('param').slug);
  if (!found) throw new AppError('not_found', '页面不存在。');
  return c.json(item(found), 200);
});
