import type { StudySummary, UserClass } from '@/lib/contract/study';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { attachClassIncludes, CLASS_COLUMNS, toTrainingClass } from './classes';
import { enrollmentViews } from './enrollment-views';
import type { EnrollmentRow } from './enrollments';
import { ENTERED_STATUSES } from './learners';
import type { IncludeTree, Page } from './query';

// GET /user/classes (every live enrolment), /user/entered-classes (those that reached training) and
// /user/classes/{class_id}/{enrollment_id}: each a class with my enrolment and my study summary.

const CLASS_INCLUDE: IncludeTree = { occupation: {}, organization: {}, city: {}, area: {} };

async function studySummaries(db: Db, userId: number, classIds: number[]): Promise<Map<number, Omit<StudySummary, 'study_seconds' | 'required_seconds'>>> {
  const out = new Map(classIds.map((id) => [id, { lessons_total: 0, lessons_completed: 0, video_ids: [] as number[] }]));
  if (classIds.length === 0) return out;
  const rows = await db
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .leftJoin('lesson_progress', (join) => join.onRef('lesson_progress.lesson_id', '=', 'lessons.id').on('lesson_progress.user_id', '=', userId))
    .select(['videos.class_id', 'videos.id as video_id', 'lesson_progress.completed'])
    .where('videos.class_id', 'in', classIds)
    .where('videos.status', '=', 'published')
    .execute();
  for (const r of rows) {
    const s = out.get(r.class_id!)!;
    s.lessons_total += 1;
    if (r.completed === 1) s.lessons_completed += 1;
    if (!s.video_ids.includes(r.video_id)) s.video_ids.push(r.video_id);
  }
  return out;
}

async function toUserClasses(db: Db, userId: number, rows: EnrollmentRow[], include: IncludeTree): Promise<UserClass[]> {
  if (rows.length === 0) return [];
  const classIds = [...new Set(rows.map((r) => r.class_id))];
  const classRows = await db.selectFrom('classes').select(CLASS_COLUMNS).where('id', 'in', classIds).execute();
  const classes = new Map(classRows.map((c) => [c.id, toTrainingClass(c)]));
  await attachClassIncludes(db, [...classes.values()], CLASS_INCLUDE);
  const [views, summaries] = await Promise.all([enrollmentViews(db, rows, include), studySummaries(db, userId, classIds)]);
  return rows.map((r, i) => {
    const c = classes.get(r.class_id)!;
    return {
      ...c,
      enrollment: { data: views[i] },
      study: { data: { study_seconds: r.study_seconds, required_seconds: c.hours * 3600, ...summaries.get(r.class_id)! } },
    };
  });
}

async function pageOfEnrollments(db: Db, userId: number, page: Page, statuses?: readonly string[]) {
  let base = db.selectFrom('enrollments').where('user_id', '=', userId).where('active_slot', '=', 1);
  if (statuses) base = base.where('status', 'in', statuses);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('updated_at', 'desc').orderBy('id', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  return { rows, total: Number(counted.n) };
}

export async function listUserClasses(db: Db, userId: number, page: Page, statuses?: readonly string[]) {
  const { rows, total } = await pageOfEnrollments(db, userId, page, statuses);
  return { data: await toUserClasses(db, userId, rows, {}), total };
}

export async function listEnteredClasses(db: Db, userId: number, page: Page) {
  return listUserClasses(db, userId, page, ENTERED_STATUSES);
}

/** One class through one of my enrolments (live or ended); any other pair is a 404. */
export async function userClass(db: Db, userId: number, classId: number, enrollmentId: number): Promise<UserClass> {
  const row = await db.selectFrom('enrollments').selectAll().where('id', '=', enrollmentId).where('class_id', '=', classId).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('not_found', '报名记录不存在。');
  return (await toUserClasses(db, userId, [row], { events: {}, order: {} }))[0];
}
