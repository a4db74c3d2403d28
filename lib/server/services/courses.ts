import type { Course, Lesson, LessonDetail } from '@/lib/contract/study';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { amountDue, STUDY_STATUSES } from './enrollment-states';
import type { Page } from './query';
import { lessonAccess, studyEnrollment } from './study';

// The learner's video courses: public courses (no class) and the courses of classes they study in.

async function studyClassIds(db: Db, userId: number): Promise<number[]> {
  const rows = await db.selectFrom('enrollments').select('class_id').where('user_id', '=', userId).where('active_slot', '=', 1).where('status', 'in', STUDY_STATUSES).execute();
  return rows.map((r) => r.class_id);
}

async function lessonsOf(db: Db, userId: number, videoIds: number[]): Promise<Lesson[]> {
  if (videoIds.length === 0) return [];
  const rows = await db
    .selectFrom('lessons')
    .leftJoin('chapters', 'chapters.id', 'lessons.chapter_id')
    .leftJoin('lesson_progress', (join) => join.onRef('lesson_progress.lesson_id', '=', 'lessons.id').on('lesson_progress.user_id', '=', userId))
    .select((eb) => [
      'lessons.id', 'lessons.video_id', eb.fn.coalesce('chapters.title', 'lessons.chapter').as('chapter'), 'lessons.title', 'lessons.duration_seconds',
      'lessons.required_ratio', 'lessons.sort', 'lessons.file_id', 'lesson_progress.position_seconds', 'lesson_progress.watched_seconds', 'lesson_progress.completed',
    ])
    .where('lessons.video_id', 'in', videoIds)
    .orderBy('lessons.video_id')
    // By chapter, then within it: the course page groups consecutive lessons under their chapter.
    .orderBy((eb) => eb.fn.coalesce('chapters.sort', eb.val(0)))
    .orderBy('lessons.sort')
    .orderBy('lessons.id')
    .execute();
  return rows.map((r) => ({
    id: r.id, video_id: r.video_id, chapter: r.chapter, title: r.title, duration_seconds: r.duration_seconds, required_ratio: r.required_ratio,
    sort: r.sort, has_media: r.file_id !== null,
    progress: { position_seconds: r.position_seconds ?? 0, watched_seconds: r.watched_seconds ?? 0, completed: r.completed === 1 },
  }));
}

function summarise(video: { id: number; title: string; cover: string | null; description: string | null; class_id: number | null; class_title: string | null }, lessons: Lesson[]): Course {
  const own = lessons.filter((l) => l.video_id === video.id);
  return {
    ...video,
    lessons_count: own.length,
    completed_count: own.filter((l) => l.progress.completed).length,
    duration_seconds: own.reduce((s, l) => s + l.duration_seconds, 0),
    watched_seconds: own.reduce((s, l) => s + Math.min(l.progress.watched_seconds, l.duration_seconds), 0),
  };
}

function videoQuery(db: Db) {
  return db
    .selectFrom('videos')
    .leftJoin('classes', 'classes.id', 'videos.class_id')
    .select(['videos.id', 'videos.title', 'videos.cover', 'videos.description', 'videos.class_id', 'classes.title as class_title'])
    .where('videos.status', '=', 'published');
}

/** Classes I am admitted to but have not paid for yet, with the order to pay: their courses say 待缴费 and link to its notice. */
async function unpaidOrders(db: Db, userId: number, classIds: number[]): Promise<Map<number, string>> {
  if (classIds.length === 0) return new Map();
  const rows = await db
    .selectFrom('enrollments')
    .innerJoin('classes', 'classes.id', 'enrollments.class_id')
    .innerJoin('orders', (join) => join.onRef('orders.enrollment_id', '=', 'enrollments.id').on('orders.status', '=', 'pending'))
    .select(['enrollments.class_id', 'orders.order_no', 'classes.fee_cents', 'classes.subsidy_cents'])
    .where('enrollments.user_id', '=', userId).where('enrollments.active_slot', '=', 1).where('enrollments.status', '=', 'approved')
    .where('enrollments.class_id', 'in', classIds)
    .execute();
  return new Map(rows.filter((r) => amountDue(r) > 0).map((r) => [r.class_id, r.order_no]));
}

