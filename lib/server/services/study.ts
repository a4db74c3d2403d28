import type { Play, ProgressReport } from '@/lib/contract/study';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { amountDue, STUDY_STATUSES } from './enrollment-states';
import { changeEnrollmentStatus, type EnrollmentRow } from './enrollments';
import { notify } from './notifications';

// Study time the server can stand behind. The player opens a play session and reports its position
// every few seconds; the server credits, per report, the smaller of
//   - the wall-clock time since the later of this session's last report and the learner's study
//     clock (so two tabs, or two lessons at once, never earn more than the time that passed),
//   - how far the position moved (so seeking ahead earns only the time actually spent),
// nothing for an interval the player reported as paused, at most REPORT_WINDOW_MS per report (a
// silent player earns nothing for its silence), and never beyond the lesson's length.

export const REPORT_WINDOW_MS = 30_000;

export type LessonRow = {
  id: number; video_id: number; chapter: string | null; title: string; file_id: number | null; duration_seconds: number;
  required_ratio: number; sort: number; video_title: string; class_id: number | null;
};

export type LessonAccess = { lesson: LessonRow; enrollment: EnrollmentRow | null };

function lessonQuery(db: Db) {
  return db
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .leftJoin('chapters', 'chapters.id', 'lessons.chapter_id')
    .select((eb) => [
      'lessons.id', 'lessons.video_id', eb.fn.coalesce('chapters.title', 'lessons.chapter').as('chapter'), 'lessons.title', 'lessons.file_id',
      'lessons.duration_seconds', 'lessons.required_ratio', 'lessons.sort', 'videos.title as video_title', 'videos.class_id',
    ])
    .where('videos.status', '=', 'published');
}

/** The learner's live enrolment in a class, if it allows studying (a paid class only once paid); others see no such course. */
export async function studyEnrollment(db: Db, userId: number, classId: number): Promise<EnrollmentRow> {
  const e = await db.selectFrom('enrollments').selectAll().where('class_id', '=', classId).where('user_id', '=', userId).where('active_slot', '=', 1).executeTakeFirst();
  if (!e || !(STUDY_STATUSES as readonly string[]).includes(e.status)) throw new AppError('not_found', '课程不存在，或您尚未获准学习该培训班的课程。');
  if (e.status === 'approved') {
    const c = await db.selectFrom('classes').select(['fee_cents', 'subsidy_cents']).where('id', '=', classId).executeTakeFirstOrThrow();
    if (amountDue(c) > 0) throw new AppError('payment_required');
  }
  return e;
}

/** Public courses are open to every learner; a class's course only to its admitted learners. */
export async function lessonAccess(db: Db, userId: number, lessonId: number): Promise<LessonAccess> {
  const lesson = await lessonQuery(db).where('lessons.id', '=', lessonId).executeTakeFirst();
  if (!lesson) throw new AppError('not_found', '课程不存在。');
  const enrollment = lesson.class_id === null ? null : await studyEnrollment(db, userId, lesson.class_id);
  return { lesson, enrollment };
}

async function ensureProgress(trx: Db, userId: number, lesson: LessonRow, now: Date) {
  const stamp = now.toISOString();
  await trx
    .insertInto('lesson_progress')
    .values({ user_id: userId, lesson_id: lesson.id, class_id: lesson.class_id, position_seconds: 0, watched_seconds: 0, watched_ms: 0, completed: 0, last_report_at: null, created_at: stamp, updated_at: stamp })
    .onConflict((oc) => oc.columns(['user_id', 'lesson_id']).doNothing())
    .execute();
  return trx.selectFrom('lesson_progress').selectAll().where('user_id', '=', userId).where('lesson_id', '=', lesson.id).executeTakeFirstOrThrow();
}

/** Opens a play session where the learner stopped; the first play of an admitted enrolment starts its studying. */
export async function startPlay(db: Db, userId: number, lessonId: number, now: Date): Promise<Play> {
  const { lesson, enrollment } = await lessonAccess(db, userId, lessonId);
  return db.transaction().execute(async (trx) => {
    if (enrollment && (enrollment.status === 'approved' || enrollment.status === 'paid')) {
      await changeEnrollmentStatus(trx, enrollment.id, 'studying', { type: 'system', id: null }, '开始在线学习', now);
    }
    const progress = await ensureProgress(trx, userId, lesson, now);
    const resumeAt = progress.position_seconds >= lesson.duration_seconds ? 0 : progress.position_seconds;
    const stamp = now.toISOString();
    const play = await trx
      .insertInto('lesson_plays')
      .values({ user_id: userId, lesson_id: lesson.id, class_id: lesson.class_id, position_ms: resumeAt * 1000, credited_ms: 0, started_at: stamp, last_at: stamp, paused: 1 })
      .returning('id')
      .executeTakeFirstOrThrow();
    return {
      play_id: play.id, lesson_id: lesson.id, duration_seconds: lesson.duration_seconds, required_ratio: lesson.required_ratio,
      position_seconds: resumeAt, watched_seconds: progress.watched_seconds, completed: progress.completed === 1,
    };
  });
}

