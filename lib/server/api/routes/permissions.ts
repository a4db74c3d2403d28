import { managerRoles } from '@/lib/server/services/managers';
import { managerPermissionNames, permissionTree, SUPER_ADMIN_ROLE } from '@/lib/server/services/menus';
import { requireManager } from '../http/auth';
import { AppError } from '../http/errors';
import { createRouter, dbOf } from '../http/router';

/** GET /permissions: the manager's permission names; ?all=1 (super-admin only) the whole tree. */
export const permissionRoutes = createRouter().get('/', requireManager(), async (c) => {
  const db = await dbOf(c);
  const all = c.req.query('all');
  if (all === '1' || all === 'true') {
    const roles = await managerRoles(db, c.var.managerId);
    if (!roles.some((r) => r.name === SUPER_ADMIN_ROLE)) throw new AppError('forbidden');
    return c.json({ data: await permissionTree(db) }, 200);
  }
  return c.json({ data: await managerPermissionNames(db, c.var.managerId) }, 200);
});
