import { createRoute, z } from '@hono/zod-openapi';
import { accountsRuntime } from '@/lib/server/auth/runtime';
import { dashboardFigures } from '@/lib/server/services/manage-dashboard';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { itemOf, json, unauthenticatedResponse } from '../http/schemas';

const FiguresSchema = z
  .object({
    scope: z.enum(['province', 'city', 'organization']),
    classes_by_status: z.array(z.object({ status: z.string(), count: z.number().int() })),
    enrollments_this_week: z.number().int(),
    pending_reviews: z.number().int(),
    certificates_issued: z.number().int(),
    learners_by_city: z.array(z.object({ city_code: z.string().nullable(), city: z.string().nullable(), count: z.number().int() })),
    week_start: z.string().openapi({ description: 'Monday 00:00 Beijing time, as UTC ISO 8601' }),
  })
  .openapi('ManageDashboard');

const showRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/dashboard',
  tags: ['manage'],
  summary: "The dashboard figures within the manager's data scope (organisation, city or province)",
  responses: { 200: json(itemOf(FiguresSchema), 'Figures'), ...unauthenticatedResponse },
});

/** Mounted under /manage: every manager has the dashboard; the data scope narrows its figures. */
const router = createRouter();
router.use('/dashboard', requireManager());

export const manageDashboardRoutes = router.openapi(showRoute, async (c) => {
  const db = await dbOf(c);
  return c.json(item(await dashboardFigures(db, c.var.managerId, accountsRuntime(db).now())), 200);
});
