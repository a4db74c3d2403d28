import { sql } from 'kysely';
import type { StudyHoursRow, StudyProgressFilter } from '@/lib/contract/course-admin';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import type { Db } from '@/lib/server/db';
import { formatDateTime } from '@/lib/format/date';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { classInScope, scopedClass } from './course-scope';
import { STUDY_STATUSES } from './enrollment-states';
import { maskPhone } from './learners';
import type { ManagerScope } from './manager-scope';
import { contains, offset, type Page, type PageResult } from './query';

// Study hours per class: each admitted learner's credited time, lessons completed of the course's
// lessons, and when they last studied. Read from lesson_progress, which only the server credits.

export type StudyReportFilters = { keyword?: string; status?: string; progress?: StudyProgressFilter };

async function lessonsTotal(db: Db, classId: number): Promise<number> {
  const row = await db
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('videos.class_id', '=', classId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

function reportQuery(db: Db, scope: ManagerScope, classId: number, total: number, f: StudyReportFilters) {
  const progress = db
    .selectFrom('lesson_progress')
    .innerJoin('lessons', 'lessons.id', 'lesson_progress.lesson_id')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .select((eb) => [
      'lesson_progress.user_id',
      eb.fn.sum<number>('lesson_progress.watched_seconds').as('watched_seconds'),
      eb.fn.sum<number>('lesson_progress.completed').as('lessons_completed'),
      eb.fn.max('lesson_progress.last_report_at').as('last_study_at'),
    ])
    .where('videos.class_id', '=', classId)
    .groupBy('lesson_progress.user_id')
    .as('p');
  const watched = sql<number>`coalesce(${sql.ref('p.watched_seconds')}, 0)`;
  const completed = sql<number>`coalesce(${sql.ref('p.lessons_completed')}, 0)`;
  let query = db
    .selectFrom('enrollments')
    .innerJoin('classes', 'classes.id', 'enrollments.class_id')
    .leftJoin(progress, 'p.user_id', 'enrollments.user_id')
    .select([
      'enrollments.id as enrollment_id', 'enrollments.user_id', 'enrollments.real_name', 'enrollments.phone', 'enrollments.status',
      watched.as('watched_seconds'), completed.as('lessons_completed'), 'p.last_study_at',
    ])
    .where('enrollments.class_id', '=', classId)
    .where('enrollments.status', 'in', STUDY_STATUSES)
    .where(classInScope(scope));
  if (f.status) query = query.where('enrollments.status', '=', f.status);
  if (f.keyword) {
    const keyword = f.keyword;
    query = query.where((eb) => eb.or([contains('enrollments.real_name', keyword), eb('enrollments.phone', '=', keyword)]));
  }
  if (f.progress === 'not_started') query = query.where(watched, '=', 0).where(completed, '=', 0);
  if (f.progress === 'completed') query = total > 0 ? query.where(completed, '>=', total) : query.where(sql<boolean>`1 = 0`);
  if (f.progress === 'in_progress') query = query.where((eb) => eb.or([eb(watched, '>', 0), eb(completed, '>', 0)])).where(completed, '<', Math.max(total, 1));
  return query;
}

type Raw = { enrollment_id: number; user_id: number; real_name: string; phone: string; status: string; watched_seconds: number; lessons_completed: number; last_study_at: string | null };

const view = (r: Raw, total: number): StudyHoursRow => ({
  ...r, phone: maskPhone(r.phone), watched_seconds: Number(r.watched_seconds), lessons_completed: Number(r.lessons_completed), lessons_total: total,
  last_study_at: r.last_study_at ?? null,
});

export async function studyReport(db: Db, scope: ManagerScope, classId: number, f: StudyReportFilters, page: Page): Promise<PageResult<StudyHoursRow>> {
  const cls = await scopedClass(db, scope, classId);
  const total = await lessonsTotal(db, cls.id);
  const base = reportQuery(db, scope, cls.id, total, f);
  const [counted, rows] = await Promise.all([
    db.selectFrom(base.as('r')).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.orderBy('enrollments.id').limit(page.perPage).offset(offset(page)).execute(),
  ]);
  return { data: rows.map((r) => view(r, total)), total: Number(counted.n) };
}

/** The filtered report for the export, a chunk at a time (keyset on the enrolment id). */
export async function* studyReportChunks(db: Db, scope: ManagerScope, classId: number, f: StudyReportFilters, chunk = 1000): AsyncGenerator<StudyHoursRow[]> {
  const cls = await scopedClass(db, scope, classId);
  const total = await lessonsTotal(db, cls.id);
  for (let after = 0; ;) {
    const rows = await reportQuery(db, scope, cls.id, total, f).where('enrollments.id', '>', after).orderBy('enrollments.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => view(r, total));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].enrollment_id;
  }
}

const hours = (seconds: number) => Math.round((seconds / 3600) * 100) / 100;

export const STUDY_REPORT_COLUMNS: XlsxColumn<StudyHoursRow>[] = [
  { header: '姓名', width: 12, value: (r) => r.real_name },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '报名状态', width: 10, value: (r) => enumLabelZh('enrollmentStatus', r.status) },
  { header: '已学时长（小时）', width: 16, value: (r) => hours(r.watched_seconds) },
  { header: '已完成课时', width: 12, value: (r) => r.lessons_completed },
  { header: '课时总数', width: 10, value: (r) => r.lessons_total },
  { header: '最近学习时间', width: 22, value: (r) => formatDateTime(r.last_study_at, { empty: '' }) },
];
