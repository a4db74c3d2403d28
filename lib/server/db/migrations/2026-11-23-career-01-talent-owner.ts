import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// A learner has at most one talent profile (the one job applications send); NULL owners stay unlimited.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('talents_user_uq').on('talents').column('user_id').unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('talents_user_uq').execute();
}
