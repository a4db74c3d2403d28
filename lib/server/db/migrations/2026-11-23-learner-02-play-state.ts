import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Whether a play session's player was paused at its last report: time while paused earns nothing.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('lesson_plays').addColumn('paused', 'integer', (c) => c.notNull().defaultTo(1)).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations never drop data.');
}
