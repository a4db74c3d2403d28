import type { MiddlewareHandler } from 'hono';
import type { Permission } from '@/lib/contract/permissions';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { ACCESS_EXTENSION, type Access } from './access';
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

/** A route config whose access was declared with managerAccess(permission). */
export type DeclaredAccess = { readonly [ACCESS_EXTENSION]: Access };

/**
 * After requireManager(): the manager must hold the permission through one of their roles. Given the
 * route itself, it enforces the permission the route declares (managerAccess(permission), the OpenAPI
 * x-access), so the name is written once; a route that declares none is refused when it is built.
 */
export function requirePermission(declared: Permission | DeclaredAccess): MiddlewareHandler<ApiEnv> {
  const name = typeof declared === 'string' ? declared : declaredPermission(declared);
  return async (c, next) => {
    const managerId = c.var.managerId;
    if (!managerId) throw new AppError('unauthenticated');
    if (!(await managerHasPermission(await c.var.db(), managerId, name))) throw new AppError('forbidden');
    await next();
  };
}

function declaredPermission(route: DeclaredAccess): Permission {
  const access = route[ACCESS_EXTENSION];
  if (access.guard !== 'manager' || !access.permission) throw new Error(`requirePermission(route): the route declares ${JSON.stringify(access)}, not managerAccess(permission)`);
  return access.permission;
}
