import { type Kysely } from 'kysely';
import { dialectOfHandle } from '../dialect';

// Frozen: never import application code here, never edit after it has shipped.
// Chapters of a course as rows of their own (title and order), so managers can rename and reorder
// them; lessons point at their chapter. The old free-text lessons.chapter stays for rows written
// before, and each distinct text becomes a chapter here.

export async function up(db: Kysely<any>): Promise<void> {
  const pg = dialectOfHandle(db) === 'postgres';
  await db.schema
    .createTable('chapters')
    .addColumn('id', 'integer', (c) => (pg ? c.primaryKey().generatedByDefaultAsIdentity() : c.primaryKey().autoIncrement()))
    .addColumn('video_id', 'integer', (c) => c.notNull().references('videos.id').onDelete('cascade'))
    .addColumn('title', 'varchar(100)', (c) => c.notNull())
    .addColumn('sort', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'varchar(30)', (c) => c.notNull())
    .addColumn('updated_at', 'varchar(30)', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chapters_video_idx').on('chapters').columns(['video_id', 'sort']).execute();
  await db.schema.alterTable('lessons').addColumn('chapter_id', 'integer', (c) => c.references('chapters.id')).execute();
  await db.schema.createIndex('lessons_chapter_idx').on('lessons').column('chapter_id').execute();

  const groups = await db
    .selectFrom('lessons')
    .select(['video_id', 'chapter', (eb) => eb.fn.min('sort').as('first_sort')])
    .where('chapter', 'is not', null)
    .groupBy(['video_id', 'chapter'])
    .orderBy('video_id')
    .orderBy('first_sort')
    .execute();
  const stamp = new Date().toISOString();
  for (const [i, g] of groups.entries()) {
    const row = await db
      .insertInto('chapters')
      .values({ video_id: g.video_id, title: g.chapter, sort: i + 1, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    await db.updateTable('lessons').set({ chapter_id: row.id }).where('video_id', '=', g.video_id).where('chapter', '=', g.chapter).execute();
  }
}

export async function down(): Promise<void> {
  throw new Error('Migrations never drop data.');
}
