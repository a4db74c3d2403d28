import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import type { SeededOrganization } from './organizations';
import { ORG_ENTERPRISE, ORG_INSTITUTION, ORG_SCHOOL } from './organizations';
import type { SeedPasswords } from './passwords';
import { PERMISSION_MODULES, permissionsOf } from './permissions';
import { personName } from './names';
import { mobilePhone } from './phones';
import type { SeedContext } from './context';
import { ROLES, type RoleName } from './roles';

type DemoManager = { username: string; role: RoleName; orgType?: number; scope: 'province' | 'city' };

export const DEMO_MANAGERS: readonly DemoManager[] = [
  { username: 'admin', role: 'super-admin', scope: 'province' },
  { username: 'province_admin', role: 'province-admin', scope: 'province' },
  { username: 'city_admin', role: 'city-admin', scope: 'city' },
  { username: 'enterprise_demo', role: 'enterprise', orgType: ORG_ENTERPRISE, scope: 'city' },
  { username: 'school_demo', role: 'school', orgType: ORG_SCHOOL, scope: 'city' },
  { username: 'institution_demo', role: 'institution', orgType: ORG_INSTITUTION, scope: 'city' },
];

export function describeManager(role: RoleName, organizationName: string | null): string {
  const title = ROLES.find((r) => r.name === role)!.title;
  return organizationName ? `${title}（${organizationName}）` : title;
}

export async function seedRolesAndPermissions(db: Db): Promise<Record<RoleName, number>> {
  const stamp = new Date(0).toISOString();
  const roleIds = await insertReturningIds(
    db,
    'roles',
    ROLES.map((r) => ({ name: r.name, title: r.title, description: r.description, created_at: stamp, updated_at: stamp })),
  );
  const moduleIds = await insertReturningIds(
    db,
    'permissions',
    PERMISSION_MODULES.map((m, i) => ({ name: m.name, title: m.title, parent_id: null, sort: i + 1 })),
  );
  const actions = PERMISSION_MODULES.flatMap((m, i) =>
    m.actions.map(([action, title], j) => ({ name: `${m.name}.${action}`, title, parent_id: moduleIds[i], sort: j + 1 })),
  );
  const actionIds = await insertReturningIds(db, 'permissions', actions);
  const permissionIds = new Map<string, number>([
    ...PERMISSION_MODULES.map((m, i) => [m.name, moduleIds[i]] as const),
    ...actions.map((a, i) => [a.name, actionIds[i]] as const),
  ]);
  await insertRows(
    db,
    'role_permissions',
    ROLES.flatMap((role, r) => permissionsOf(role.name).map((p) => ({ role_id: roleIds[r], permission_id: permissionIds.get(p)! }))),
  );
  return Object.fromEntries(ROLES.map((r, i) => [r.name, roleIds[i]])) as Record<RoleName, number>;
}

export type SeededManagers = { adminId: number; accounts: { username: string; description: string; admin: boolean }[] };

export async function seedManagers(
  db: Db,
  ctx: SeedContext,
  organizations: SeededOrganization[],
  roleIds: Record<RoleName, number>,
  passwords: SeedPasswords,
): Promise<SeededManagers> {
  const { rng, geo, stamp } = ctx;
  const capital = geo.cities[0];
  const rows = DEMO_MANAGERS.map((m) => {
    const org = m.orgType ? organizations.find((o) => o.type === m.orgType && o.status === 'approved')! : null;
    const gender = rng.chance(0.5) ? 1 : 2;
    const name = m.username === 'admin' ? '系统管理员' : personName(rng, gender);
    const city = org?.place.city ?? capital;
    return {
      org,
      row: {
        username: m.username,
        password_hash: m.username === 'admin' ? passwords.admin.managerHash : passwords.demo.managerHash,
        name,
        avatar: null,
        introduction: org ? `${org.name}平台业务管理员，负责本单位信息维护和日常业务办理。` : `${geo.name}职业技能培训平台${describeManager(m.role, null)}。`,
        phone: mobilePhone(rng),
        organization_id: org?.id ?? null,
        province_code: geo.code,
        city_code: m.scope === 'city' ? city.code : null,
        area_code: org?.place.area.code ?? null,
        status: 'active',
        must_change_password: 0,
        settings: null,
        last_login_at: null,
        created_at: stamp,
        updated_at: stamp,
      },
    };
  });
  const ids = await insertReturningIds(db, 'managers', rows.map((r) => r.row));
  await insertRows(db, 'manager_roles', DEMO_MANAGERS.map((m, i) => ({ manager_id: ids[i], role_id: roleIds[m.role] })));
  return {
    adminId: ids[0],
    accounts: DEMO_MANAGERS.map((m, i) => ({
      username: m.username,
      description: describeManager(m.role, rows[i].org?.name ?? (m.role === 'city-admin' ? capital.name : null)),
      admin: m.username === 'admin',
    })),
  };
}
