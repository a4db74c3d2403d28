import { createRoute, z } from '@hono/zod-openapi';
import { checkManagerRoute, menuSearchIndex } from '@/lib/server/services/manager-routes';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { collection, item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponses, itemOf, json, unauthenticatedResponse } from '../http/schemas';
import { MenuSearchEntrySchema as SearchEntrySchema, RouteCheckSchema } from '@/lib/contract/manager-shell';

const checkRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/routes/check',
  tags: ['manage'],
  summary: 'Whether a back-office path names a menu item at all (known) and one the manager may open (permitted)',
  request: {
    query: z.object({
      path: z.string().trim().min(1).max(300).refine((v) => v.startsWith('/manage'), '必须以 /manage 开头。').openapi({ example: '/manage/classes' }),
    }),
  },
  responses: { 200: json(itemOf(RouteCheckSchema), 'The check'), ...unauthenticatedResponse, ...errorResponses },
});

const searchRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/menu-search',
  tags: ['manage'],
  summary: 'The menu pages the manager may open, with full pinyin and initials for the menu search',
  responses: { 200: json(collectionOf(SearchEntrySchema), 'Search entries'), ...unauthenticatedResponse },
});

/** Mounted under /user: route checks for the shell's 401/404 pages and the menu-search index. */
const router = createRouter();
router.use('/routes/*', requireManager());
router.use('/menu-search', requireManager());

export const managerRouteRoutes = router
  .on(checkRoute.method, documented(router, checkRoute), validated(checkRoute), async (c) => {
    const { path } = c.req.valid('query');
    return c.json(item(await checkManagerRoute(await dbOf(c), c.var.managerId, path)), 200);
  })
  .on(searchRoute.method, documented(router, searchRoute), validated(searchRoute), async (c) => c.json(collection(await menuSearchIndex(await dbOf(c), c.var.managerId)), 200));
