import { createRoute } from '@hono/zod-openapi';
import { ShellSettingsSchema as SettingsSchema } from '@/lib/contract/manager-shell';
import { appContext } from '@/lib/server/app-context';
import { managerSettings, saveManagerSettings } from '@/lib/server/services/manager-settings';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponse, itemOf, json, unauthenticatedResponse } from '../http/schemas';

const showRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/settings',
  tags: ['manage'],
  summary: "The signed-in manager's layout settings (defaults for anything never saved)",
  responses: { 200: json(itemOf(SettingsSchema), 'Settings'), ...unauthenticatedResponse },
});

const saveRoute = createRoute({
  ...managerAccess(),
  method: 'put',
  path: '/settings',
  tags: ['manage'],
  summary: "Replace the signed-in manager's layout settings",
  request: { body: { required: true, content: { 'application/json': { schema: SettingsSchema } } } },
  responses: {
    200: json(itemOf(SettingsSchema), 'Saved settings'),
    400: errorResponse('The body is not JSON'),
    ...unauthenticatedResponse,
    422: errorResponse('Invalid settings (errors: { field: [message…] })'),
  },
});

/** Mounted under /user: GET and PUT /user/settings for managers. */
const router = createRouter();
router.use('/settings', requireManager());

export const managerSettingsRoutes = router
  .on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => c.json(item(await managerSettings(await dbOf(c), c.var.managerId)), 200))
  .on(saveRoute.method, documented(router, saveRoute), validated(saveRoute), async (c) => {
    const db = await dbOf(c);
    const saved = await saveManagerSettings(db, c.var.managerId, c.req.valid('json'), appContext(db).now());
    return c.json(item(saved), 200);
  });