/** Serialises a learner's reports: every tab's credit is measured against one clock. */
async function lockClock(trx: Db, userId: number, now: Date): Promise<number> {
  await trx.insertInto('study_clocks').values({ user_id: userId, credited_until: new Date(0).toISOString() }).onConflict((oc) => oc.column('user_id').doNothing()).execute();
  await trx.updateTable('study_clocks').set((eb) => ({ credited_until: eb.ref('credited_until') })).where('user_id', '=', userId).execute();
  const clock = await trx.selectFrom('study_clocks').select('credited_until').where('user_id', '=', userId).executeTakeFirstOrThrow();
  return Math.min(Date.parse(clock.credited_until), now.getTime());
}

export type Report = { position_seconds: number; playing: boolean };

export async function reportProgress(db: Db, userId: number, playId: number, report: Report, now: Date): Promise<ProgressReport> {
  const play = await db.selectFrom('lesson_plays').selectAll().where('id', '=', playId).where('user_id', '=', userId).executeTakeFirst();
  if (!play) throw new AppError('not_found', '播放记录不存在。');
  const { lesson } = await lessonAccess(db, userId, play.lesson_id);
  const result = await db.transaction().execute(async (trx) => {
    const clock = await lockClock(trx, userId, now);
    const current = await trx.selectFrom('lesson_plays').selectAll().where('id', '=', playId).executeTakeFirstOrThrow();
    const progress = await ensureProgress(trx, userId, lesson, now);
    const durationMs = lesson.duration_seconds * 1000;
    const position = Math.min(Math.max(Math.round(report.position_seconds * 1000), 0), durationMs);
    const since = Math.max(Date.parse(current.last_at), clock);
    const wall = Math.min(Math.max(now.getTime() - since, 0), REPORT_WINDOW_MS);
    const moved = position - current.position_ms;
    const credit = current.paused === 1 ? 0 : Math.max(0, Math.min(wall, moved, durationMs - progress.watched_ms));
    const stamp = now.toISOString();

    await trx
      .updateTable('lesson_plays')
      .set({ position_ms: position, last_at: stamp, paused: report.playing ? 0 : 1, credited_ms: current.credited_ms + credit })
      .where('id', '=', playId)
      .execute();
    if (credit > 0) await trx.updateTable('study_clocks').set({ credited_until: stamp }).where('user_id', '=', userId).execute();

    const watchedMs = progress.watched_ms + credit;
    const watchedSeconds = Math.floor(watchedMs / 1000);
    const completed = progress.completed === 1 || watchedMs >= (durationMs * lesson.required_ratio) / 100;
    await trx
      .updateTable('lesson_progress')
      .set({ watched_ms: watchedMs, watched_seconds: watchedSeconds, position_seconds: Math.floor(position / 1000), completed: completed ? 1 : 0, last_report_at: stamp, updated_at: stamp })
      .where('id', '=', progress.id)
      .execute();

    let classStudy: number | null = null;
    if (lesson.class_id !== null) {
      const e = await trx.selectFrom('enrollments').selectAll().where('class_id', '=', lesson.class_id).where('user_id', '=', userId).where('active_slot', '=', 1).executeTakeFirst();
      if (e) {
        classStudy = e.study_seconds + (watchedSeconds - progress.watched_seconds);
        if (classStudy !== e.study_seconds) await trx.updateTable('enrollments').set({ study_seconds: classStudy, updated_at: stamp }).where('id', '=', e.id).execute();
        if (completed && progress.completed !== 1 && e.status === 'studying') await completeIfDone(trx, e, lesson.class_id, now);
      }
    }
    return {
      credited_seconds: credit / 1000, position_seconds: position / 1000, watched_seconds: watchedSeconds, completed, class_study_seconds: classStudy,
    };
  });
  return result;
}

/** The last lesson completed completes the enrolment (the learner may then sit the exam). */
async function completeIfDone(trx: Db, e: EnrollmentRow, classId: number, now: Date): Promise<void> {
  const lessons = await trx
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .leftJoin('lesson_progress', (join) => join.onRef('lesson_progress.lesson_id', '=', 'lessons.id').on('lesson_progress.user_id', '=', e.user_id))
    .select(['lessons.id', 'lesson_progress.completed'])
    .where('videos.class_id', '=', classId)
    .where('videos.status', '=', 'published')
    .execute();
  if (lessons.length === 0 || lessons.some((l) => l.completed !== 1)) return;
  await changeEnrollmentStatus(trx, e.id, 'completed', { type: 'system', id: null }, '已完成全部课程学习', now);
  const c = await trx.selectFrom('classes').select('title').where('id', '=', classId).executeTakeFirstOrThrow();
  await notify(trx, {
    userId: e.user_id, kind: 'study_completed', title: '学习完成通知', body: `您已完成“${c.title}”的全部课程学习，请留意考试安排。`, link: '/user/exam',
  }, now);
}
