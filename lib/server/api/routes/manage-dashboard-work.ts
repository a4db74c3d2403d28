import { createRoute } from '@hono/zod-openapi';
import { DashboardWorkSchema } from '@/lib/contract/dashboard';
import { appContext } from '@/lib/server/app-context';
import { dashboardWork } from '@/lib/server/services/manage-dashboard-work';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { itemOf, json, unauthenticatedResponse } from '../http/schemas';

const showRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/dashboard/work',
  tags: ['manage'],
  summary: "What the manager's account works on: an enterprise's jobs, applications and talent matches; a school's or institution's classes, waiting enrolments and pass rates; a city's or province's region",
  responses: { 200: json(itemOf(DashboardWorkSchema), 'Work figures'), ...unauthenticatedResponse },
});

/** Mounted under /manage beside the dashboard figures: every manager has it; the data scope narrows it. */
const router = createRouter();
router.use('/dashboard/work', requireManager());

export const manageDashboardWorkRoutes = router.on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => {
  const db = await dbOf(c);
  return c.json(item(await dashboardWork(db, c.var.managerId, appContext(db).now())), 200);
});
