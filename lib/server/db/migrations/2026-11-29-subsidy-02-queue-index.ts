import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Issue 31, the claims queue at a million claims: the province's unfiltered queue is ordered by the
// last change, which the status- and scope-led indexes of subsidy-01 cannot serve.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('subsidy_claims_updated_idx').on('subsidy_claims').columns(['updated_at', 'id']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('subsidy_claims_updated_idx').execute();
}
