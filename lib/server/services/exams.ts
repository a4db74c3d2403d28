import type { ExamResult, ExamSession, ExamStatus, MyExam } from '@/lib/contract/career';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { maskIdNumber } from './learners';
import { inScope, managerScope } from './manager-scope';
import { isUniqueViolation } from './unique-violation';

// Exam sessions per class, one admission ticket and result per learner (exam_results).

/** Enrolment stages that may sit the class's exam; 'approved' only when nothing is left to pay. */
export const EXAM_ELIGIBLE = ['paid', 'studying', 'completed', 'certified'] as const;
export const EXAM_NOT_FOUND = '考试不存在。';
const EXAM_STATUSES: readonly ExamStatus[] = ['scheduled', 'ongoing', 'finished', 'cancelled'];
const asStatus = (s: string): ExamStatus => (EXAM_STATUSES.includes(s as ExamStatus) ? (s as ExamStatus) : 'scheduled');

function myExamQuery(db: Db, userId: number) {
  return db
    .selectFrom('exams as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .innerJoin('occupations as o', 'o.id', 'c.occupation_id')
    .leftJoin('organizations as org', 'org.id', 'c.organization_id')
    .leftJoin('exam_results as r', (join) => join.onRef('r.exam_id', '=', 'e.id').on('r.user_id', '=', userId))
    .leftJoin('enrollments as en', 'en.id', 'r.enrollment_id')
    .select([
      'e.id', 'e.title', 'e.start_at', 'e.end_at', 'e.place', 'e.pass_score', 'e.status', 'c.id as class_id', 'c.title as class_title',
      'c.level', 'org.name as organization', 'o.code as occupation_code', 'o.name as occupation_name', 'r.ticket_no', 'r.score', 'r.passed',
      'en.real_name', 'en.id_number',
    ])
    .where((eb) =>
      eb.or([
        eb('r.id', 'is not', null),
        eb.exists(
          eb
            .selectFrom('enrollments as live')
            .select('live.id')
            .whereRef('live.class_id', '=', 'e.class_id')
            .where('live.user_id', '=', userId)
            .where('live.active_slot', '=', 1)
            .where((w) =>
              w.or([
                w('live.status', 'in', [...EXAM_ELIGIBLE]),
                w.and([w('live.status', '=', 'approved'), w(w.ref('c.fee_cents'), '<=', w.ref('c.subsidy_cents'))]),
              ]),
            ),
        ),
      ]),
    );
}

type MyExamRow = Awaited<ReturnType<ReturnType<typeof myExamQuery>['executeTakeFirstOrThrow']>>;

function toMyExam(row: MyExamRow, fallbackName: { name: string; idNumber: string } | null): MyExam {
  const holder = row.real_name ?? fallbackName?.name ?? '';
  const idNumber = row.id_number ?? fallbackName?.idNumber ?? '';
  return {
    id: row.id, title: row.title, start_at: row.start_at, end_at: row.end_at, place: row.place, pass_score: row.pass_score,
    status: asStatus(row.status),
    class: { data: { id: row.class_id, title: row.class_title, level: row.level, organization: row.organization } },
    occupation: { data: { code: row.occupation_code, name: row.occupation_name } },
    ticket: row.ticket_no ? { ticket_no: row.ticket_no, holder_name: holder, id_number: maskIdNumber(idNumber) } : null,
    result: row.score === null || row.score === undefined || row.passed === null ? null : { score: row.score, passed: row.passed === 1 },
  };
}

async function verifiedPerson(db: Db, userId: number) {
  const row = await db.selectFrom('user_verified_data').select(['real_name', 'id_number']).where('user_id', '=', userId).executeTakeFirst();
  return row ? { name: row.real_name, idNumber: row.id_number } : null;
}

/** Upcoming exams first (soonest first), then past ones (latest first). */
export async function listMyExams(db: Db, userId: number, now: string): Promise<MyExam[]> {
  const rows = await myExamQuery(db, userId).orderBy('e.start_at', 'desc').orderBy('e.id', 'desc').limit(200).execute();
  const person = await verifiedPerson(db, userId);
  const exams = rows.map((r) => toMyExam(r, person));
  const upcoming = exams.filter((e) => e.end_at >= now && e.status !== 'cancelled').reverse();
  return [...upcoming, ...exams.filter((e) => !upcoming.includes(e))];
}

export async function findMyExam(db: Db, userId: number, examId: number): Promise<MyExam> {
  const row = await myExamQuery(db, userId).where('e.id', '=', examId).executeTakeFirst();
  if (!row) throw new AppError('not_found', EXAM_NOT_FOUND);
  return toMyExam(row, await verifiedPerson(db, userId));
}

export type NewExam = { class_id: number; title: string; start_at: string; end_at: string; place: string; pass_score: number };

export async function createExam(db: Db, managerId: number, input: NewExam, now: string): Promise<ExamSession> {
  const cls = await db.selectFrom('classes').select(['id', 'organization_id', 'city_code']).where('id', '=', input.class_id).executeTakeFirst();
  if (!cls || !inScope(await managerScope(db, managerId), cls)) {
    throw new AppError('validation_failed', undefined, { class_id: ['class_id 对应的培训班不存在。'] });
  }
  const row = await db
    .insertInto('exams')
    .values({ ...input, status: 'scheduled', created_at: now, updated_at: now })
    .returning(['id', 'class_id', 'title', 'start_at', 'end_at', 'place', 'pass_score', 'status'])
    .executeTakeFirstOrThrow();
  return { ...row, status: asStatus(row.status) };
}

async function examInScope(db: Db, managerId: number, examId: number) {
  const exam = await db
    .selectFrom('exams as e')
    .innerJoin('classes as c', 'c.id', 'e.class_id')
    .select(['e.id', 'e.class_id', 'e.status', 'e.pass_score', 'e.start_at', 'c.organization_id', 'c.city_code', 'c.fee_cents', 'c.subsidy_cents'])
    .where('e.id', '=', examId)
    .executeTakeFirst();
  if (!exam || !inScope(await managerScope(db, managerId), exam)) throw new AppError('not_found', EXAM_NOT_FOUND);
  return exam;
}

type ScopedExam = Awaited<ReturnType<typeof examInScope>>;

function eligibleEnrollments(db: Db, exam: ScopedExam) {
  const statuses: string[] = [...EXAM_ELIGIBLE];
  if (exam.fee_cents <= exam.subsidy_cents) statuses.push('approved');
  return db
    .selectFrom('enrollments')
    .select(['id', 'user_id'])
    .where('class_id', '=', exam.class_id)
    .where('active_slot', '=', 1)
    .where('status', 'in', statuses);
}

function ticketNo(exam: ScopedExam, serial: number): string {
  return `ZK${exam.start_at.slice(0, 4)}${String(exam.id).padStart(6, '0')}${String(serial).padStart(4, '0')}`;
}

async function nextSerial(db: Db, examId: number): Promise<number> {
  const row = await db.selectFrom('exam_results').select((eb) => eb.fn.countAll<string | number>().as('n')).where('exam_id', '=', examId).executeTakeFirstOrThrow();
  return Number(row.n) + 1;
}

async function insertTicket(db: Db, exam: ScopedExam, enrollment: { id: number; user_id: number }, score: number | null, now: string): Promise<void> {
  // A concurrent issue may take the same serial; the unique ticket_no then makes us take the next one.
  for (let attempt = 0; ; attempt += 1) {
    const serial = (await nextSerial(db, exam.id)) + attempt;
    try {
      await db
        .insertInto('exam_results')
        .values({
          exam_id: exam.id, user_id: enrollment.user_id, enrollment_id: enrollment.id, ticket_no: ticketNo(exam, serial),
          score, passed: score === null ? null : score >= exam.pass_score ? 1 : 0, created_at: now, updated_at: now,
        })
        .execute();
      return;
    } catch (error) {
      if (!isUniqueViolation(error) || attempt >= 5 || db.isTransaction) throw error;
    }
  }
}

/** Issues the missing admission tickets of everyone eligible; running it twice issues nothing new. */
export async function issueTickets(db: Db, managerId: number, examId: number, now: string): Promise<{ issued: number; total: number }> {
  const exam = await examInScope(db, managerId, examId);
  if (exam.status === 'cancelled') throw new AppError('conflict', '考试已取消，不能发放准考证。');
  const enrollments = await eligibleEnrollments(db, exam).execute();
  const existing = new Set(
    (await db.selectFrom('exam_results').select('user_id').where('exam_id', '=', exam.id).execute()).map((r) => r.user_id),
  );
  let issued = 0;
  for (const enrollment of enrollments) {
    if (existing.has(enrollment.user_id)) continue;
    try {
      await insertTicket(db, exam, enrollment, null, now);
      issued += 1;
    } catch (error) {
      if (!isUniqueViolation(error)) throw error; // issued meanwhile by a concurrent call
    }
  }
  return { issued, total: existing.size + issued };
}

function toResult(row: { id: number; exam_id: number; user_id: number; enrollment_id: number | null; ticket_no: string; score: number | null; passed: number | null }): ExamResult {
  return { ...row, passed: row.passed === null ? null : row.passed === 1 };
}

const resultColumns = ['id', 'exam_id', 'user_id', 'enrollment_id', 'ticket_no', 'score', 'passed'] as const;

/** Records (or corrects) one learner's score; passed follows the exam's pass score. Issues the ticket if missing. */
export async function recordResult(db: Db, managerId: number, examId: number, userId: number, score: number, now: string): Promise<ExamResult> {
  const exam = await examInScope(db, managerId, examId);
  if (exam.status === 'cancelled') throw new AppError('conflict', '考试已取消，不能录入成绩。');
  const existing = await db.selectFrom('exam_results').select(resultColumns).where('exam_id', '=', examId).where('user_id', '=', userId).executeTakeFirst();
  if (existing) {
    const certified = await db.selectFrom('certificates').select('id').where('exam_result_id', '=', existing.id).where('status', '=', 'valid').executeTakeFirst();
    if (certified) throw new AppError('conflict', '该成绩已据以颁发证书，不能修改。');
    const row = await db
      .updateTable('exam_results')
      .set({ score, passed: score >= exam.pass_score ? 1 : 0, updated_at: now })
      .where('id', '=', existing.id)
      .returning(resultColumns)
      .executeTakeFirstOrThrow();
    return toResult(row);
  }
  const enrollment = await eligibleEnrollments(db, exam).where('user_id', '=', userId).executeTakeFirst();
  if (!enrollment) throw new AppError('not_found', '该学员没有可参加本场考试的报名。');
  try {
    await insertTicket(db, exam, enrollment, score, now);
  } catch (error) {
    if (!isUniqueViolation(error)) throw error;
    return recordResult(db, managerId, examId, userId, score, now); // a concurrent call issued the ticket first
  }
  const row = await db.selectFrom('exam_results').select(resultColumns).where('exam_id', '=', examId).where('user_id', '=', userId).executeTakeFirstOrThrow();
  return toResult(row);
}
