import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// A class may refuse completion (确认结业) below its required hours instead of only warning:
// completion_requires_hours 1 refuses, 0 (every existing class) warns as before.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('classes').addColumn('completion_requires_hours', 'integer', (c) => c.notNull().defaultTo(0)).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('classes').dropColumn('completion_requires_hours').execute();
}
