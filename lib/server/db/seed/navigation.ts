import type { Db } from '@/lib/server/db';
import { insertReturningIds, insertRows } from './batch';
import { pagePermission } from './menu-permissions';
import { MENU_SECTIONS } from './menus';
import { ALL_ROLES, type RoleName } from './roles';

/**
 * Writes navbars, the sidebar tree, each page's permission, and each group's section. A page that
 * names a permission is shown to the managers holding it, and a group to those who see one of its
 * pages, so a new role's menus follow its permissions; role restrictions are written only for pages
 * without a permission.
 */
export async function seedNavigation(db: Db, roleIds: Record<RoleName, number>, stamp: string): Promise<number> {
  const known = new Set((await db.selectFrom('permissions').select('name').execute()).map((p) => p.name));
  const navbarIds = await insertReturningIds(
    db,
    'navbars',
    MENU_SECTIONS.map((s, i) => ({ title: s.title, name: s.name, sort: i + 1 })),
  );
  const groups = MENU_SECTIONS.flatMap((section, s) => section.groups.map((group) => ({ group, navbarId: navbarIds[s] })));
  const groupIds = await insertReturningIds(
    db,
    'sidebars',
    groups.map(({ group }, i) => ({
      parent_id: null, title: group.title, name: group.name, path: `/manage/${group.name}`,
      component: 'Layout', redirect: group.pages[0].path, icon: group.icon, sort: i + 1, is_show: 1,
      always_show: 1, no_cache: 0, affix: 0, active_menu: null, created_at: stamp, updated_at: stamp,
    })),
  );
  const pages = groups.flatMap(({ group }, g) => group.pages.map((page, p) => ({ page, group, parentId: groupIds[g], sort: p + 1 })));
  const pageIds = await insertReturningIds(
    db,
    'sidebars',
    pages.map(({ page, parentId, sort }) => ({
      parent_id: parentId, title: page.title, name: page.name, path: page.path, component: page.component,
      redirect: null, icon: page.icon ?? null, sort, is_show: page.hidden ? 0 : 1, always_show: 0,
      no_cache: page.noCache ? 1 : 0, affix: page.affix ? 1 : 0, active_menu: page.activeMenu ?? null,
      permission: pagePermission(page, known), created_at: stamp, updated_at: stamp,
    })),
  );
  await insertRows(db, 'navbar_sidebars', groups.map(({ navbarId }, g) => ({ navbar_id: navbarId, sidebar_id: groupIds[g] })));
  await insertRows(
    db,
    'sidebar_roles',
    pages.flatMap(({ page, group }, p) => {
      const roles = (page.roles ?? group.roles).filter((r) => group.roles.includes(r));
      if (pagePermission(page, known) !== null || roles.length === ALL_ROLES.length) return [];
      return roles.map((r) => ({ sidebar_id: pageIds[p], role_id: roleIds[r] }));
    }),
  );
  return groupIds.length + pageIds.length;
}
