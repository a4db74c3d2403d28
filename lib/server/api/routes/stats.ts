import { createRoute } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { siteStats } from '@/lib/server/services/stats';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { itemOf, json } from '../http/schemas';
import { SiteStatsSchema } from '@/lib/contract/site-stats';
import { publicAccess } from '../http/access';

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['content'],
  summary: 'Headline figures for the home page (cached for a minute)',
  responses: { 200: json(itemOf(SiteStatsSchema), 'The figures') },
});

const statsRouter = createRouter();
export const statsRoutes = statsRouter.on(showRoute.method, documented(statsRouter, showRoute), validated(showRoute), async (c) => {
  const db = await dbOf(c);
  return c.json(item(await siteStats(db, appContext(db).now().getTime())), 200);
});
