import type { ManagedLesson, UploadedVideo } from '@/lib/contract/course-admin';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { Storage } from '@/lib/server/storage';
import type { StoredVideo } from '@/lib/server/uploads/video';
import { lessonsOfCourse } from './course-admin';
import { ensureCourse, scopedClass, scopedLesson } from './course-scope';
import { completeReached } from './courses';
import type { ManagerScope } from './manager-scope';

// Lessons of a class's course: each is one uploaded video with its length and required share.

export const LESSON_VIDEO = 'lesson_video';

export type LessonInput = { title: string; chapter_id: number | null; file_id: number; duration_seconds: number; required_ratio: number };
export type LessonChanges = Partial<LessonInput>;

const invalid = (field: string, message: string) => new AppError('validation_failed', undefined, { [field]: [message] });

/** A chapter of this course, and a video uploaded for this class (seeded demo clips for any course). */
async function checkRefs(trx: Db, videoId: number, classId: number | null, input: LessonChanges): Promise<void> {
  if (input.chapter_id !== undefined && input.chapter_id !== null) {
    const chapter = await trx.selectFrom('chapters').select('id').where('id', '=', input.chapter_id).where('video_id', '=', videoId).executeTakeFirst();
    if (!chapter) throw invalid('chapter_id', '章节不属于本课程。');
  }
  if (input.file_id !== undefined) {
    const file = await trx
      .selectFrom('files')
      .select('id')
      .where('id', '=', input.file_id)
      .where('owner_type', '=', LESSON_VIDEO)
      .where((eb) => (classId === null ? eb('owner_id', 'is', null) : eb.or([eb('owner_id', '=', classId), eb('owner_id', 'is', null)])))
      .executeTakeFirst();
    if (!file) throw invalid('file_id', '请先为本培训班上传视频。');
  }
}

async function lessonView(db: Db, videoId: number, lessonId: number): Promise<ManagedLesson> {
  const [lesson] = await lessonsOfCourse(db, videoId, lessonId);
  if (!lesson) throw new AppError('not_found', '课程不存在。');
  return lesson;
}

export async function createLesson(db: Db, scope: ManagerScope, classId: number, input: LessonInput, now: Date): Promise<ManagedLesson> {
  const cls = await scopedClass(db, scope, classId);
  const { videoId, id } = await db.transaction().execute(async (trx) => {
    const video = await ensureCourse(trx, cls, now);
    await checkRefs(trx, video, cls.id, input);
    const last = await trx.selectFrom('lessons').select((eb) => eb.fn.max('sort').as('sort')).where('video_id', '=', video).executeTakeFirst();
    const stamp = now.toISOString();
    const row = await trx
      .insertInto('lessons')
      .values({
        video_id: video, chapter_id: input.chapter_id, chapter: null, title: input.title, file_id: input.file_id, duration_seconds: input.duration_seconds,
        required_ratio: input.required_ratio, sort: Number(last?.sort ?? 0) + 1, created_at: stamp, updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return { videoId: video, id: row.id };
  });
  return lessonView(db, videoId, id);
}

export async function updateLesson(db: Db, scope: ManagerScope, lessonId: number, changes: LessonChanges, now: Date, storage: Storage): Promise<ManagedLesson> {
  const lesson = await scopedLesson(db, scope, lessonId);
  await db.transaction().execute(async (trx) => {
    await checkRefs(trx, lesson.video_id, lesson.class_id, changes);
    await trx.updateTable('lessons').set({ ...changes, updated_at: now.toISOString() }).where('id', '=', lesson.id).execute();
    if (changes.required_ratio !== undefined || changes.duration_seconds !== undefined) {
      await completeReached(trx, lesson.id, changes.duration_seconds ?? lesson.duration_seconds, changes.required_ratio ?? lesson.required_ratio, now);
    }
  });
  if (changes.file_id !== undefined && lesson.file_id !== null && lesson.file_id !== changes.file_id) await dropUnusedUpload(db, lesson.file_id, storage);
  return lessonView(db, lesson.video_id, lesson.id);
}

/** Learners' study records hang on a lesson; a lesson anyone has played is kept. */
export async function deleteLesson(db: Db, scope: ManagerScope, lessonId: number, storage: Storage): Promise<void> {
  const lesson = await scopedLesson(db, scope, lessonId);
  await db.transaction().execute(async (trx) => {
    const progress = await trx.selectFrom('lesson_progress').select('id').where('lesson_id', '=', lesson.id).executeTakeFirst();
    const played = progress ?? (await trx.selectFrom('lesson_plays').select('id').where('lesson_id', '=', lesson.id).executeTakeFirst());
    if (played) throw new AppError('conflict', '已有学员学习过该课时，不能删除；如需下线，请修改课时内容。');
    await trx.deleteFrom('lessons').where('id', '=', lesson.id).execute();
  });
  if (lesson.file_id !== null) await dropUnusedUpload(db, lesson.file_id, storage);
}

/** A manager's upload no lesson uses any more goes, bytes and row; seeded clips (no owner) stay. */
async function dropUnusedUpload(db: Db, fileId: number, storage: Storage): Promise<void> {
  const used = await db.selectFrom('lessons').select('id').where('file_id', '=', fileId).executeTakeFirst();
  if (used) return;
  const file = await db.selectFrom('files').select(['id', 'storage_key']).where('id', '=', fileId).where('owner_type', '=', LESSON_VIDEO).where('owner_id', 'is not', null).executeTakeFirst();
  if (!file) return;
  await db.deleteFrom('files').where('id', '=', file.id).execute();
  // The lesson change has been made; a store that is down now leaves an orphan object (logged), not a failed request.
  await storage.delete(file.storage_key).catch(() => undefined);
}

/** Records a video streamed to storage for a class; a lesson then names it by file_id. */
export async function registerVideo(db: Db, classId: number, stored: StoredVideo, originalName: string, now: Date): Promise<UploadedVideo> {
  const row = await db
    .insertInto('files')
    .values({
      storage_key: stored.storageKey, original_name: originalName.slice(0, 255), mime: stored.mime, size: stored.size, sha256: stored.sha256,
      owner_type: LESSON_VIDEO, owner_id: classId, created_at: now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return { file_id: row.id, original_name: originalName.slice(0, 255), mime: stored.mime, size: stored.size };
}
