import { createRoute, z } from '@hono/zod-openapi';
import { managerRoles } from '@/lib/server/services/managers';
import { managerPermissionNames, permissionTree, SUPER_ADMIN_ROLE } from '@/lib/server/services/menus';
import { requireManager } from '../http/auth';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, json, unauthenticatedResponse } from '../http/schemas';
import { PermissionListSchema } from '@/lib/contract/menus';
import { documented } from '../http/request-body';
import { managerAccess } from '../http/access';

const listRoute = createRoute({
  ...managerAccess(),
  method: 'get',
  path: '/',
  tags: ['manage'],
  summary: "The signed-in manager's permission names, or with all=1 (super-admin only) the whole permission tree",
  request: {
    query: z.object({
      all: z.enum(['1', 'true']).optional().openapi({ description: 'Return the whole tree (super-admin only); other values are ignored' }),
    }),
  },
  responses: {
    200: json(PermissionListSchema, 'Permission names, or the tree with all=1'),
    ...unauthenticatedResponse,
    403: errorResponse('all=1 without the super-admin role'),
  },
});

const router = createRouter();

/** GET /permissions: the manager's permission names; ?all=1 (super-admin only) the whole tree. */
export const permissionRoutes = router.on(listRoute.method, documented(router, listRoute), requireManager(), async (c) => {
  const db = await dbOf(c);
  const all = c.req.query('all');
  if (all === '1' || all === 'true') {
    const roles = await managerRoles(db, c.var.managerId);
    if (!roles.some((r) => r.name === SUPER_ADMIN_ROLE)) throw new AppError('forbidden');
    return c.json({ data: await permissionTree(db) }, 200);
  }
  return c.json({ data: await managerPermissionNames(db, c.var.managerId) }, 200);
});
