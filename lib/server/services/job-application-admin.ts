import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { formatDateTime } from '@/lib/format/date';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { scopedJobs, showManagedJob } from './job-admin';
import { APPLICATION_NOT_FOUND } from './jobs';
import { personalView } from './learners';
import type { ManagerScope } from './manager-scope';
import { offset, type Page, type PageResult } from './query';
import type { Applicant } from '@/lib/contract/job-admin';

// The applicants of one job in the caller's scope, and the enterprise's answer to each: the learner
// reads the new status through GET /user/job-applications. Phone and ID number are masked unless revealed.

export type EmployerStatus = 'viewed' | 'interview' | 'hired' | 'rejected';
export type { Applicant };

/** Applications to the jobs of the caller's scope. */
function scopedApplications(db: Db, scope: ManagerScope) {
  return scopedJobs(db, scope)
    .innerJoin('job_applications as a', 'a.job_id', 'j.id')
    .innerJoin('users as u', 'u.id', 'a.user_id')
    .leftJoin('talents as t', 't.id', 'a.talent_id')
    .leftJoin('occupations as occ', 'occ.id', 't.occupation_id');
}

function applicants(db: Db, scope: ManagerScope, jobId: number) {
  return scopedApplications(db, scope).where('j.id', '=', jobId);
}

function selectApplicant(q: ReturnType<typeof scopedApplications>) {
  return q.select((eb) => [
    'a.id', 'a.job_id', 'a.status', 'a.message', 'a.note', 'a.created_at', 'a.updated_at', 't.name as talent_name', 'u.name as user_name', 'u.phone',
    't.gender', 't.birth_year', 't.education', 't.expected_job', 'occ.name as occupation_name', 't.skill_level',
    eb.selectFrom('user_verified_data as v').select('v.id_number').whereRef('v.user_id', '=', 'a.user_id').where('v.audit_status', '=', 'success')
      .orderBy('v.id', 'desc').limit(1).as('id_number'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectApplicant>['executeTakeFirstOrThrow']>>;
const toApplicant = (r: Row, reveal: boolean): Applicant => personalView({
  id: r.id, job_id: r.job_id, status: r.status, message: r.message, note: r.note, name: r.talent_name ?? r.user_name ?? '', created_at: r.created_at,
  updated_at: r.updated_at, phone: r.phone, id_number: r.id_number ?? null,
  gender: r.gender, birth_year: r.birth_year, education: r.education, expected_job: r.expected_job, occupation_name: r.occupation_name, skill_level: r.skill_level,
}, reveal);

export async function listApplicants(db: Db, scope: ManagerScope, jobId: number, status: string | undefined, page: Page, reveal: boolean): Promise<PageResult<Applicant>> {
  await showManagedJob(db, scope, jobId);
  let base = applicants(db, scope, jobId);
  if (status) base = base.where('a.status', '=', status);
  const [rows, counted] = await Promise.all([
    selectApplicant(base).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map((r) => toApplicant(r, reveal)), total: Number(counted.n) };
}

/** One application to a job of the scope, whole, for a logged reveal (not found outside it). */
export async function applicantPersonal(db: Db, scope: ManagerScope, id: number): Promise<Applicant> {
  const row = await selectApplicant(scopedApplications(db, scope).where('a.id', '=', id)).executeTakeFirst();
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  return toApplicant(row, true);
}

export async function* applicantExportChunks(db: Db, scope: ManagerScope, jobId: number, reveal: boolean, chunk = 1000): AsyncGenerator<Applicant[]> {
  for (let after = 0; ;) {
    const rows = await selectApplicant(applicants(db, scope, jobId)).where('a.id', '>', after).orderBy('a.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map((r) => toApplicant(r, reveal));
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const APPLICANT_EXPORT_COLUMNS: XlsxColumn<Applicant>[] = [
  { header: '姓名', width: 10, value: (r) => r.name },
  { header: '手机号', width: 14, value: (r) => r.phone },
  { header: '身份证号', width: 20, value: (r) => r.id_number },
  { header: '学历', width: 10, value: (r) => r.education },
  { header: '求职意向', width: 16, value: (r) => r.expected_job },
  { header: '职业工种', width: 16, value: (r) => r.occupation_name },
  { header: '留言', width: 30, value: (r) => r.message },
  { header: '状态', width: 10, value: (r) => enumLabelZh('jobApplicationStatus', r.status) },
  { header: '备注', width: 30, value: (r) => r.note },
  { header: '投递时间', width: 20, value: (r) => formatDateTime(r.created_at, { empty: '' }) },
];

/** A withdrawn application is the learner's decision and stays as it is. */
export async function setApplicantStatus(
  db: Db, scope: ManagerScope, jobId: number, id: number, status: EmployerStatus, note: string | undefined, now: string,
): Promise<Applicant> {
  const row = await applicants(db, scope, jobId).select(['a.id', 'a.status']).where('a.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  if (row.status === 'withdrawn') throw new AppError('conflict', '求职者已撤回该投递。');
  const done = await db.updateTable('job_applications').set({ status, note: note || null, updated_at: now })
    .where('id', '=', id).where('job_id', '=', jobId).where('status', '<>', 'withdrawn').executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new AppError('conflict', '求职者已撤回该投递。');
  return toApplicant(await selectApplicant(applicants(db, scope, jobId)).where('a.id', '=', id).executeTakeFirstOrThrow(), false);
}
