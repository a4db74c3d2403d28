import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// Jobs posted by enterprise accounts wait for a government review; a rejection carries its reason.
// An application's status change carries the enterprise's note.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('job_postings').addColumn('review_reason', 'varchar(200)').execute();
  await db.schema.alterTable('job_postings').addColumn('reviewed_at', 'varchar(30)').execute();
  await db.schema.alterTable('job_applications').addColumn('note', 'varchar(500)').execute();
  await db.schema.createIndex('job_postings_org_idx').on('job_postings').columns(['organization_id', 'status']).execute();
  await db.schema.createIndex('job_applications_job_idx').on('job_applications').columns(['job_id', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('job_applications_job_idx').execute();
  await db.schema.dropIndex('job_postings_org_idx').execute();
  await db.schema.alterTable('job_applications').dropColumn('note').execute();
  await db.schema.alterTable('job_postings').dropColumn('reviewed_at').execute();
  await db.schema.alterTable('job_postings').dropColumn('review_reason').execute();
}
