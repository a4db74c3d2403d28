import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { SUPER_ADMIN_ROLE } from '../menus';
import { isUniqueViolation } from '../unique-violation';
import { beyond, heldBy } from './privileges';

export type RoleFields = { name?: string; title?: string; description?: string | null; permission_ids?: number[] };

export async function listRoles(db: Db) {
  const [roles, grants, counts] = await Promise.all([
    db.selectFrom('roles').select(['id', 'name', 'title', 'description', 'created_at', 'updated_at']).orderBy('id').execute(),
    db.selectFrom('role_permissions').select(['role_id', 'permission_id']).execute(),
    db.selectFrom('manager_roles').select(['role_id', (eb) => eb.fn.countAll<string | number>().as('n')]).groupBy('role_id').execute(),
  ]);
  return roles.map((r) => ({
    ...r,
    builtin: r.name === SUPER_ADMIN_ROLE,
    permission_ids: grants.filter((g) => g.role_id === r.id).map((g) => g.permission_id).sort((a, b) => a - b),
    managers_count: Number(counts.find((c) => c.role_id === r.id)?.n ?? 0),
  }));
}

export async function role(db: Db, id: number) {
  const found = (await listRoles(db)).find((r) => r.id === id);
  if (!found) throw new AppError('not_found', '角色不存在。');
  return found;
}

/** The chosen permissions plus their ancestors (a module node is held when any of its actions is). */
async function withAncestors(db: Db, actorId: number, ids: number[]): Promise<number[]> {
  const all = await db.selectFrom('permissions').select(['id', 'name', 'parent_id']).execute();
  const byId = new Map(all.map((p) => [p.id, p]));
  const unknown = ids.filter((id) => !byId.has(id));
  if (unknown.length) throw new AppError('validation_failed', undefined, { permission_ids: [`permission_ids 包含不存在的权限：${unknown.join('、')}。`] });
  const chosen = new Set<number>();
  for (const id of ids) {
    for (let p = byId.get(id); p && !chosen.has(p.id); p = p.parent_id ? byId.get(p.parent_id) : undefined) chosen.add(p.id);
  }
  const over = beyond(await heldBy(db, actorId), [...chosen].map((id) => byId.get(id)!.name));
  if (over.length) throw new AppError('validation_failed', undefined, { permission_ids: [`permission_ids 不能授予自己没有的权限：${over.join('、')}。`] });
  return [...chosen].sort((a, b) => a - b);
}

async function writeGrants(db: Db, roleId: number, permissionIds: number[]) {
  await db.deleteFrom('role_permissions').where('role_id', '=', roleId).execute();
  if (permissionIds.length) await db.insertInto('role_permissions').values(permissionIds.map((permission_id) => ({ role_id: roleId, permission_id }))).execute();
}

export async function createRole(db: Db, actorId: number, f: Required<Pick<RoleFields, 'name' | 'title'>> & RoleFields, now: Date) {
  const permissionIds = await withAncestors(db, actorId, f.permission_ids ?? []);
  const stamp = now.toISOString();
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('roles').values({ name: f.name, title: f.title, description: f.description ?? null, created_at: stamp, updated_at: stamp })
        .returning('id').executeTakeFirstOrThrow();
      await writeGrants(trx, row.id, permissionIds);
      return row.id;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('validation_failed', undefined, { name: ['name 已被使用。'] });
    throw error;
  }
}

/** Takes effect on the role's managers' next request: permissions are read per request, never cached. */
export async function updateRole(db: Db, actorId: number, id: number, f: RoleFields, now: Date): Promise<void> {
  const current = await role(db, id);
  if (current.builtin) throw new AppError('conflict', '内置的超级管理员角色不可修改。');
  const permissionIds = f.permission_ids ? await withAncestors(db, actorId, f.permission_ids) : undefined;
  try {
    await db.transaction().execute(async (trx) => {
      const { permission_ids: _skip, ...columns } = f;
      void _skip;
      await trx.updateTable('roles').set({ ...columns, updated_at: now.toISOString() }).where('id', '=', id).execute();
      if (permissionIds) await writeGrants(trx, id, permissionIds);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('validation_failed', undefined, { name: ['name 已被使用。'] });
    throw error;
  }
}

export async function deleteRole(db: Db, id: number): Promise<void> {
  const current = await role(db, id);
  if (current.builtin) throw new AppError('conflict', '内置的超级管理员角色不可删除。');
  if (current.managers_count > 0) throw new AppError('conflict', `该角色仍有 ${current.managers_count} 名管理员使用，请先调整他们的角色。`);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('role_permissions').where('role_id', '=', id).execute();
    await trx.deleteFrom('sidebar_roles').where('role_id', '=', id).execute();
    await trx.deleteFrom('roles').where('id', '=', id).execute();
  });
}
