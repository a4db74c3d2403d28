import { createRoute } from '@hono/zod-openapi';
import { DashboardFiguresSchema } from '@/lib/contract/dashboard';
import { appContext } from '@/lib/server/app-context';
import { dashboardFigures } from '@/lib/server/services/manage-dashboard';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { itemOf, json, unauthenticatedResponse } from '../http/schemas';

const showRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/dashboard',
  tags: ['manage'],
  summary: "The dashboard figures within the manager's data scope (organisation, city or province)",
  responses: { 200: json(itemOf(DashboardFiguresSchema), 'Figures'), ...unauthenticatedResponse },
});

/** Mounted under /manage: every manager has the dashboard; the data scope narrows its figures. */
const router = createRouter();
router.use('/dashboard', requireManager());

export const manageDashboardRoutes = router.on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => {
  const db = await dbOf(c);
  return c.json(item(await dashboardFigures(db, c.var.managerId, appContext(db).now())), 200);
});
