import { type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// A batch (期) of the moxibustion programme: what learners enrol in. Enrolments keep naming their
// batch by its code (moxibustion_enrollments.batch), so existing rows need no change.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  await db.schema
    .createTable('moxibustion_batches')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('code', 'varchar(50)', (c) => c.notNull().unique())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('level', 'varchar(30)', (c) => c.notNull())
    .addColumn('city_code', 'varchar(12)')
    .addColumn('venue', 'varchar(255)')
    .addColumn('organizer', 'varchar(120)', (c) => c.notNull())
    .addColumn('issuer', 'varchar(120)', (c) => c.notNull())
    .addColumn('enroll_start', 'varchar(10)', (c) => c.notNull())
    .addColumn('enroll_end', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('end_date', 'varchar(10)', (c) => c.notNull())
    .addColumn('hours', 'integer', (c) => c.notNull())
    .addColumn('capacity', 'integer', (c) => c.notNull())
    .addColumn('fee_cents', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('contact_phone', 'varchar(30)')
    .addColumn('description', 'text')
    .addColumn('status', 'varchar(20)', (c) => c.notNull())
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('moxibustion_batches_status_idx').on('moxibustion_batches').columns(['status', 'start_date']).execute();
  await db.schema.createIndex('moxibustion_enrollments_batch_idx').on('moxibustion_enrollments').columns(['batch', 'status']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropIndex('moxibustion_enrollments_batch_idx').execute();
  await db.schema.dropTable('moxibustion_batches').execute();
}
