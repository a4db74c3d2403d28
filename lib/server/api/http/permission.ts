import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors';
import type { ApiEnv } from './router';

/** After requireManager(): the manager must hold the permission through one of their roles. */
export function requirePermission(name: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const managerId = c.var.managerId;
    if (!managerId) throw new AppError('unauthenticated');
    const db = await c.var.db();
    const granted = await db
      .selectFrom('manager_roles')
      .innerJoin('role_permissions', 'role_permissions.role_id', 'manager_roles.role_id')
      .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
      .select('permissions.id')
      .where('manager_roles.manager_id', '=', managerId)
      .where('permissions.name', '=', name)
      .executeTakeFirst();
    if (!granted) throw new AppError('forbidden');
    await next();
  };
}
