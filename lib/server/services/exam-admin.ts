import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { EXAM_NOT_FOUND } from './exams';
import { personalView } from './learners';
import { assertInScope, type ManagerScope } from './manager-scope';
import type { ExamResultRow, ManagedExam } from '@/lib/contract/exam-admin';

// Back-office exam sessions: the scoped list with admission and result counts, edits (a changed pass
// score re-grades the results that no certificate rests on), cancelling, deleting an unused session,
// and the per-session result sheet.

export type { ManagedExam };
export type ExamFilters = { class_id?: number; status?: string; keyword?: string };
export type ExamEdit = Partial<{ title: string; start_at: string; end_at: string; place: string; pass_score: number; status: 'scheduled' | 'ongoing' | 'finished' }>;

function scopedExams(db: Db, scope: ManagerScope) {
  let q = db.selectFrom('exams as e').innerJoin('classes as c', 'c.id', 'e.class_id');
  if (scope.organizationId !== null) q = q.where('c.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('c.city_code', '=', scope.cityCode);
  return q;
}

const examColumns = ['e.id', 'e.class_id', 'c.title as class_title', 'e.title', 'e.start_at', 'e.end_at', 'e.place', 'e.pass_score', 'e.status'] as const;

async function withCounts(db: Db, rows: Omit<ManagedExam, 'tickets' | 'scored' | 'passed'>[]): Promise<ManagedExam[]> {
  if (!rows.length) return [];
  const counts = await db
    .selectFrom('exam_results')
    .select((eb) => [
      'exam_id', eb.fn.countAll<number>().as('tickets'), eb.fn.count<number>('score').as('scored'),
      eb.fn.sum<number>(eb.case().when('passed', '=', 1).then(1).else(0).end()).as('passed'),
    ])
    .where('exam_id', 'in', rows.map((r) => r.id))
    .groupBy('exam_id')
    .execute();
  const byExam = new Map(counts.map((c) => [c.exam_id, c]));
  return rows.map((r) => {
    const c = byExam.get(r.id);
    return { ...r, tickets: Number(c?.tickets ?? 0), scored: Number(c?.scored ?? 0), passed: Number(c?.passed ?? 0) };
  });
}

export async function listExams(db: Db, scope: ManagerScope, f: ExamFilters, page: { page: number; perPage: number }) {
  let base = scopedExams(db, scope);
  if (f.class_id) base = base.where('e.class_id', '=', f.class_id);
  if (f.status) base = base.where('e.status', '=', f.status);
  if (f.keyword) {
    const like = `%${f.keyword.replace(/[%_\\]/g, '')}%`;
    base = base.where((eb) => eb.or([eb('e.title', 'like', like), eb('c.title', 'like', like)]));
  }
  const [counted, rows] = await Promise.all([
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
    base.select([...examColumns]).orderBy('e.start_at', 'desc').orderBy('e.id', 'desc').limit(page.perPage).offset((page.page - 1) * page.perPage).execute(),
  ]);
  return { data: await withCounts(db, rows), total: Number(counted.n) };
}

export async function showExam(db: Db, scope: ManagerScope, id: number): Promise<ManagedExam> {
  const row = await scopedExams(db, scope).select([...examColumns]).where('e.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', EXAM_NOT_FOUND);
  return (await withCounts(db, [row]))[0];
}

async function lockedExam(trx: Db, scope: ManagerScope, id: number) {
  const exam = await trx
    .selectFrom('exams as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .select(['e.id', 'e.status', 'e.start_at', 'e.end_at', 'e.pass_score', 'c.organization_id', 'c.city_code'])
    .where('e.id', '=', id)
    .executeTakeFirst();
  if (!exam) throw new AppError('not_found', EXAM_NOT_FOUND);
  assertInScope(scope, exam);
  return exam;
}

/** Result ids a valid certificate rests on: their grading is frozen. */
function certifiedResults(trx: Db, examId: number) {
  return trx.selectFrom('certificates').innerJoin('exam_results', 'exam_results.id', 'certificates.exam_result_id')
    .select('exam_results.id').where('exam_results.exam_id', '=', examId).where('certificates.status', '=', 'valid');
}

export async function updateExam(db: Db, scope: ManagerScope, id: number, edit: ExamEdit, now: string): Promise<ManagedExam> {
  await db.transaction().execute(async (trx) => {
    const exam = await lockedExam(trx, scope, id);
    if (exam.status === 'cancelled') throw new AppError('conflict', '考试已取消，不能修改。');
    const start = edit.start_at ?? exam.start_at;
    const end = edit.end_at ?? exam.end_at;
    if (end <= start) throw new AppError('validation_failed', undefined, { end_at: ['结束时间必须晚于开始时间。'] });
    await trx.updateTable('exams').set({ ...edit, updated_at: now }).where('id', '=', id).execute();
    if (edit.pass_score !== undefined && edit.pass_score !== exam.pass_score) {
      await trx
        .updateTable('exam_results')
        .set((eb) => ({ passed: eb.case().when('score', '>=', edit.pass_score!).then(1).else(0).end(), updated_at: now }))
        .where('exam_id', '=', id)
        .where('score', 'is not', null)
        .where('id', 'not in', certifiedResults(trx, id))
        .execute();
    }
  });
  return showExam(db, scope, id);
}

export async function cancelExam(db: Db, scope: ManagerScope, id: number, now: string): Promise<ManagedExam> {
  await db.transaction().execute(async (trx) => {
    const exam = await lockedExam(trx, scope, id);
    if (exam.status === 'cancelled' || exam.status === 'finished') throw new AppError('conflict', exam.status === 'finished' ? '考试已结束，不能取消。' : '考试已取消。');
    if (await certifiedResults(trx, id).executeTakeFirst()) throw new AppError('conflict', '已有证书据本场考试颁发，不能取消。');
    await trx.updateTable('exams').set({ status: 'cancelled', updated_at: now }).where('id', '=', id).execute();
  });
  return showExam(db, scope, id);
}

/** Only a session that issued no admission ticket may be deleted; otherwise it is cancelled instead. */
export async function deleteExam(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await lockedExam(trx, scope, id);
    const used = await trx.selectFrom('exam_results').select('id').where('exam_id', '=', id).executeTakeFirst();
    if (used) throw new AppError('conflict', '已发放准考证的考试不能删除，请改为取消。');
    await trx.deleteFrom('exams').where('id', '=', id).execute();
  });
}

