import type { Db } from '@/lib/server/db';
import { STUDY_STATUSES } from './enrollment-states';
import { maskIdNumber, maskPhone } from './learners';
import { contains, offset, type Page, type PageResult } from './query';
import type { RosterEntry } from '@/lib/contract/class-admin';

// A class's roster: the learners admitted to it (approved onwards), their study time and the result
// of the class's latest exam they sat. Phone and ID number are masked; the whole ones need the
// learners.id-number permission and its logged view elsewhere.

export type { RosterEntry };

function rosterQuery(db: Db, classId: number, keyword?: string) {
  let query = db.selectFrom('enrollments').where('class_id', '=', classId).where('status', 'in', STUDY_STATUSES);
  if (keyword) query = query.where((eb) => eb.or([eb('real_name', '=', keyword), eb('phone', '=', keyword), contains('real_name', keyword)]));
  return query;
}

const COLUMNS = ['id', 'user_id', 'real_name', 'phone', 'id_number', 'status', 'study_seconds', 'created_at'] as const;
type Row = { id: number; user_id: number; real_name: string; phone: string; id_number: string; status: string; study_seconds: number; created_at: string };

async function withExams(db: Db, classId: number, rows: Row[]): Promise<RosterEntry[]> {
  const userIds = [...new Set(rows.map((r) => r.user_id))];
  const results = userIds.length
    ? await db
        .selectFrom('exam_results')
        .innerJoin('exams', 'exams.id', 'exam_results.exam_id')
        .select(['exam_results.user_id', 'exams.id as exam_id', 'exams.title', 'exam_results.ticket_no', 'exam_results.score', 'exam_results.passed'])
        .where('exams.class_id', '=', classId)
        .where('exam_results.user_id', 'in', userIds)
        .orderBy('exams.start_at')
        .orderBy('exams.id')
        .execute()
    : [];
  const latest = new Map(results.map((r) => [r.user_id, r]));
  return rows.map((r) => {
    const exam = latest.get(r.user_id);
    return {
      enrollment_id: r.id, user_id: r.user_id, real_name: r.real_name, phone: maskPhone(r.phone), id_number: maskIdNumber(r.id_number),
      status: r.status, study_seconds: r.study_seconds, study_hours: Math.round(r.study_seconds / 360) / 10,
      exam: exam ? { exam_id: exam.exam_id, title: exam.title, ticket_no: exam.ticket_no, score: exam.score, passed: exam.passed === null ? null : exam.passed === 1 } : null,
      created_at: r.created_at,
    };
  });
}

export async function classRoster(db: Db, classId: number, keyword: string | undefined, page: Page): Promise<PageResult<RosterEntry>> {
  const [rows, total] = await Promise.all([
    rosterQuery(db, classId, keyword).select(COLUMNS).orderBy('id').limit(page.perPage).offset(offset(page)).execute(),
    rosterQuery(db, classId, keyword).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: await withExams(db, classId, rows), total: Number(total.n) };
}

/** The whole roster in id order, a chunk at a time, for the export. */
export async function* rosterChunks(db: Db, classId: number, chunk = 500): AsyncGenerator<RosterEntry[]> {
  let after = 0;
  for (;;) {
    const rows = await rosterQuery(db, classId).select(COLUMNS).where('id', '>', after).orderBy('id').limit(chunk).execute();
    if (rows.length === 0) return;
    yield await withExams(db, classId, rows);
    after = rows[rows.length - 1].id;
  }
}
