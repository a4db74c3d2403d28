import { type ColumnDefinitionBuilder, type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// Learner area: notifications to learners, play sessions and a per-learner study clock for
// trustworthy study time, millisecond precision for watched time, and one order per enrolment.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  const id = (col: ColumnDefinitionBuilder) => (pg ? col.primaryKey().generatedByDefaultAsIdentity() : col.primaryKey().autoIncrement());

  await db.schema
    .createTable('notifications')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('kind', 'varchar(30)', (c) => c.notNull())
    .addColumn('title', 'varchar(120)', (c) => c.notNull())
    .addColumn('body', 'varchar(500)', (c) => c.notNull())
    .addColumn('link', 'varchar(255)')
    .addColumn('read_at', 'varchar(30)')
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('notifications_user_idx').on('notifications').columns(['user_id', 'created_at']).execute();

  // One row per opened player: the server measures elapsed time between its own reports.
  await db.schema
    .createTable('lesson_plays')
    .addColumn('id', 'integer', id)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('users.id'))
    .addColumn('lesson_id', 'integer', (c) => c.notNull().references('lessons.id').onDelete('cascade'))
    .addColumn('class_id', 'integer', (c) => c.references('classes.id'))
    .addColumn('position_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('credited_ms', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('started_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('last_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('lesson_plays_user_idx').on('lesson_plays').columns(['user_id', 'last_at']).execute();

  // The wall-clock instant up to which a learner has been credited, across all tabs and lessons.
  await db.schema
    .createTable('study_clocks')
    .addColumn('user_id', 'integer', (c) => c.primaryKey().references('users.id'))
    .addColumn('credited_until', 'varchar(30)', (c) => c.notNull())
    .execute();

  await db.schema.alterTable('lesson_progress').addColumn('watched_ms', 'integer', (c) => c.notNull().defaultTo(0)).execute();
  await db.updateTable('lesson_progress').set((eb) => ({ watched_ms: eb('watched_seconds', '*', 1000) })).execute();

  await db.schema.createIndex('orders_enrollment_uq').on('orders').column('enrollment_id').unique().execute();
  await db.schema.createIndex('lessons_file_idx').on('lessons').column('file_id').execute();
  await db.schema.createIndex('videos_class_idx').on('videos').column('class_id').execute();
  await db.schema.createIndex('enrollments_waitlist_idx').on('enrollments').columns(['class_id', 'status', 'waitlist_position']).execute();
}

export async function down(): Promise<void> {
  throw new Error('Migrations never drop data.');
}
