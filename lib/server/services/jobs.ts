import type { JobApplication, JobApplicationStatus, JobPosting } from '@/lib/contract/career';
import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import { isUniqueViolation } from './unique-violation';
import { contains, offset, type Page, type PageResult } from './query';

// Jobs posted by enterprises, searched by learners, who apply with their talent profile.

export const JOB_NOT_FOUND = '岗位不存在。';
export const APPLICATION_NOT_FOUND = '投递记录不存在。';
const VISIBLE = ['published', 'closed'];
const WITHDRAWABLE = ['submitted', 'viewed'];

export type JobQuery = { keyword?: string; city_code?: string; occupation_id?: number; salary_min?: number };

function jobQuery(db: Db) {
  return db
    .selectFrom('job_postings as j')
    .innerJoin('organizations as org', 'org.id', 'j.organization_id')
    .leftJoin('occupations as o', 'o.id', 'j.occupation_id')
    .leftJoin('regions as city', 'city.code', 'j.city_code')
    .select([
      'j.id', 'j.title', 'j.organization_id', 'org.name as organization_name', 'j.occupation_id', 'o.code as occupation_code',
      'o.name as occupation_name', 'j.city_code', 'j.area_code', 'city.name as city_name', 'j.salary_min', 'j.salary_max', 'j.headcount',
      'j.education', 'j.experience', 'j.description', 'j.contact', 'j.status', 'j.published_at',
    ]);
}

type JobRow = Awaited<ReturnType<ReturnType<typeof jobQuery>['executeTakeFirstOrThrow']>>;

function toJob(row: JobRow): JobPosting {
  return {
    id: row.id, title: row.title, organization: { data: { id: row.organization_id, name: row.organization_name } },
    occupation: { data: row.occupation_id && row.occupation_code && row.occupation_name ? { id: row.occupation_id, code: row.occupation_code, name: row.occupation_name } : null },
    city_code: row.city_code, area_code: row.area_code, city_name: row.city_name, salary_min: row.salary_min, salary_max: row.salary_max,
    headcount: row.headcount, education: row.education, experience: row.experience, description: row.description, contact: row.contact,
    status: row.status === 'published' ? 'published' : 'closed', published_at: row.published_at,
  };
}

/** Open jobs, newest first; keyword matches the title, the enterprise and the occupation. */
export async function searchJobs(db: Db, q: JobQuery, page: Page): Promise<PageResult<JobPosting>> {
  let query = jobQuery(db).where('j.status', '=', 'published');
  if (q.keyword) query = query.where((eb) => eb.or([contains('j.title', q.keyword!), contains('org.name', q.keyword!), contains('o.name', q.keyword!)]));
  if (q.city_code) query = query.where('j.city_code', '=', q.city_code);
  if (q.occupation_id) query = query.where('j.occupation_id', '=', q.occupation_id);
  if (q.salary_min) query = query.where('j.salary_max', '>=', q.salary_min);
  const [rows, total] = await Promise.all([
    query.orderBy('j.published_at', 'desc').orderBy('j.id', 'desc').limit(page.perPage).offset(offset(page)).execute(),
    query.clearSelect().select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { data: rows.map(toJob), total: Number(total.n) };
}

export async function findJob(db: Db, id: number): Promise<JobPosting> {
  const row = await jobQuery(db).where('j.id', '=', id).where('j.status', 'in', VISIBLE).executeTakeFirst();
  if (!row) throw new AppError('not_found', JOB_NOT_FOUND);
  return toJob(row);
}

function applicationQuery(db: Db) {
  return db
    .selectFrom('job_applications as a')
    .innerJoin('job_postings as j', 'j.id', 'a.job_id')
    .innerJoin('organizations as org', 'org.id', 'j.organization_id')
    .leftJoin('regions as city', 'city.code', 'j.city_code')
    .select([
      'a.id', 'a.job_id', 'a.message', 'a.status', 'a.created_at', 'a.updated_at', 'j.title', 'org.name as organization', 'city.name as city_name',
      'j.salary_min', 'j.salary_max', 'j.status as job_status',
    ]);
}

type ApplicationRow = Awaited<ReturnType<ReturnType<typeof applicationQuery>['executeTakeFirstOrThrow']>>;

function toApplication(row: ApplicationRow): JobApplication {
  return {
    id: row.id, job_id: row.job_id, message: row.message, status: row.status as JobApplicationStatus, created_at: row.created_at,
    updated_at: row.updated_at,
    job: {
      data: {
        id: row.job_id, title: row.title, organization: row.organization, city_name: row.city_name, salary_min: row.salary_min,
        salary_max: row.salary_max, status: row.job_status === 'published' ? 'published' : 'closed',
      },
    },
  };
}

export async function listMyApplications(db: Db, userId: number): Promise<JobApplication[]> {
  const rows = await applicationQuery(db).where('a.user_id', '=', userId).orderBy('a.created_at', 'desc').orderBy('a.id', 'desc').limit(200).execute();
  return rows.map(toApplication);
}

/** One application per learner and job, sent with the learner's talent profile. */
export async function applyForJob(db: Db, userId: number, jobId: number, message: string | undefined, now: string): Promise<JobApplication> {
  const job = await db.selectFrom('job_postings').select(['id', 'status']).where('id', '=', jobId).where('status', 'in', VISIBLE).executeTakeFirst();
  if (!job) throw new AppError('not_found', JOB_NOT_FOUND);
  if (job.status !== 'published') throw new AppError('conflict', '该岗位已停止招聘。');
  const talent = await db.selectFrom('talents').select('id').where('user_id', '=', userId).executeTakeFirst();
  if (!talent) throw new AppError('conflict', '请先填写求职档案，再投递简历。');
  const existing = await db.selectFrom('job_applications').select('id').where('job_id', '=', jobId).where('user_id', '=', userId).executeTakeFirst();
  if (existing) throw new AppError('conflict', '您已投递过该岗位。');
  let id: number;
  try {
    id = (await db
      .insertInto('job_applications')
      .values({ job_id: jobId, user_id: userId, talent_id: talent.id, message: message || null, status: 'submitted', created_at: now, updated_at: now })
      .returning('id')
      .executeTakeFirstOrThrow()).id;
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('conflict', '您已投递过该岗位。');
    throw error;
  }
  return toApplication(await applicationQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow());
}

export async function withdrawApplication(db: Db, userId: number, id: number, now: string): Promise<JobApplication> {
  const row = await db.selectFrom('job_applications').select(['id', 'status']).where('id', '=', id).where('user_id', '=', userId).executeTakeFirst();
  if (!row) throw new AppError('not_found', APPLICATION_NOT_FOUND);
  if (!WITHDRAWABLE.includes(row.status)) throw new AppError('conflict', '该投递已处理，不能撤回。');
  await db.updateTable('job_applications').set({ status: 'withdrawn', updated_at: now }).where('id', '=', id).where('status', 'in', WITHDRAWABLE).execute();
  return toApplication(await applicationQuery(db).where('a.id', '=', id).executeTakeFirstOrThrow());
}
