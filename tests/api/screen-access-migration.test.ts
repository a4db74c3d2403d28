import { up } from '@/lib/server/db/migrations/2026-11-30-screen-02-access';
import { createTestDb, type TestDb } from '../helpers/test-db';

// A database seeded before issue 32 gets the permission screen.view for the government roles and the
// page 数据大屏 under 工作台 from the migration, as a fresh seed has them.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seeded: true });
}, 120_000);
afterAll(() => t.destroy());

const access = async () => {
  const page = await t.db
    .selectFrom('sidebars as s')
    .innerJoin('sidebars as g', 'g.id', 's.parent_id')
    .select(['g.name as group', 's.title', 's.path', 's.component', 's.permission', 's.is_show', 's.sort'])
    .where('s.name', '=', 'screen')
    .executeTakeFirst();
  const roles = await t.db
    .selectFrom('role_permissions as rp')
    .innerJoin('roles as r', 'r.id', 'rp.role_id')
    .innerJoin('permissions as p', 'p.id', 'rp.permission_id')
    .select(['r.name as role', 'p.name as permission'])
    .where('p.name', 'in', ['screen', 'screen.view'])
    .orderBy('r.name')
    .orderBy('p.name')
    .execute();
  return { page, roles };
};

test('an earlier seeded database gets the permission and the page as the seed gives them', async () => {
  const seeded = await access();
  expect(seeded.page).toEqual({ group: 'group-dashboard', title: '数据大屏', path: '/manage/screen', component: 'screen/index', permission: 'screen.view', is_show: 1, sort: 2 });
  expect(seeded.roles.filter((r) => r.permission === 'screen.view').map((r) => r.role)).toEqual(['city-admin', 'province-admin', 'super-admin']);

  // As before the migration: no page, no permission.
  const ids = (await t.db.selectFrom('permissions').select('id').where('name', 'in', ['screen', 'screen.view']).execute()).map((p) => p.id);
  await t.db.deleteFrom('role_permissions').where('permission_id', 'in', ids).execute();
  await t.db.deleteFrom('permissions').where('name', '=', 'screen.view').execute();
  await t.db.deleteFrom('permissions').where('name', '=', 'screen').execute();
  await t.db.deleteFrom('sidebars').where('name', '=', 'screen').execute();

  await up(t.db);
  expect(await access()).toEqual(seeded);
  await up(t.db);
  expect(await access()).toEqual(seeded);
});
