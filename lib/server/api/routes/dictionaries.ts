import { createRoute, z } from '@hono/zod-openapi';
import { listDictionary } from '@/lib/server/services/dictionaries';
import { collection } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponses, json } from '../http/schemas';
import { DictionaryItemSchema } from '@/lib/contract/dictionary';
import { publicAccess } from '../http/access';

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{type}',
  tags: ['dictionaries'],
  summary: 'Enabled items of one dictionary (education, employment_category, occupation_level, …); empty for an unknown type',
  request: {
    params: z.object({
      type: z.string().regex(/^[a-z][a-z_]{1,39}$/).openapi({ param: { name: 'type', in: 'path' }, example: 'education' }),
    }),
  },
  responses: { 200: json(collectionOf(DictionaryItemSchema), 'Items in display order'), ...errorResponses },
});

const dictionaryRouter = createRouter();
export const dictionaryRoutes = dictionaryRouter.on(showRoute.method, documented(dictionaryRouter, showRoute), validated(showRoute), async (c) =>
  c.json(collection(await listDictionary(await dbOf(c), c.req.valid('param').type)), 200),
);
