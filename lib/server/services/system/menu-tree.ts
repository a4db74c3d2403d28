import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { MenuNode, MenuTree } from '@/lib/contract/menus';
import { isUniqueViolation } from '../unique-violation';

// The menu editor: every navbar and sidebar item, whoever may see them. Writes are checked so the
// tree stays a tree (no cycles, no parent that does not exist, no child left without its parent)
// and take effect at once: managers' menus are read from these tables on every request.

export const LAYOUT = 'Layout';

export type SidebarFields = {
  parent_id?: number | null; title?: string; name?: string; path?: string; component?: string; redirect?: string | null;
  icon?: string | null; order?: number; is_show?: boolean; always_show?: boolean; no_cache?: boolean; affix?: boolean;
  active_menu?: string | null; permission?: string | null; role_ids?: number[]; navbar_ids?: number[];
};

export async function menuEditorTree(db: Db): Promise<MenuTree> {
  const [sidebars, links, roles, navbars] = await Promise.all([
    db.selectFrom('sidebars').selectAll().orderBy('sort').orderBy('id').execute(),
    db.selectFrom('navbar_sidebars').select(['navbar_id', 'sidebar_id']).execute(),
    db.selectFrom('sidebar_roles').select(['sidebar_id', 'role_id']).execute(),
    db.selectFrom('navbars').select(['id', 'title', 'name', 'sort']).orderBy('sort').orderBy('id').execute(),
  ]);
  type Node = ReturnType<typeof present>;
  const present = (s: (typeof sidebars)[number]) => ({
    id: s.id, parent_id: s.parent_id, title: s.title, name: s.name, path: s.path, component: s.component, redirect: s.redirect,
    icon: s.icon, order: s.sort, is_show: s.is_show === 1, always_show: s.always_show === 1, no_cache: s.no_cache === 1,
    affix: s.affix === 1, active_menu: s.active_menu, permission: s.permission,
    role_ids: roles.filter((r) => r.sidebar_id === s.id).map((r) => r.role_id),
    navbar_ids: links.filter((l) => l.sidebar_id === s.id).map((l) => l.navbar_id),
    children: [] as MenuNode[],
  });
  const nodes = new Map(sidebars.map((s) => [s.id, present(s)]));
  const roots: Node[] = [];
  for (const s of sidebars) {
    const node = nodes.get(s.id)!;
    const parent = s.parent_id === null ? undefined : nodes.get(s.parent_id);
    if (parent) parent.children.push(node);
    else roots.push(node);
  }
  return { navbars: navbars.map((n) => ({ ...n, order: n.sort })), sidebars: roots };
}

async function descendantsOf(db: Db, id: number): Promise<Set<number>> {
  const rows = await db.selectFrom('sidebars').select(['id', 'parent_id']).execute();
  const found = new Set<number>();
  const walk = (parent: number) => {
    for (const r of rows) if (r.parent_id === parent && !found.has(r.id)) { found.add(r.id); walk(r.id); }
  };
  walk(id);
  return found;
}

async function check(db: Db, id: number | null, f: SidebarFields, current?: { parent_id: number | null }) {
  const errors: Record<string, string[]> = {};
  const parentId = f.parent_id !== undefined ? f.parent_id : (current?.parent_id ?? null);
  if (f.parent_id !== undefined && f.parent_id !== null) {
    const parent = await db.selectFrom('sidebars').select('id').where('id', '=', f.parent_id).executeTakeFirst();
    if (!parent) errors.parent_id = ['parent_id 上级菜单不存在。'];
    else if (id !== null && (f.parent_id === id || (await descendantsOf(db, id)).has(f.parent_id))) {
      errors.parent_id = ['parent_id 不能选择自己或自己的下级菜单作为上级（会形成循环）。'];
    }
  }
  if (f.navbar_ids?.length) {
    const found = await db.selectFrom('navbars').select('id').where('id', 'in', f.navbar_ids).execute();
    if (found.length !== new Set(f.navbar_ids).size) errors.navbar_ids = ['navbar_ids 包含不存在的顶部栏目。'];
  }
  if (parentId === null && f.navbar_ids !== undefined && f.navbar_ids.length === 0) errors.navbar_ids = ['navbar_ids 顶级菜单必须属于至少一个顶部栏目。'];
  const becomesTop = id === null || (current?.parent_id !== null && f.parent_id === null);
  if (parentId === null && becomesTop && f.navbar_ids === undefined) errors.navbar_ids = ['navbar_ids 顶级菜单必须属于至少一个顶部栏目。'];
  if (f.role_ids?.length) {
    const found = await db.selectFrom('roles').select('id').where('id', 'in', f.role_ids).execute();
    if (found.length !== new Set(f.role_ids).size) errors.role_ids = ['role_ids 包含不存在的角色。'];
  }
  if (f.permission) {
    const found = await db.selectFrom('permissions').select('id').where('name', '=', f.permission).executeTakeFirst();
    if (!found) errors.permission = ['permission 权限标识不存在。'];
  }
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
}

