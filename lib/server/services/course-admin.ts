import type { ClassCourseRow, ManagedChapter, ManagedCourse, ManagedLesson } from '@/lib/contract/course-admin';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { scopedClasses } from './class-admin';
import { courseOf, ensureCourse, scopedChapter, scopedClass } from './course-scope';
import type { ManagerScope } from './manager-scope';
import { contains, offset, type Page, type PageResult } from './query';

// A class's course in the back-office: its chapters (title, order) and the lessons in them.

async function chaptersOf(db: Db, videoId: number): Promise<ManagedChapter[]> {
  const rows = await db
    .selectFrom('chapters')
    .leftJoin('lessons', 'lessons.chapter_id', 'chapters.id')
    .select((eb) => ['chapters.id', 'chapters.title', 'chapters.sort', eb.fn.count<number>('lessons.id').as('lessons_count')])
    .where('chapters.video_id', '=', videoId)
    .groupBy(['chapters.id', 'chapters.title', 'chapters.sort'])
    .orderBy('chapters.sort')
    .orderBy('chapters.id')
    .execute();
  return rows.map((r) => ({ ...r, lessons_count: Number(r.lessons_count) }));
}

export async function lessonsOfCourse(db: Db, videoId: number, lessonId?: number): Promise<ManagedLesson[]> {
  let query = db
    .selectFrom('lessons')
    .leftJoin('chapters', 'chapters.id', 'lessons.chapter_id')
    .leftJoin('files', 'files.id', 'lessons.file_id')
    .select((eb) => [
      'lessons.id', 'lessons.chapter_id', 'lessons.title', 'lessons.sort', 'lessons.duration_seconds', 'lessons.required_ratio', 'lessons.file_id',
      'files.original_name as file_name', 'files.size as file_size',
      eb.selectFrom('lesson_progress').select((p) => p.fn.countAll<number>().as('n')).whereRef('lesson_progress.lesson_id', '=', 'lessons.id').as('learners'),
    ])
    .where('lessons.video_id', '=', videoId);
  if (lessonId !== undefined) query = query.where('lessons.id', '=', lessonId);
  const rows = await query.orderBy((eb) => eb.fn.coalesce('chapters.sort', eb.val(0))).orderBy('lessons.sort').orderBy('lessons.id').execute();
  return rows.map((r) => ({ ...r, file_size: r.file_size === null ? null : Number(r.file_size), learners: Number(r.learners ?? 0) }));
}

export async function readCourse(db: Db, scope: ManagerScope, classId: number): Promise<ManagedCourse> {
  const cls = await scopedClass(db, scope, classId);
  const videoId = await courseOf(db, cls.id);
  return {
    class_id: cls.id, class_title: cls.title, video_id: videoId,
    chapters: { data: videoId === null ? [] : await chaptersOf(db, videoId) },
    lessons: { data: videoId === null ? [] : await lessonsOfCourse(db, videoId) },
  };
}

async function chapterView(db: Db, videoId: number, chapterId: number): Promise<ManagedChapter> {
  const found = (await chaptersOf(db, videoId)).find((c) => c.id === chapterId);
  if (!found) throw new AppError('not_found', '章节不存在。');
  return found;
}

export async function createChapter(db: Db, scope: ManagerScope, classId: number, title: string, now: Date): Promise<ManagedChapter> {
  const cls = await scopedClass(db, scope, classId);
  const { videoId, id } = await db.transaction().execute(async (trx) => {
    const video = await ensureCourse(trx, cls, now);
    const last = await trx.selectFrom('chapters').select((eb) => eb.fn.max('sort').as('sort')).where('video_id', '=', video).executeTakeFirst();
    const stamp = now.toISOString();
    const row = await trx
      .insertInto('chapters')
      .values({ video_id: video, title, sort: Number(last?.sort ?? 0) + 1, created_at: stamp, updated_at: stamp })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { videoId: video, id: row.id };
  });
  return chapterView(db, videoId, id);
}

export async function renameChapter(db: Db, scope: ManagerScope, chapterId: number, title: string, now: Date): Promise<ManagedChapter> {
  const chapter = await scopedChapter(db, scope, chapterId);
  await db.updateTable('chapters').set({ title, updated_at: now.toISOString() }).where('id', '=', chapter.id).execute();
  return chapterView(db, chapter.video_id, chapter.id);
}

export async function deleteChapter(db: Db, scope: ManagerScope, chapterId: number): Promise<void> {
  const chapter = await scopedChapter(db, scope, chapterId);
  await db.transaction().execute(async (trx) => {
    const used = await trx.selectFrom('lessons').select('id').where('chapter_id', '=', chapter.id).executeTakeFirst();
    if (used) throw new AppError('conflict', '该章节下还有课时，请先移走或删除这些课时。');
    await trx.deleteFrom('chapters').where('id', '=', chapter.id).execute();
  });
}

export type CourseOrder = { chapter_ids: number[]; lesson_ids: number[] };

const sameSet = (given: number[], actual: number[]) => given.length === actual.length && new Set(given).size === given.length && actual.every((id) => given.includes(id));

/** The whole course's order at once: every chapter and every lesson, each exactly once. */
export async function reorderCourse(db: Db, scope: ManagerScope, classId: number, order: CourseOrder, now: Date): Promise<ManagedCourse> {
  const cls = await scopedClass(db, scope, classId);
  const videoId = await courseOf(db, cls.id);
  if (videoId === null) throw new AppError('not_found', '该培训班还没有课程。');
  await db.transaction().execute(async (trx) => {
    const chapters = (await trx.selectFrom('chapters').select('id').where('video_id', '=', videoId).execute()).map((r) => r.id);
    const lessons = (await trx.selectFrom('lessons').select('id').where('video_id', '=', videoId).execute()).map((r) => r.id);
    const errors: Record<string, string[]> = {};
    if (!sameSet(order.chapter_ids, chapters)) errors.chapter_ids = ['必须列出本课程的每个章节，且各一次。'];
    if (!sameSet(order.lesson_ids, lessons)) errors.lesson_ids = ['必须列出本课程的每个课时，且各一次。'];
    if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
    const stamp = now.toISOString();
    for (const [i, id] of order.chapter_ids.entries()) await trx.updateTable('chapters').set({ sort: i + 1, updated_at: stamp }).where('id', '=', id).execute();
    for (const [i, id] of order.lesson_ids.entries()) await trx.updateTable('lessons').set({ sort: i + 1, updated_at: stamp }).where('id', '=', id).execute();
  });
  return readCourse(db, scope, classId);
}

/** The classes in my scope with how many lessons their course has: where a manager picks a class. */
export async function listClassCourses(db: Db, scope: ManagerScope, keyword: string | undefined, page: Page): Promise<PageResult<ClassCourseRow>> {
  let base = scopedClasses(db, scope);
  if (keyword) base = base.where(contains('classes.title', keyword));
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base
      .select((eb) => [
        'classes.id', 'classes.title', 'classes.status', 'classes.start_date', 'classes.end_date',
        eb.selectFrom('lessons').innerJoin('videos', 'videos.id', 'lessons.video_id').select((l) => l.fn.countAll<number>().as('n')).whereRef('videos.class_id', '=', 'classes.id').as('lessons_count'),
      ])
      .orderBy('classes.start_date', 'desc')
      .orderBy('classes.id', 'desc')
      .limit(page.perPage)
      .offset(offset(page))
      .execute(),
  ]);
  return { data: rows.map((r) => ({ ...r, lessons_count: Number(r.lessons_count ?? 0) })), total: Number(counted.n) };
}
