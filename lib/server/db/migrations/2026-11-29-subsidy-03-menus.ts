import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 31: the back-office pages of the subsidy chain, for databases seeded before them: a group
// 培训补贴 under the 培训管理 section, with its pages, each shown to the managers holding its
// permission (2026-11-29-subsidy-01-chain created the permissions). A database not seeded yet has
// no sections: the seed writes the same menus (lib/server/db/seed/menus.ts).

const GROUP = { name: 'group-subsidy', title: '培训补贴', icon: 'money' };
const PAGES = [
  { name: 'subsidy-claims', title: '补贴申领', component: 'subsidy/claims', permission: 'subsidies.view' },
  { name: 'subsidy-claim', title: '申领详情', component: 'subsidy/claim', permission: 'subsidies.view', hidden: true },
  { name: 'subsidy-sessions', title: '课次考勤', component: 'subsidy/sessions', permission: 'subsidies.sessions' },
  { name: 'subsidy-categories', title: '人员类别审核', component: 'subsidy/categories', permission: 'subsidies.categories' },
  { name: 'subsidy-standards', title: '补贴标准', component: 'subsidy/standards', permission: 'subsidies.view' },
  { name: 'subsidy-payments', title: '补贴拨付', component: 'subsidy/payments', permission: 'subsidies.payment' },
  { name: 'subsidy-reports', title: '补贴统计', component: 'subsidy/reports', permission: 'subsidies.reports' },
];

export async function up(db: Kysely<any>): Promise<void> {
  const section = await db.selectFrom('navbars').select('id').where('name', '=', 'training').executeTakeFirst();
  if (!section || (await db.selectFrom('sidebars').select('id').where('name', '=', GROUP.name).executeTakeFirst())) return;
  const stamp = new Date().toISOString();
  const last = await db.selectFrom('sidebars').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', 'is', null).executeTakeFirst();
  await db.insertInto('sidebars').values({
    parent_id: null, title: GROUP.title, name: GROUP.name, path: `/manage/${GROUP.name}`, component: 'Layout', redirect: '/manage/subsidy/claims',
    icon: GROUP.icon, sort: Number(last?.sort ?? 0) + 1, is_show: 1, always_show: 1, no_cache: 0, affix: 0, active_menu: null, created_at: stamp, updated_at: stamp,
  }).execute();
  const group = await db.selectFrom('sidebars').select('id').where('name', '=', GROUP.name).executeTakeFirstOrThrow();
  await db.insertInto('navbar_sidebars').values({ navbar_id: section.id, sidebar_id: group.id }).execute();
  await db.insertInto('sidebars').values(PAGES.map((p, i) => ({
    parent_id: group.id, title: p.title, name: p.name, path: `/manage/${p.component}`, component: p.component, redirect: null, icon: null, sort: i + 1,
    is_show: p.hidden ? 0 : 1, always_show: 0, no_cache: 0, affix: 0, active_menu: p.hidden ? '/manage/subsidy/claims' : null,
    permission: p.permission, created_at: stamp, updated_at: stamp,
  }))).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  const group = await db.selectFrom('sidebars').select('id').where('name', '=', GROUP.name).executeTakeFirst();
  if (!group) return;
  await db.deleteFrom('sidebars').where('parent_id', '=', group.id).execute();
  await db.deleteFrom('navbar_sidebars').where('sidebar_id', '=', group.id).execute();
  await db.deleteFrom('sidebars').where('id', '=', group.id).execute();
}
