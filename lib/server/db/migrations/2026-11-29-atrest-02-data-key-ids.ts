import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// ID numbers at rest (issue 30): the id of the data key the database's ID numbers are sealed with
// (never the key), so a server started with another key, such as a second instance that generated
// its own, refuses to start instead of sealing values the others cannot open.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('data_keys')
    .addColumn('kid', 'varchar(16)', (c) => c.primaryKey())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('data_keys').execute();
}
