import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 32, the data screen, for databases seeded before it: the permission screen.view for the
// government roles (super, province and city administrators) and the page 数据大屏 under the
// 工作台 group, shown to the managers holding it. A database not seeded yet has neither roles nor
// menus: the seed writes the same (lib/server/db/seed/permissions.ts and menus.ts).

const PERMISSION = { module: 'screen', title: '数据大屏', action: 'view', actionTitle: '查看' };
const ROLES = ['super-admin', 'province-admin', 'city-admin'];
const PAGE = { name: 'screen', title: '数据大屏', path: '/manage/screen', component: 'screen/index', permission: 'screen.view' };

export async function up(db: Kysely<any>): Promise<void> {
  await grantPermission(db);
  await addPage(db);
}

async function grantPermission(db: Kysely<any>): Promise<void> {
  if (!(await db.selectFrom('roles').select('id').limit(1).executeTakeFirst())) return; // an unseeded database: the seed adds it
  let parent = await db.selectFrom('permissions').select('id').where('name', '=', PERMISSION.module).executeTakeFirst();
  if (!parent) {
    const last = await db.selectFrom('permissions').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', 'is', null).executeTakeFirst();
    await db.insertInto('permissions').values({ name: PERMISSION.module, title: PERMISSION.title, parent_id: null, sort: Number(last?.sort ?? 0) + 1 }).execute();
    parent = await db.selectFrom('permissions').select('id').where('name', '=', PERMISSION.module).executeTakeFirstOrThrow();
  }
  const name = `${PERMISSION.module}.${PERMISSION.action}`;
  if (!(await db.selectFrom('permissions').select('id').where('name', '=', name).executeTakeFirst())) {
    await db.insertInto('permissions').values({ name, title: PERMISSION.actionTitle, parent_id: parent.id, sort: 1 }).execute();
  }
  const ids = await db.selectFrom('permissions').select('id').where('name', 'in', [PERMISSION.module, name]).execute();
  for (const role of ROLES) {
    const r = await db.selectFrom('roles').select('id').where('name', '=', role).executeTakeFirst();
    if (!r) continue;
    for (const p of ids) {
      const held = await db.selectFrom('role_permissions').select('role_id').where('role_id', '=', r.id).where('permission_id', '=', p.id).executeTakeFirst();
      if (!held) await db.insertInto('role_permissions').values({ role_id: r.id, permission_id: p.id }).execute();
    }
  }
}

async function addPage(db: Kysely<any>): Promise<void> {
  const group = await db.selectFrom('sidebars').select('id').where('name', '=', 'group-dashboard').executeTakeFirst();
  if (!group || (await db.selectFrom('sidebars').select('id').where('name', '=', PAGE.name).executeTakeFirst())) return;
  const stamp = new Date().toISOString();
  const last = await db.selectFrom('sidebars').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', '=', group.id).executeTakeFirst();
  await db.insertInto('sidebars').values({
    parent_id: group.id, title: PAGE.title, name: PAGE.name, path: PAGE.path, component: PAGE.component, redirect: null, icon: null,
    sort: Number(last?.sort ?? 0) + 1, is_show: 1, always_show: 0, no_cache: 0, affix: 0, active_menu: null, permission: PAGE.permission,
    created_at: stamp, updated_at: stamp,
  }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sidebars').where('name', '=', PAGE.name).execute();
}