export type { ExamResultRow };

/** One result's whole phone and ID number (a reveal), if its exam is in the manager's scope. */
export async function examResultPersonal(db: Db, scope: ManagerScope, resultId: number): Promise<{ phone: string | null; id_number: string }> {
  const row = await db.selectFrom('exam_results').select(['id', 'exam_id']).where('id', '=', resultId).executeTakeFirst();
  if (!row) throw new AppError('not_found', '成绩记录不存在。');
  const found = (await examResults(db, scope, row.exam_id, true)).find((r) => r.id === resultId);
  if (!found) throw new AppError('not_found', '成绩记录不存在。');
  return { phone: found.phone, id_number: found.id_number };
}

export async function examResults(db: Db, scope: ManagerScope, id: number, reveal = false): Promise<ExamResultRow[]> {
  await showExam(db, scope, id);
  const rows = await db
    .selectFrom('exam_results as r')
    .leftJoin('enrollments as en', 'en.id', 'r.enrollment_id')
    .leftJoin('user_verified_data as v', 'v.user_id', 'r.user_id')
    .select((eb) => [
      'r.id', 'r.user_id', 'r.enrollment_id', 'r.ticket_no', 'r.score', 'r.passed', 'en.real_name', 'en.id_number', 'en.phone',
      'v.real_name as verified_name', 'v.id_number as verified_id',
      eb.exists(eb.selectFrom('certificates as ce').select('ce.id').whereRef('ce.exam_result_id', '=', 'r.id').where('ce.status', '=', 'valid')).as('certified'),
    ])
    .where('r.exam_id', '=', id)
    .orderBy('r.ticket_no')
    .execute();
  return rows.map((r) => {
    return personalView({
      id: r.id, user_id: r.user_id, enrollment_id: r.enrollment_id, ticket_no: r.ticket_no, real_name: r.real_name ?? r.verified_name ?? '',
      id_number: r.id_number ?? r.verified_id ?? '', phone: r.phone, score: r.score, passed: r.passed === null ? null : r.passed === 1,
      certified: Boolean(r.certified),
    }, reveal);
  });
}
