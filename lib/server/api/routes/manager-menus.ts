import { createRoute, z } from '@hono/zod-openapi';
import { MANAGER_INCLUDES, managerProfile } from '@/lib/server/services/managers';
import { managerMenus } from '@/lib/server/services/menus';
import { requireManager } from '../http/auth';
import { collection } from '../http/envelope';
import { parseIncludes } from '../http/includes';
import { createRouter, dbOf } from '../http/router';
import { collectionOf, errorResponse, json, unauthenticatedResponse } from '../http/schemas';
import { NavbarItemSchema } from '@/lib/contract/account';
import { ManagerInfoSchema, SidebarItemSchema } from '@/lib/contract/menus';
import { includeParam } from '../http/validation';
import { documented } from '../http/request-body';
import { managerAccess } from '../http/access';

const managerOnly = { ...unauthenticatedResponse, 400: errorResponse('Unknown include') } as const;

const infoRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/info',
  tags: ['manage'],
  summary: 'The signed-in manager with the navbar and sidebar trees they may see',
  request: { query: z.object({ include: includeParam.optional().openapi({ example: 'roles.permissions,userable,province,city,area' }) }) },
  responses: {
    200: json(ManagerInfoSchema, 'Profile (not wrapped in data) and menus'),
    ...managerOnly,
  },
});

const navbarsRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/navbars',
  tags: ['manage'],
  summary: 'The navbars the signed-in manager may see',
  responses: { 200: json(collectionOf(NavbarItemSchema), 'Navbars'), ...unauthenticatedResponse },
});

const sidebarsRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/sidebars',
  tags: ['manage'],
  summary: 'The sidebar tree the signed-in manager may see',
  request: { query: z.object({ include: includeParam.optional().openapi({ example: 'roles' }) }) },
  responses: { 200: json(collectionOf(SidebarItemSchema), 'Sidebar tree'), ...managerOnly },
});

const router = createRouter();

/** Mounted beside userRoutes under /user: the back-office's profile and menu trees. */
export const managerMenuRoutes = router
  .use('/info', requireManager())
  .use('/navbars', requireManager())
  .use('/sidebars', requireManager())
  .on(infoRoute.method, documented(router, infoRoute), async (c) => {
    const includes = parseIncludes(c.req.query('include'), MANAGER_INCLUDES);
    const db = await dbOf(c);
    const [me, menus] = await Promise.all([managerProfile(db, c.var.managerId, includes), managerMenus(db, c.var.managerId)]);
    return c.json({ me, navbars: collection(menus.navbars), sidebars: collection(menus.sidebars) }, 200);
  })
  .on(navbarsRoute.method, documented(router, navbarsRoute), async (c) => {
    const { navbars } = await managerMenus(await dbOf(c), c.var.managerId);
    return c.json(collection(navbars), 200);
  })
  .on(sidebarsRoute.method, documented(router, sidebarsRoute), async (c) => {
    const includes = parseIncludes(c.req.query('include'), { roles: {} });
    const { sidebars } = await managerMenus(await dbOf(c), c.var.managerId, { withRoles: Boolean(includes.roles) });
    return c.json(collection(sidebars), 200);
  });
