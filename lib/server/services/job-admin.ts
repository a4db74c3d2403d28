import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { XlsxColumn } from '@/lib/server/excel/xlsx';
import { formatDateTime } from '@/lib/format/date';
import { enumLabelZh } from '@/lib/format/enum-labels';
import { JOB_NOT_FOUND } from './jobs';
import type { ManagerScope } from './manager-scope';
import { contains, offset, type Page, type PageResult } from './query';
import type { JobStatus, ManagedJob } from '@/lib/contract/job-admin';

// Back-office jobs. An enterprise account posts for its own organisation and its posting waits for
// a government review (jobs.review) before the public search lists it; a reviewer's own posting and
// a reopening by a reviewer are public at once. Rows outside the caller's scope answer 404.

export type { JobStatus };
export type { ManagedJob };
export type JobFilters = { keyword?: string; status?: JobStatus; city_code?: string; occupation_id?: number; organization_id?: number };
export type JobSort = 'newest' | 'oldest' | 'published' | 'salary' | 'applications';
export type JobInput = {
  title: string; organization_id?: number | null; occupation_id?: number | null; city_code: string; area_code?: string | null;
  salary_min?: number | null; salary_max?: number | null; headcount: number; education?: string | null; experience?: string | null;
  description?: string | null; contact?: string | null;
};

