import { AppError } from '@/lib/server/domain/errors';
import type { IncludeTree } from './query';
import type { Db } from '@/lib/server/db';
import type { ManagerProfile, PermissionSummary, RoleSummary } from '@/lib/contract/account';
import type { Region } from '@/lib/contract/region';


export const MANAGER_INCLUDES: IncludeTree = { roles: { permissions: {} }, userable: {}, province: {}, city: {}, area: {} };

export async function managerRoles(db: Db, managerId: number): Promise<RoleSummary[]> {
  return db
    .selectFrom('manager_roles')
    .innerJoin('roles', 'roles.id', 'manager_roles.role_id')
    .select(['roles.id', 'roles.name', 'roles.title'])
    .where('manager_roles.manager_id', '=', managerId)
    .orderBy('roles.id')
    .execute();
}

export async function permissionsOfRoles(db: Db, roleIds: number[]): Promise<Map<number, PermissionSummary[]>> {
  const byRole = new Map<number, PermissionSummary[]>(roleIds.map((id) => [id, []]));
  if (roleIds.length === 0) return byRole;
  const rows = await db
    .selectFrom('role_permissions')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select(['role_permissions.role_id', 'permissions.id', 'permissions.name', 'permissions.title'])
    .where('role_permissions.role_id', 'in', roleIds)
    .orderBy('permissions.sort')
    .orderBy('permissions.id')
    .execute();
  for (const r of rows) byRole.get(r.role_id)!.push({ id: r.id, name: r.name, title: r.title });
  return byRole;
}

async function region(db: Db, code: string | null): Promise<Region | null> {
  if (!code) return null;
  return (await db.selectFrom('regions').select(['code', 'name', 'parent_code', 'level']).where('code', '=', code).executeTakeFirst()) ?? null;
}

export async function managerProfile(db: Db, managerId: number, includes: IncludeTree): Promise<ManagerProfile> {
  const m = await db.selectFrom('managers').selectAll().where('id', '=', managerId).executeTakeFirst();
  if (!m) throw new AppError('unauthenticated');
  const profile: ManagerProfile = {
    id: m.id, username: m.username, name: m.name, avatar: m.avatar, introduction: m.introduction,
    province_code: m.province_code, city_code: m.city_code, area_code: m.area_code, must_change_password: m.must_change_password === 1,
  };
  if (includes.roles) {
    const roles = await managerRoles(db, managerId);
    if (includes.roles.permissions) {
      const perms = await permissionsOfRoles(db, roles.map((r) => r.id));
      for (const role of roles) role.permissions = { data: perms.get(role.id) ?? [] };
    }
    profile.roles = { data: roles };
  }
  if (includes.userable) {
    const org = m.organization_id
      ? await db.selectFrom('organizations').select(['id', 'name', 'type']).where('id', '=', m.organization_id).executeTakeFirst()
      : undefined;
    profile.userable = { data: org ?? null };
  }
  if (includes.province) profile.province = { data: await region(db, m.province_code) };
  if (includes.city) profile.city = { data: await region(db, m.city_code) };
  if (includes.area) profile.area = { data: await region(db, m.area_code) };
  return profile;
}
