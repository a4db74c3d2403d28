import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// An occupation still named by classes or certificates cannot be deleted; it is disabled instead
// ('active' | 'disabled') and the public catalogue leaves it out.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('occupations').addColumn('status', 'varchar(20)', (c) => c.notNull().defaultTo('active')).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('occupations').dropColumn('status').execute();
}