const columns = (f: SidebarFields) => {
  const out: Record<string, unknown> = {};
  for (const key of ['parent_id', 'title', 'name', 'path', 'component', 'redirect', 'icon', 'active_menu', 'permission'] as const) {
    if (f[key] !== undefined) out[key] = f[key];
  }
  if (f.order !== undefined) out.sort = f.order;
  for (const key of ['is_show', 'always_show', 'no_cache', 'affix'] as const) if (f[key] !== undefined) out[key] = f[key] ? 1 : 0;
  return out;
};

async function writeLinks(db: Db, id: number, f: SidebarFields, topLevel: boolean) {
  if (f.role_ids) {
    await db.deleteFrom('sidebar_roles').where('sidebar_id', '=', id).execute();
    if (f.role_ids.length) await db.insertInto('sidebar_roles').values([...new Set(f.role_ids)].map((role_id) => ({ sidebar_id: id, role_id }))).execute();
  }
  if (f.navbar_ids || !topLevel) {
    await db.deleteFrom('navbar_sidebars').where('sidebar_id', '=', id).execute();
    const ids = topLevel ? [...new Set(f.navbar_ids)] : [];
    if (ids.length) await db.insertInto('navbar_sidebars').values(ids.map((navbar_id) => ({ navbar_id, sidebar_id: id }))).execute();
  }
}

const nameTaken = (error: unknown) => {
  if (isUniqueViolation(error)) return new AppError('validation_failed', undefined, { name: ['name 路由名称已被使用。'] });
  return error;
};

export async function createSidebar(db: Db, f: SidebarFields & { title: string; name: string; path: string; component: string }, now: Date): Promise<number> {
  await check(db, null, f);
  const stamp = now.toISOString();
  const order = f.order ?? Number((await db.selectFrom('sidebars').select((eb) => eb.fn.max('sort').as('m'))
    .where('parent_id', f.parent_id ? '=' : 'is', f.parent_id ?? null).executeTakeFirst())?.m ?? 0) + 1;
  try {
    return await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('sidebars').values({
        parent_id: f.parent_id ?? null, title: f.title, name: f.name, path: f.path, component: f.component, redirect: f.redirect ?? null,
        icon: f.icon ?? null, sort: order, is_show: f.is_show === false ? 0 : 1, always_show: f.always_show ? 1 : 0, no_cache: f.no_cache ? 1 : 0,
        affix: f.affix ? 1 : 0, active_menu: f.active_menu ?? null, permission: f.permission ?? null, created_at: stamp, updated_at: stamp,
      }).returning('id').executeTakeFirstOrThrow();
      await writeLinks(trx, row.id, f, !f.parent_id);
      return row.id;
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

export async function updateSidebar(db: Db, id: number, f: SidebarFields, now: Date): Promise<void> {
  const current = await db.selectFrom('sidebars').select(['id', 'parent_id']).where('id', '=', id).executeTakeFirst();
  if (!current) throw new AppError('not_found', '菜单不存在。');
  await check(db, id, f, current);
  const parentId = f.parent_id !== undefined ? f.parent_id : current.parent_id;
  try {
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('sidebars').set({ ...columns(f), updated_at: now.toISOString() }).where('id', '=', id).execute();
      await writeLinks(trx, id, f, parentId === null);
    });
  } catch (error) {
    throw nameTaken(error);
  }
}

