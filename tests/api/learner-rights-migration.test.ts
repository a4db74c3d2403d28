import { up } from '@/lib/server/db/migrations/2026-11-29-rights-01-learner-rights';
import { createTestDb, type TestDb } from '../helpers/test-db';

// A database seeded before issue 30 gets the learner's-rights log, its back-office page and its
// permission from the migration, as a fresh seed has them: super and province administrators hold it.

let t: TestDb;
beforeAll(async () => {
  t = await createTestDb({ seeded: true });
}, 120_000);
afterAll(() => t.destroy());

const holders = () =>
  t.db.selectFrom('role_permissions').innerJoin('permissions', 'permissions.id', 'role_permissions.permission_id').innerJoin('roles', 'roles.id', 'role_permissions.role_id')
    .select('roles.name').where('permissions.name', '=', 'logs.learner-rights').orderBy('roles.name').execute().then((rows) => rows.map((r) => r.name));
const page = () =>
  t.db.selectFrom('sidebars as s').innerJoin('sidebars as g', 'g.id', 's.parent_id').select(['s.path', 's.permission', 's.title', 'g.name as group'])
    .where('s.component', '=', 'logs/learner-rights').execute();

test('an earlier seeded database gets the table, the page under 日志审计 and the permission as the seed gives them', async () => {
  const seeded = { holders: await holders(), page: await page() };
  expect(seeded.holders).toEqual(['province-admin', 'super-admin']);
  expect(seeded.page).toEqual([{ path: '/manage/logs/learner-rights', permission: 'logs.learner-rights', title: '个人信息请求', group: 'group-logs' }]);

  // As before the migration: no table, page or permission.
  await t.db.schema.dropTable('learner_rights_events').execute();
  await t.db.deleteFrom('sidebars').where('component', '=', 'logs/learner-rights').execute();
  const permission = await t.db.selectFrom('permissions').select('id').where('name', '=', 'logs.learner-rights').executeTakeFirstOrThrow();
  await t.db.deleteFrom('role_permissions').where('permission_id', '=', permission.id).execute();
  await t.db.deleteFrom('permissions').where('id', '=', permission.id).execute();

  await up(t.db);
  expect({ holders: await holders(), page: await page() }).toEqual(seeded);
  expect(await t.db.selectFrom('learner_rights_events').selectAll().execute()).toEqual([]);
});
