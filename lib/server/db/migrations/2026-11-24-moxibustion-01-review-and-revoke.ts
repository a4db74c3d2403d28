import type { Kysely } from 'kysely';

// Frozen: never import application code here, never edit after it has shipped.
// The moxibustion back office: who reviewed an enrolment and why it was rejected; who issued or
// revoked a programme certificate and why.

export async function up(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('moxibustion_enrollments').addColumn('review_reason', 'varchar(200)').execute();
  await db.schema.alterTable('moxibustion_enrollments').addColumn('reviewed_by', 'integer').execute();
  await db.schema.alterTable('moxibustion_enrollments').addColumn('reviewed_at', 'varchar(30)').execute();
  await db.schema.alterTable('moxibustion_certificates').addColumn('issued_by', 'integer').execute();
  await db.schema.alterTable('moxibustion_certificates').addColumn('revoked_reason', 'varchar(200)').execute();
  await db.schema.alterTable('moxibustion_certificates').addColumn('revoked_by', 'integer').execute();
  await db.schema.alterTable('moxibustion_certificates').addColumn('revoked_at', 'varchar(30)').execute();
  await db.schema.createIndex('moxibustion_certificates_enrollment_idx').on('moxibustion_certificates').column('enrollment_id').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moxibustion_certificates_enrollment_idx').execute();
  for (const column of ['revoked_at', 'revoked_by', 'revoked_reason', 'issued_by']) {
    await db.schema.alterTable('moxibustion_certificates').dropColumn(column).execute();
  }
  for (const column of ['reviewed_at', 'reviewed_by', 'review_reason']) {
    await db.schema.alterTable('moxibustion_enrollments').dropColumn(column).execute();
  }
}
