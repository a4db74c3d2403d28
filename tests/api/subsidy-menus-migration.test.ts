import { up } from '@/lib/server/db/migrations/2026-11-29-subsidy-03-menus';
import { createTestDb, type TestDb } from '../helpers/test-db';

// A database seeded before issue 31 gets the subsidy pages from the migration as a fresh seed has
// them: the group 培训补贴 under 培训管理, each page with its permission.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seeded: true });
}, 120_000);
afterAll(() => t.destroy());

const menus = async () => {
  const group = await t.db.selectFrom('sidebars').select(['id', 'title', 'component', 'is_show']).where('name', '=', 'group-subsidy').executeTakeFirst();
  const section = group && (await t.db.selectFrom('navbar_sidebars').innerJoin('navbars', 'navbars.id', 'navbar_sidebars.navbar_id').select('navbars.name').where('sidebar_id', '=', group.id).execute());
  const pages = group && (await t.db.selectFrom('sidebars').select(['path', 'component', 'permission', 'title', 'is_show', 'active_menu']).where('parent_id', '=', group.id).orderBy('sort').execute());
  return { group: group && { title: group.title, component: group.component }, section, pages };
};

test('an earlier seeded database gets the subsidy group and pages, with their permissions, as the seed gives them', async () => {
  const seeded = await menus();
  expect(seeded.group).toEqual({ title: '培训补贴', component: 'Layout' });
  expect(seeded.section).toEqual([{ name: 'training' }]);
  expect(seeded.pages?.map((p) => `${p.component} ${p.permission}`)).toEqual([
    'subsidy/claims subsidies.view', 'subsidy/claim subsidies.view', 'subsidy/sessions subsidies.sessions', 'subsidy/categories subsidies.categories',
    'subsidy/standards subsidies.view', 'subsidy/payments subsidies.payment', 'subsidy/reports subsidies.reports',
  ]);

  // As before the migration: no group, no pages.
  const group = await t.db.selectFrom('sidebars').select('id').where('name', '=', 'group-subsidy').executeTakeFirstOrThrow();
  await t.db.deleteFrom('sidebars').where('parent_id', '=', group.id).execute();
  await t.db.deleteFrom('navbar_sidebars').where('sidebar_id', '=', group.id).execute();
  await t.db.deleteFrom('sidebars').where('id', '=', group.id).execute();

  await up(t.db);
  expect(await menus()).toEqual(seeded);
  await up(t.db);
  expect((await menus()).pages).toHaveLength(7);
});