export function scopedJobs(db: Db, scope: ManagerScope) {
  let q = db
    .selectFrom('job_postings as j')
    .innerJoin('organizations as org', 'org.id', 'j.organization_id')
    .leftJoin('occupations as o', 'o.id', 'j.occupation_id')
    .leftJoin('regions as city', 'city.code', 'j.city_code');
  if (scope.organizationId !== null) q = q.where('j.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) q = q.where('j.city_code', '=', scope.cityCode);
  return q;
}

function selectJob(q: ReturnType<typeof scopedJobs>) {
  return q.select((eb) => [
    'j.id', 'j.title', 'j.organization_id', 'org.name as organization_name', 'j.occupation_id', 'o.name as occupation_name', 'j.city_code',
    'city.name as city_name', 'j.area_code', 'j.salary_min', 'j.salary_max', 'j.headcount', 'j.education', 'j.experience', 'j.description',
    'j.contact', 'j.status', 'j.review_reason', 'j.published_at', 'j.reviewed_at', 'j.created_at', 'j.updated_at',
    eb.selectFrom('job_applications as a').select((e) => e.fn.countAll<string | number>().as('n')).whereRef('a.job_id', '=', 'j.id').as('applications_count'),
  ]);
}

type Row = Awaited<ReturnType<ReturnType<typeof selectJob>['executeTakeFirstOrThrow']>>;
const toJob = (r: Row): ManagedJob => ({ ...r, status: r.status as JobStatus, applications_count: Number(r.applications_count ?? 0) });

function filtered(db: Db, scope: ManagerScope, f: JobFilters) {
  let q = scopedJobs(db, scope);
  if (f.keyword) q = q.where((eb) => eb.or([contains('j.title', f.keyword!), contains('org.name', f.keyword!)]));
  if (f.status) q = q.where('j.status', '=', f.status);
  if (f.city_code) q = q.where('j.city_code', '=', f.city_code);
  if (f.occupation_id) q = q.where('j.occupation_id', '=', f.occupation_id);
  if (f.organization_id) q = q.where('j.organization_id', '=', f.organization_id);
  return q;
}

export async function listManagedJobs(db: Db, scope: ManagerScope, f: JobFilters, sort: JobSort, page: Page): Promise<PageResult<ManagedJob>> {
  const base = filtered(db, scope, f);
  let q = selectJob(base);
  if (sort === 'oldest') q = q.orderBy('j.created_at', 'asc');
  else if (sort === 'published') q = q.orderBy('j.published_at', 'desc');
  else if (sort === 'salary') q = q.orderBy('j.salary_max', 'desc');
  else if (sort === 'applications') q = q.orderBy('applications_count', 'desc');
  else q = q.orderBy('j.created_at', 'desc');
  const [rows, counted] = await Promise.all([
    q.orderBy('j.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
    base.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toJob), total: Number(counted.n) };
}

export async function showManagedJob(db: Db, scope: ManagerScope, id: number): Promise<ManagedJob> {
  const row = await selectJob(scopedJobs(db, scope)).where('j.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', JOB_NOT_FOUND);
  return toJob(row);
}

export async function* jobExportChunks(db: Db, scope: ManagerScope, f: JobFilters, chunk = 1000): AsyncGenerator<ManagedJob[]> {
  for (let after = 0; ;) {
    const rows = await selectJob(filtered(db, scope, f)).where('j.id', '>', after).orderBy('j.id').limit(chunk).execute();
    if (!rows.length) return;
    yield rows.map(toJob);
    if (rows.length < chunk) return;
    after = rows[rows.length - 1].id;
  }
}

export const JOB_EXPORT_COLUMNS: XlsxColumn<ManagedJob>[] = [
  { header: '岗位名称', width: 28, value: (r) => r.title },
  { header: '招聘单位', width: 28, value: (r) => r.organization_name },
  { header: '职业工种', width: 16, value: (r) => r.occupation_name },
  { header: '城市', width: 10, value: (r) => r.city_name },
  { header: '月薪下限', width: 10, value: (r) => r.salary_min },
  { header: '月薪上限', width: 10, value: (r) => r.salary_max },
  { header: '招聘人数', width: 10, value: (r) => r.headcount },
  { header: '学历', width: 10, value: (r) => r.education },
  { header: '经验', width: 10, value: (r) => r.experience },
  { header: '联系人', width: 20, value: (r) => r.contact },
  { header: '状态', width: 10, value: (r) => enumLabelZh('jobStatus', r.status) },
  { header: '投递数', width: 8, value: (r) => r.applications_count },
  { header: '发布时间', width: 20, value: (r) => formatDateTime(r.published_at, { empty: '' }) },
];

/** The organisation the job belongs to: an organisation account's own, else an enterprise in the caller's city. */
async function owningOrganization(db: Db, scope: ManagerScope, requested: number | null | undefined): Promise<number> {
  if (scope.organizationId !== null) return scope.organizationId;
  if (!requested) throw new AppError('validation_failed', undefined, { organization_id: ['请选择招聘单位。'] });
  let q = db.selectFrom('organizations').select('id').where('id', '=', requested).where('type', '=', 10);
  if (scope.cityCode !== null) q = q.where('city_code', '=', scope.cityCode);
  if (!(await q.executeTakeFirst())) throw new AppError('validation_failed', undefined, { organization_id: ['招聘单位不存在或不在管辖范围内。'] });
  return requested;
}

async function checkReferences(db: Db, scope: ManagerScope, input: JobInput, province: string): Promise<void> {
  const errors: Record<string, string[]> = {};
  const [city, area, occupation] = await Promise.all([
    db.selectFrom('regions').select('code').where('code', '=', input.city_code).where('parent_code', '=', province).executeTakeFirst(),
    input.area_code ? db.selectFrom('regions').select('code').where('code', '=', input.area_code).where('parent_code', '=', input.city_code).executeTakeFirst() : true,
    input.occupation_id ? db.selectFrom('occupations').select('id').where('id', '=', input.occupation_id).executeTakeFirst() : true,
  ]);
  if (!city || (scope.organizationId === null && scope.cityCode !== null && input.city_code !== scope.cityCode)) errors.city_code = ['请选择本省（或本市）的城市。'];
  if (!area) errors.area_code = ['区县不属于所选城市。'];
  if (!occupation) errors.occupation_id = ['职业工种不存在。'];
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
}

function values(input: JobInput) {
  return {
    title: input.title, occupation_id: input.occupation_id ?? null, city_code: input.city_code, area_code: input.area_code || null,
    salary_min: input.salary_min ?? null, salary_max: input.salary_max ?? null, headcount: input.headcount, education: input.education || null,
    experience: input.experience || null, description: input.description || null, contact: input.contact || null,
  };
}

export async function createJob(db: Db, scope: ManagerScope, input: JobInput, canReview: boolean, province: string, now: string): Promise<ManagedJob> {
  const organizationId = await owningOrganization(db, scope, input.organization_id);
  await checkReferences(db, scope, input, province);
  const { id } = await db
    .insertInto('job_postings')
    .values({
      ...values(input), organization_id: organizationId, status: canReview ? 'published' : 'pending', published_at: canReview ? now : null,
      reviewed_at: canReview ? now : null, created_at: now, updated_at: now,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return showManagedJob(db, scope, id);
}

/** An enterprise's edit of a public or rejected job goes back to review; a closed job stays closed. */
export async function updateJob(db: Db, scope: ManagerScope, id: number, input: JobInput, canReview: boolean, province: string, now: string): Promise<ManagedJob> {
  const job = await showManagedJob(db, scope, id);
  const organizationId = scope.organizationId === null && input.organization_id ? await owningOrganization(db, scope, input.organization_id) : job.organization_id;
  await checkReferences(db, scope, input, province);
  const resubmit = !canReview && (job.status === 'published' || job.status === 'rejected');
  await db
    .updateTable('job_postings')
    .set({ ...values(input), organization_id: organizationId, updated_at: now, ...(resubmit ? { status: 'pending', review_reason: null } : {}) })
    .where('id', '=', id)
    .execute();
  return showManagedJob(db, scope, id);
}

type Transition = { status: JobStatus; published_at?: string; reviewed_at?: string; review_reason?: string | null };

async function transition(db: Db, scope: ManagerScope, id: number, from: JobStatus[], set: Transition, message: string, now: string) {
  const job = await showManagedJob(db, scope, id);
  if (!from.includes(job.status)) throw new AppError('conflict', message);
  const done = await db.updateTable('job_postings').set({ ...set, updated_at: now }).where('id', '=', id).where('status', 'in', from).executeTakeFirst();
  if (Number(done.numUpdatedRows) === 0) throw new AppError('conflict', message);
  return showManagedJob(db, scope, id);
}

export const closeJob = (db: Db, scope: ManagerScope, id: number, now: string) =>
  transition(db, scope, id, ['published', 'pending'], { status: 'closed' }, '只有招聘中或待审核的岗位可以关闭。', now);

export function reopenJob(db: Db, scope: ManagerScope, id: number, canReview: boolean, now: string) {
  const set: Transition = canReview ? { status: 'published', published_at: now, reviewed_at: now, review_reason: null } : { status: 'pending', review_reason: null };
  return transition(db, scope, id, ['closed'], set, '只有已关闭的岗位可以重新开放。', now);
}

export function reviewJob(db: Db, scope: ManagerScope, id: number, approve: boolean, reason: string | undefined, now: string) {
  const set: Transition = approve ? { status: 'published', published_at: now, reviewed_at: now, review_reason: null } : { status: 'rejected', reviewed_at: now, review_reason: reason ?? null };
  return transition(db, scope, id, ['pending'], set, '该岗位不在待审核状态。', now);
}

/** The job and its applications go together; learners then no longer see the application. */
export async function deleteJob(db: Db, scope: ManagerScope, id: number): Promise<void> {
  await showManagedJob(db, scope, id);
  await db.transaction().execute(async (trx) => {
    await trx.deleteFrom('job_applications').where('job_id', '=', id).execute();
    await trx.deleteFrom('job_postings').where('id', '=', id).execute();
  });
}
