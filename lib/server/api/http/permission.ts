import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@/lib/contract/permissions';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { ApiEnv } from './router';

/** Whether the manager holds the permission through one of their roles (read per request, so a role change applies at once). */
export async function managerHasPermission(db: Db, managerId: number, name: Permission): Promise<boolean> {
  const granted = await db
    .selectFrom('manager_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'manager_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.id')
    .where('manager_roles.manager_id', '=', managerId)
    .where('permissions.name', '=', name)
    .executeTakeFirst();
  return Boolean(granted);
}

/** After requireManager(): the manager must hold the permission (the one the route's managerAccess() declares) through one of their roles. */
export function requirePermission(name: Permission): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const managerId = c.var.managerId;
    if (!managerId) throw new AppError('unauthenticated');
    if (!(await managerHasPermission(await c.var.db(), managerId, name))) throw new AppError('forbidden');
    await next();
  };
}
