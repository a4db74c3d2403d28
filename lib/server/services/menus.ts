import type { Db } from '@/lib/server/db';
import { managerRoles } from './managers';
import type { NavbarItem, RoleSummary } from '@/lib/contract/account';
import type { PermissionNode, SidebarItem } from '@/lib/contract/menus';

export type ManagerMenus = { navbars: NavbarItem[]; sidebars: SidebarItem[] };

/**
 * SPEC.md §6: an item without sidebar_roles rows is visible to every manager; otherwise one of the
 * manager's roles must be among them. An item that names a permission is visible only to managers
 * holding it, and a Layout group whose pages are all invisible is dropped, so the menus follow the
 * same permission strings as the API. Read per request: a role change shows at once. A hidden parent hides its children. Items with is_show false
 * stay in the tree (flagged) because they are routes reached from other pages. A navbar is listed
 * when at least one of its top-level sidebars is visible.
 */
export async function managerMenus(db: Db, managerId: number, options: { withRoles?: boolean } = {}): Promise<ManagerMenus> {
  const mine = new Set((await managerRoles(db, managerId)).map((r) => r.id));
  const [sidebars, links, navbars, restrictions, held] = await Promise.all([
    db.selectFrom('sidebars').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('navbar_sidebars').select(['navbar_id', 'sidebar_id']).execute(),
    db.selectFrom('navbars').select(['id', 'title', 'name']).orderBy('sort').orderBy('id').execute(),
    db
      .selectFrom('sidebar_roles')
      .innerJoin('roles', 'roles.id', 'sidebar_roles.role_id')
      .select(['sidebar_roles.sidebar_id', 'roles.id', 'roles.name', 'roles.title'])
      .orderBy('roles.id')
      .execute(),
    managerPermissionNames(db, managerId).then((names) => new Set(names)),
  ]);
  const navbarName = new Map(navbars.map((n) => [n.id, n.name]));
  const navbarsOf = new Map<number, string[]>();
  for (const l of links) navbarsOf.set(l.sidebar_id, [...(navbarsOf.get(l.sidebar_id) ?? []), navbarName.get(l.navbar_id)!]);
  const rolesOf = new Map<number, RoleSummary[]>();
  for (const r of restrictions) rolesOf.set(r.sidebar_id, [...(rolesOf.get(r.sidebar_id) ?? []), { id: r.id, name: r.name, title: r.title }]);
  const byId = new Map(sidebars.map((s) => [s.id, s]));
  const visible = (id: number) => {
    const roles = rolesOf.get(id);
    const permission = byId.get(id)?.permission;
    return (!roles || roles.length === 0 || roles.some((r) => mine.has(r.id))) && (!permission || held.has(permission));
  };

  const build = (row: (typeof sidebars)[number], inherited: string[]): SidebarItem | null => {
    const roles = rolesOf.get(row.id) ?? [];
    const own = navbarsOf.get(row.id) ?? inherited;
    const item: SidebarItem = {
      id: row.id, path: row.path, name: row.name, title: row.title, icon: row.icon, parent_id: row.parent_id, order: row.sort,
      component: row.component, redirect: row.redirect, is_show: row.is_show === 1, alwaysShow: row.always_show === 1, navbars: own,
      meta: { roles: roles.map((r) => r.name), noCache: row.no_cache === 1, affix: row.affix === 1, title: row.title, activeMenu: row.active_menu },
      permission: row.permission,
      children: sidebars.filter((c) => c.parent_id === row.id && visible(c.id)).map((c) => build(c, own)).filter(Boolean) as SidebarItem[],
    };
    if (row.component === 'Layout' && item.children.length === 0 && sidebars.some((c) => c.parent_id === row.id)) return null;
    if (options.withRoles) item.roles = { data: roles };
    return item;
  };
  const tree = sidebars.filter((s) => s.parent_id === null && visible(s.id)).map((s) => build(s, [])).filter((s): s is SidebarItem => s !== null);
  const used = new Set(tree.flatMap((s) => s.navbars));
  return { navbars: navbars.filter((n) => used.has(n.name)), sidebars: tree };
}

export const SUPER_ADMIN_ROLE = 'super-admin';

export async function managerPermissionNames(db: Db, managerId: number): Promise<string[]> {
  const rows = await db
    .selectFrom('manager_roles')
    .innerJoin('role_permissions', 'role_permissions.role_id', 'manager_roles.role_id')
    .innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id')
    .select('permissions.name')
    .distinct()
    .where('manager_roles.manager_id', '=', managerId)
    .orderBy('permissions.name')
    .execute();
  return rows.map((r) => r.name);
}

export async function permissionTree(db: Db): Promise<PermissionNode[]> {
  const rows = await db.selectFrom('permissions').select(['id', 'name', 'title', 'parent_id']).orderBy('sort').orderBy('id').execute();
  const build = (parent: number | null): PermissionNode[] =>
    rows.filter((r) => r.parent_id === parent).map((r) => ({ ...r, children: build(r.id) }));
  return build(null);
}
