import { createRoute } from '@hono/zod-openapi';
import { activeBanners } from '@/lib/server/services/content';
import { collection } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, json } from '../http/schemas';
import { BannerSchema } from '@/lib/contract/banner';
import { publicAccess } from '../http/access';

const listRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/',
  tags: ['content'],
  summary: 'Active home-page banners in display order',
  responses: { 200: json(collectionOf(BannerSchema), 'Banners') },
});

const bannerRouter = createRouter();
export const bannerRoutes = bannerRouter.on(listRoute.method, documented(bannerRouter, listRoute), validated(listRoute), async (c) => c.json(collection(await activeBanners(await dbOf(c))), 200));
