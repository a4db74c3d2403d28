import { createRoute, z } from '@hono/zod-openapi';
import { findPage } from '@/lib/server/services/content';
import { item } from '../http/envelope';
import { AppError } from '../http/errors';
import { createRouter, dbOf } from '../http/router';
import { ContentPageSchema, errorResponses, itemOf, json, notFoundResponse } from '../http/schemas';
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

export const pageRoutes = createRouter().openapi(showRoute, async (c) => {
  const found = await findPage(await dbOf(c), c.req.valid('param').slug);
  if (!found) throw new AppError('not_found', '页面不存在。');
  return c.json(item(found), 200);
});
