import { type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 30, the learner's rights: each download of a learner's data and each account closure is
// one row of learner_rights_events (who, when, what kind, and for a closure which tables and
// columns were erased, never a value). Seeded databases get the back-office page that lists them
// and its permission, granted to the super-admin and province-admin roles.

const PERMISSION = 'logs.learner-rights';

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  await db.schema
    .createTable('learner_rights_events')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'varchar(20)', (c) => c.notNull())
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('detail', 'text')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('learner_rights_events_created_idx').on('learner_rights_events').columns(['created_at', 'kind']).execute();
  await db.schema.createIndex('learner_rights_events_user_idx').on('learner_rights_events').column('user_id').execute();

  const logs = await db.selectFrom('permissions').select('id').where('name', '=', 'logs').executeTakeFirst();
  if (!logs) return;
  if (!(await db.selectFrom('permissions').select('id').where('name', '=', PERMISSION).executeTakeFirst())) {
    await db.insertInto('permissions').values({ name: PERMISSION, title: '个人信息请求', parent_id: logs.id, sort: 20 }).execute();
  }
  const permission = await db.selectFrom('permissions').select('id').where('name', '=', PERMISSION).executeTakeFirstOrThrow();
  const roles = await db.selectFrom('roles').select('id').where('name', 'in', ['super-admin', 'province-admin']).execute();
  for (const role of roles) {
    const held = await db.selectFrom('role_permissions').select('role_id').where('role_id', '=', role.id).where('permission_id', '=', permission.id).executeTakeFirst();
    if (!held) await db.insertInto('role_permissions').values({ role_id: role.id, permission_id: permission.id }).execute();
  }
  const group = await db.selectFrom('sidebars').select('id').where('name', '=', 'group-logs').where('parent_id', 'is', null).executeTakeFirst();
  if (!group || (await db.selectFrom('sidebars').select('id').where('component', '=', 'logs/learner-rights').executeTakeFirst())) return;
  const last = await db.selectFrom('sidebars').select((eb) => eb.fn.max('sort').as('sort')).where('parent_id', '=', group.id).executeTakeFirst();
  const stamp = new Date().toISOString();
  await db.insertInto('sidebars').values({
    parent_id: group.id, title: '个人信息请求', name: 'logs-learner-rights', path: '/manage/logs/learner-rights', component: 'logs/learner-rights',
    redirect: null, icon: null, sort: Number(last?.sort ?? 0) + 1, is_show: 1, always_show: 0, no_cache: 0, affix: 0, active_menu: null,
    permission: PERMISSION, created_at: stamp, updated_at: stamp,
  }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.deleteFrom('sidebars').where('component', '=', 'logs/learner-rights').execute();
  await db.schema.dropTable('learner_rights_events').execute();
}
