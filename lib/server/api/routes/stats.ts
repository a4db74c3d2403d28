import { createRoute } from '@hono/zod-openapi';
import { siteStats } from '@/lib/server/services/stats';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { itemOf, json, SiteStatsSchema } from '../http/schemas';
import { publicAccess } from '../http/access';

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['content'],
  summary: 'Headline figures for the home page (cached for a minute)',
  responses: { 200: json(itemOf(SiteStatsSchema), 'The figures') },
});

export const statsRoutes = createRouter().openapi(showRoute, async (c) => c.json(item(await siteStats(await dbOf(c))), 200));
