import { type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// Signed certificates (issue 22): one row per skills or programme certificate with the payload its
// QR code carries, the key that signed it and, once revoked, the signed revocation notice. The row
// id is the certificate's index in the published revocation status list.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  await db.schema
    .createTable('certificate_credentials')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('kind', 'varchar(12)', (c) => c.notNull())
    .addColumn('certificate_id', 'integer', (c) => c.notNull())
    .addColumn('kid', 'varchar(64)', (c) => c.notNull())
    .addColumn('salt', 'varchar(32)', (c) => c.notNull())
    .addColumn('payload', 'text', (c) => c.notNull())
    .addColumn('jws', 'text', (c) => c.notNull())
    .addColumn('revocation_jws', 'text')
    .addColumn('signed_by', 'integer')
    .addColumn('signed_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('certificate_credentials_certificate_idx').on('certificate_credentials').columns(['kind', 'certificate_id']).unique().execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('certificate_credentials').execute();
}