/** Courses of my classes first, then public courses; `mine` keeps only my classes' courses. */
export async function listCourses(db: Db, userId: number, page: Page, mine: boolean, classId?: number): Promise<{ data: Course[]; total: number }> {
  const classIds = await studyClassIds(db, userId);
  if (mine && classIds.length === 0) return { data: [], total: 0 };
  let base = videoQuery(db).where((eb) => {
    if (mine) return eb('videos.class_id', 'in', classIds);
    return classIds.length ? eb.or([eb('videos.class_id', 'is', null), eb('videos.class_id', 'in', classIds)]) : eb('videos.class_id', 'is', null);
  });
  if (classId) base = base.where('videos.class_id', '=', classId);
  const [counted, videos] = await Promise.all([
    base.clearSelect().select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.orderBy((eb) => eb.case().when('videos.class_id', 'is', null).then(1).else(0).end()).orderBy('videos.id').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  const [lessons, unpaid] = await Promise.all([lessonsOf(db, userId, videos.map((v) => v.id)), unpaidOrders(db, userId, classIds)]);
  const paymentOrder = (classId: number | null) => (classId === null ? null : unpaid.get(classId) ?? null);
  return { data: videos.map((v) => ({ ...summarise(v, lessons), payment_order: paymentOrder(v.class_id) })), total: Number(counted.n) };
}

export async function courseWithLessons(db: Db, userId: number, videoId: number): Promise<Course> {
  const video = await videoQuery(db).where('videos.id', '=', videoId).executeTakeFirst();
  if (!video) throw new AppError('not_found', '课程不存在。');
  if (video.class_id !== null) await studyEnrollment(db, userId, video.class_id);
  const lessons = await lessonsOf(db, userId, [video.id]);
  return { ...summarise(video, lessons), lessons: { data: lessons } };
}

export async function lessonDetail(db: Db, userId: number, lessonId: number): Promise<LessonDetail> {
  const { lesson } = await lessonAccess(db, userId, lessonId);
  const siblings = await lessonsOf(db, userId, [lesson.video_id]);
  const index = siblings.findIndex((l) => l.id === lesson.id);
  return {
    ...siblings[index], video_title: lesson.video_title, class_id: lesson.class_id,
    previous_id: siblings[index - 1]?.id ?? null, next_id: siblings[index + 1]?.id ?? null,
    stream_url: lesson.file_id === null ? null : `/api/v1/user/lessons/${lesson.id}/stream`,
  };
}

export type MediaFile = { storageKey: string; mime: string; size: number };
export const LESSON_VIDEO_MISSING = '视频文件不存在。';

export async function lessonMedia(db: Db, userId: number, lessonId: number): Promise<MediaFile> {
  const { lesson } = await lessonAccess(db, userId, lessonId);
  const file = lesson.file_id === null ? undefined : await db.selectFrom('files').select(['storage_key', 'mime', 'size']).where('id', '=', lesson.file_id).executeTakeFirst();
  if (!file) throw new AppError('not_found', LESSON_VIDEO_MISSING);
  return { storageKey: file.storage_key, mime: file.mime, size: file.size };
}

/** After a lesson's length or required share changed: progress that now reaches the share completes. */
export async function completeReached(trx: Db, lessonId: number, durationSeconds: number, ratio: number, now: Date): Promise<void> {
  await trx
    .updateTable('lesson_progress')
    .set({ completed: 1, updated_at: now.toISOString() })
    .where('lesson_id', '=', lessonId)
    .where('completed', '=', 0)
    .where('watched_ms', '>=', Math.ceil((durationSeconds * 1000 * ratio) / 100))
    .execute();
}
