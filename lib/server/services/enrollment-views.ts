import type { Enrollment } from '@/lib/contract/enrollment';
import type { Db } from '@/lib/server/db';
import { attachClassIncludes, CLASS_COLUMNS, toTrainingClass } from './classes';
import { amountDue } from './enrollment-states';
import type { EnrollmentRow } from './enrollments';
import { maskIdNumber, personalView } from './learners';
import { ordersByEnrollmentIds } from './orders';
import type { IncludeTree } from './query';

export const ENROLLMENT_INCLUDES: IncludeTree = { class: { occupation: {}, organization: {}, city: {}, area: {} }, events: {}, order: {} };

function documentsOf(raw: string | null): Enrollment['documents'] {
  if (!raw) return [];
  try {
    const parsed = JSON.parse(raw) as unknown;
    return Array.isArray(parsed) ? (parsed as Enrollment['documents']) : [];
  } catch {
    return [];
  }
}

async function queuePlaces(db: Db, rows: EnrollmentRow[]): Promise<Map<number, number>> {
  const places = new Map<number, number>();
  for (const row of rows) {
    if (row.status !== 'waitlisted' || row.waitlist_position === null) continue;
    const ahead = await db
      .selectFrom('enrollments')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .where('class_id', '=', row.class_id)
      .where('status', '=', 'waitlisted')
      .where((eb) => eb.or([eb('waitlist_position', '<', row.waitlist_position), eb.and([eb('waitlist_position', '=', row.waitlist_position), eb('id', '<', row.id)])]))
      .executeTakeFirstOrThrow();
    places.set(row.id, Number(ahead.n) + 1);
  }
  return places;
}

type Decision = NonNullable<Enrollment['decision']>;

/** Per enrolment: lessons completed of its class's published lessons, and its latest exam result in the class. */
async function decisions(db: Db, rows: EnrollmentRow[], classIds: number[]): Promise<Map<number, Decision>> {
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const [totals, done, results] = await Promise.all([
    db.selectFrom('lessons').innerJoin('videos', 'videos.id', 'lessons.video_id').select(['videos.class_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('videos.class_id', 'in', classIds).where('videos.status', '=', 'published').groupBy('videos.class_id').execute(),
    db.selectFrom('lesson_progress').select(['user_id', 'class_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('class_id', 'in', classIds).where('user_id', 'in', userIds).where('completed', '=', 1).groupBy(['user_id', 'class_id']).execute(),
    db.selectFrom('exam_results as r').innerJoin('exams as x', 'x.id', 'r.exam_id').select(['x.class_id', 'r.user_id', 'r.score', 'r.passed', 'r.updated_at'])
      .where('x.class_id', 'in', classIds).where('r.user_id', 'in', userIds).orderBy('r.updated_at').orderBy('r.id').execute(),
  ]);
  const total = new Map(totals.map((t) => [t.class_id, Number(t.n)]));
  const completed = new Map(done.map((d) => [`${d.user_id}/${d.class_id}`, Number(d.n)]));
  // Ordered oldest first: the last one kept for a learner and class is the latest.
  const latest = new Map(results.map((x) => [`${x.user_id}/${x.class_id}`, { score: x.score, passed: x.passed === null ? null : x.passed === 1 }]));
  return new Map(rows.map((r) => [r.id, {
    lessons_done: completed.get(`${r.user_id}/${r.class_id}`) ?? 0, lessons_total: total.get(r.class_id) ?? 0, exam: latest.get(`${r.user_id}/${r.class_id}`) ?? null,
  }]));
}

/**
 * API shape of enrolments. The learner's own: the ID number masked. A manager's (`manager` given):
 * phone and ID number by the one rule (personalView), whole only with learners.id-number.
 */
export async function enrollmentViews(db: Db, rows: EnrollmentRow[], include: IncludeTree, manager?: { reveal: boolean }): Promise<Enrollment[]> {
  if (rows.length === 0) return [];
  const classIds = [...new Set(rows.map((r) => r.class_id))];
  const classRows = await db.selectFrom('classes').select(CLASS_COLUMNS).where('id', 'in', classIds).execute();
  const classes = new Map(classRows.map((c) => [c.id, toTrainingClass(c)]));
  if (include.class) await attachClassIncludes(db, [...classes.values()], include.class);
  const [places, events, orders, decided] = await Promise.all([
    queuePlaces(db, rows),
    include.events
      ? db.selectFrom('enrollment_events').select(['id', 'enrollment_id', 'from_status', 'to_status', 'reason', 'actor_type', 'created_at'])
        .where('enrollment_id', 'in', rows.map((r) => r.id)).orderBy('created_at').orderBy('id').execute()
      : undefined,
    include.order ? ordersByEnrollmentIds(db, rows.map((r) => r.id)) : undefined,
    manager ? decisions(db, rows, classIds) : undefined,
  ]);
  return rows.map((r) => {
    const c = classes.get(r.class_id);
    const personal = manager ? personalView({ phone: r.phone, id_number: r.id_number }, manager.reveal) : { phone: r.phone, id_number: maskIdNumber(r.id_number) };
    const view: Enrollment = {
      id: r.id, class_id: r.class_id, status: r.status, real_name: r.real_name, id_number: personal.id_number,
      phone: personal.phone, education: r.education, employment_category: r.employment_category, documents: documentsOf(r.documents), reason: r.reason,
      waitlist_position: places.get(r.id) ?? null, study_seconds: r.study_seconds, amount_due_cents: c ? amountDue(c) : 0,
      created_at: r.created_at, updated_at: r.updated_at,
    };
    if (include.class) view.class = { data: c ?? null };
    if (events) {
      view.events = {
        data: events.filter((e) => e.enrollment_id === r.id).map(({ enrollment_id: _omit, ...e }) => e),
      };
    }
    if (orders) view.order = { data: orders.get(r.id) ?? null };
    if (decided) view.decision = decided.get(r.id);
    return view;
  });
}

export async function enrollmentView(db: Db, row: EnrollmentRow, include: IncludeTree, manager?: { reveal: boolean }): Promise<Enrollment> {
  return (await enrollmentViews(db, [row], include, manager))[0];
}

export type LearnerEnrollmentFilters = { status?: string; class_id?: number };

export async function listLearnerEnrollments(db: Db, userId: number, f: LearnerEnrollmentFilters, page: { page: number; perPage: number }) {
  let base = db.selectFrom('enrollments').where('user_id', '=', userId);
  if (f.status) base = base.where('status', '=', f.status);
  if (f.class_id) base = base.where('class_id', '=', f.class_id);
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.selectAll().orderBy('created_at', 'desc').orderBy('id', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  return { rows, total: Number(counted.n) };
}