/** A parent is deleted only once it is empty, so no item is ever left without its parent. */
export async function deleteSidebar(db: Db, id: number): Promise<void> {
  const current = await db.selectFrom('sidebars').select('id').where('id', '=', id).executeTakeFirst();
  if (!current) throw new AppError('not_found', '菜单不存在。');
  const child = await db.selectFrom('sidebars').select('id').where('parent_id', '=', id).executeTakeFirst();
  if (child) throw new AppError('validation_failed', undefined, { id: ['该菜单下还有子菜单，请先删除或移走子菜单。'] });
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('sidebar_roles').where('sidebar_id', '=', id).execute();
    await trx.deleteFrom('navbar_sidebars').where('sidebar_id', '=', id).execute();
    await trx.deleteFrom('sidebars').where('id', '=', id).execute();
  });
}

/** The new order of one parent's children; the list must name exactly those children. */
export async function reorderSidebars(db: Db, parentId: number | null, ids: number[], now: Date): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const siblings = await trx.selectFrom('sidebars').select('id').where('parent_id', parentId === null ? 'is' : '=', parentId).execute();
    const expected = new Set(siblings.map((s) => s.id));
    if (ids.length !== expected.size || new Set(ids).size !== ids.length || ids.some((id) => !expected.has(id))) {
      throw new AppError('validation_failed', undefined, { ids: ['ids 必须恰好列出该上级下的全部菜单，且每个只出现一次。'] });
    }
    for (const [i, id] of ids.entries()) await trx.updateTable('sidebars').set({ sort: i + 1, updated_at: now.toISOString() }).where('id', '=', id).execute();
  });
}

export type NavbarFields = { title?: string; name?: string; order?: number };

export async function createNavbar(db: Db, f: Required<Pick<NavbarFields, 'title' | 'name'>> & NavbarFields): Promise<number> {
  const taken = await db.selectFrom('navbars').select('id').where('name', '=', f.name).executeTakeFirst();
  if (taken) throw new AppError('validation_failed', undefined, { name: ['name 栏目名称已被使用。'] });
  const order = f.order ?? Number((await db.selectFrom('navbars').select((eb) => eb.fn.max('sort').as('m')).executeTakeFirst())?.m ?? 0) + 1;
  const row = await db.insertInto('navbars').values({ title: f.title, name: f.name, sort: order }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

export async function updateNavbar(db: Db, id: number, f: NavbarFields): Promise<void> {
  const current = await db.selectFrom('navbars').select('id').where('id', '=', id).executeTakeFirst();
  if (!current) throw new AppError('not_found', '顶部栏目不存在。');
  if (f.name) {
    const taken = await db.selectFrom('navbars').select('id').where('name', '=', f.name).where('id', '!=', id).executeTakeFirst();
    if (taken) throw new AppError('validation_failed', undefined, { name: ['name 栏目名称已被使用。'] });
  }
  const set: Record<string, unknown> = {};
  if (f.title !== undefined) set.title = f.title;
  if (f.name !== undefined) set.name = f.name;
  if (f.order !== undefined) set.sort = f.order;
  if (Object.keys(set).length) await db.updateTable('navbars').set(set).where('id', '=', id).execute();
}

/** The new order of the top-bar sections; the list must name every navbar exactly once. */
export async function reorderNavbars(db: Db, ids: number[]): Promise<void> {
  await db.transaction().execute(async (trx) => {
    const all = await trx.selectFrom('navbars').select('id').execute();
    const expected = new Set(all.map((n) => n.id));
    if (ids.length !== expected.size || new Set(ids).size !== ids.length || ids.some((id) => !expected.has(id))) {
      throw new AppError('validation_failed', undefined, { ids: ['ids 必须恰好列出全部顶部栏目，且每个只出现一次。'] });
    }
    for (const [i, id] of ids.entries()) await trx.updateTable('navbars').set({ sort: i + 1 }).where('id', '=', id).execute();
  });
}

export async function deleteNavbar(db: Db, id: number): Promise<void> {
  const current = await db.selectFrom('navbars').select('id').where('id', '=', id).executeTakeFirst();
  if (!current) throw new AppError('not_found', '顶部栏目不存在。');
  const used = await db.selectFrom('navbar_sidebars').select('sidebar_id').where('navbar_id', '=', id).executeTakeFirst();
  if (used) throw new AppError('validation_failed', undefined, { id: ['该栏目下还有菜单，请先移走这些菜单。'] });
  await db.deleteFrom('navbars').where('id', '=', id).execute();
}
