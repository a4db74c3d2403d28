import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Failed sign-ins are counted in rows updated atomically (one per account and address, one per
// account across all addresses) instead of being derived from login_logs, which let a burst of
// concurrent attempts all pass the check. Province administrators may unlock accounts below them.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('login_lockouts')
    .addColumn('guard', 'varchar(10)', (c) => c.notNull())
    .addColumn('account', 'varchar(64)', (c) => c.notNull())
    .addColumn('address', 'varchar(64)', (c) => c.notNull())
    .addColumn('failures', 'integer', (c) => c.notNull())
    .addColumn('window_start', 'varchar(30)', (c) => c.notNull())
    .addColumn('locked_until', 'varchar(30)')
    .addPrimaryKeyConstraint('login_lockouts_pk', ['guard', 'account', 'address'])
    .execute();
  await db.schema.createIndex('login_lockouts_window_idx').on('login_lockouts').column('window_start').execute();
  await db.schema.createIndex('login_logs_ip_idx').on('login_logs').columns(['guard', 'username', 'ip', 'success']).execute();

  const unlock = await db.selectFrom('permissions').select('id').where('name', '=', 'logs.unlock').executeTakeFirst();
  const province = await db.selectFrom('roles').select('id').where('name', '=', 'province-admin').executeTakeFirst();
  if (!unlock || !province) return;
  const held = await db.selectFrom('role_permissions').select('role_id')
    .where('role_id', '=', province.id).where('permission_id', '=', unlock.id).executeTakeFirst();
  if (!held) await db.insertInto('role_permissions').values({ role_id: province.id, permission_id: unlock.id }).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('login_logs_ip_idx').execute();
  await db.schema.dropTable('login_lockouts').execute();
}
