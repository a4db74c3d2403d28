import { createRoute } from '@hono/zod-openapi';
import { PublicScreenSchema, SCREEN_REFRESH_SECONDS } from '@/lib/contract/data-screen/figures';
import { appContext } from '@/lib/server/app-context';
import { provincePlace } from '@/lib/server/services/screen/place';
import { publicAccess } from '../http/access';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented } from '../http/request-body';
import { itemOf, json } from '../http/schemas';
import { etagOf, keptFigures, matches } from './screen-kit';

// The public data screen (issue 32): the province's figures, no feed and no names. Kept in memory
// until the aggregates change (screen-kit.ts: the cache model's `screen` entity) and validated by
// an ETag, so a screen polling every SCREEN_REFRESH_SECONDS mostly gets a 304. Not through the
// response cache: a kept answer there is only its bytes, and this one needs its ETag.

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['data-screen'],
  summary: "The province's data screen for the public: figures only, no feed (ETag; Cache-Control max-age SCREEN_REFRESH_SECONDS)",
  responses: { 200: json(itemOf(PublicScreenSchema), 'Figures'), 304: { description: 'Not modified since the ETag sent' } },
});

const router = createRouter();
export const dataScreenRoutes = router.on(showRoute.method, documented(router, showRoute), async (c) => {
  const db = await dbOf(c);
  const context = appContext(db);
  const figures = await keptFigures(db, await provincePlace(db, context.province), context.now());
  const body = JSON.stringify(item(figures));
  const etag = etagOf(body);
  const headers = { etag, 'cache-control': `public, max-age=${SCREEN_REFRESH_SECONDS}` };
  if (matches(c.req.header('if-none-match'), etag)) return c.body(null, 304, headers);
  return c.body(body, 200, { ...headers, 'content-type': 'application/json; charset=UTF-8' });
});
