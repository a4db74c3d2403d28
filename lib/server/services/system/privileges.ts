import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { managerPermissionNames } from '../menus';

// Nobody grants what they do not hold: a manager may give a role, a permission or a password reset
// only within their own permissions, so a province admin cannot make a super-admin or take over one.

export async function permissionsOfRoleIds(db: Db, roleIds: number[]): Promise<Set<string>> {
  if (!roleIds.length) return new Set();
  const rows = await db
    .selectFrom('role_permissions').innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name').where('role_permissions.role_id', 'in', roleIds).execute();
  return new Set(rows.map((r) => r.name));
}

export async function heldBy(db: Db, managerId: number): Promise<Set<string>> {
  return new Set(await managerPermissionNames(db, managerId));
}

export function beyond(held: ReadonlySet<string>, wanted: Iterable<string>): string[] {
  return [...wanted].filter((name) => !held.has(name));
}

/** 409 when the target manager holds a permission the actor lacks (the caller may manage managers, just not this one). */
export async function assertOutranks(db: Db, actorId: number, targetId: number): Promise<void> {
  if (actorId === targetId) return;
  const [mine, theirs] = await Promise.all([heldBy(db, actorId), heldBy(db, targetId)]);
  if (beyond(mine, theirs).length) throw new AppError('conflict', '不能管理权限高于自己的管理员。');
}
