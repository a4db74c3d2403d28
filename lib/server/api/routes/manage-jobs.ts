import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { nowIsoOf } from '@/lib/server/app-context';
import { env } from '@/lib/env';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  closeJob, createJob, deleteJob, JOB_EXPORT_COLUMNS, jobExportChunks, listManagedJobs, reopenJob, reviewJob, showManagedJob, updateJob,
} from '@/lib/server/services/job-admin';
import { APPLICANT_EXPORT_COLUMNS, applicantExportChunks, listApplicants, setApplicantStatus } from '@/lib/server/services/job-application-admin';
import { managerScope } from '@/lib/server/services/manager-scope';
import { ApplicantStatusBody } from '@/lib/contract/job-admin';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf } from '../http/pagination';
import { managerHasPermission, requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { MessageSchema } from '@/lib/contract/envelope';
import { idParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import {
  applicantParams, ApplicantQuery, ApplicantSchema, conflict, forbidden, JobBody, JobFilters, JobListQuery, jsonBody,
  ManagedJobSchema, manageRoute, ReviewBody, writeErrors, xlsx,
} from './employment-schemas';
import { platformDate } from '@/lib/format/time-zone';

// Back-office jobs: enterprise accounts post and answer their applicants, government managers
// review postings before they are public. Scope (own organisation / city / province) is in the SQL.

const route = manageRoute(['manage-jobs']);
const one = (description: string) => ({ 200: json(itemOf(ManagedJobSchema), description), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse });

const listRoute = route('get', '/', 'jobs.view', 'Jobs in my scope with search, filters, sorting and pages', {
  request: { query: JobListQuery }, responses: { 200: json(listOf(ManagedJobSchema), 'A page of jobs'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'jobs.view', 'The filtered jobs as a streamed .xlsx', {
  request: { query: JobFilters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const createJobRoute = route('post', '/', 'jobs.create', "Post a job; an organisation account's waits for review, a reviewer's is public at once", {
  request: jsonBody(JobBody), responses: { 201: json(itemOf(ManagedJobSchema), 'The job'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const showRoute = route('get', '/{id}', 'jobs.view', 'One job of my scope', { request: { params: idParam }, responses: one('The job') });
const updateRoute = route('put', '/{id}', 'jobs.update', "Edit a job; an organisation account's edit of a public or rejected job goes back to review", {
  request: { params: idParam, ...jsonBody(JobBody) }, responses: { ...one('The job'), ...writeErrors },
});
const deleteRoute = route('delete', '/{id}', 'jobs.delete', 'Delete a job with its applications', {
  request: { params: idParam }, responses: { 200: json(MessageSchema, 'Deleted'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const closeRoute = route('post', '/{id}/close', 'jobs.update', 'Stop recruiting: the job leaves the public search', {
  request: { params: idParam }, responses: { ...one('The job'), ...conflict('Not open') },
});
const reopenRoute = route('post', '/{id}/reopen', 'jobs.update', 'Reopen a closed job (back to review unless the caller reviews jobs)', {
  request: { params: idParam }, responses: { ...one('The job'), ...conflict('Not closed') },
});
const reviewRoute = route('post', '/{id}/review', 'jobs.review', 'Approve a pending job (public at once) or reject it with a reason', {
  request: { params: idParam, ...jsonBody(ReviewBody) }, responses: { ...one('The job'), ...conflict('Not pending'), ...writeErrors },
});
const applicantsRoute = route('get', '/{id}/applications', 'jobs.view', 'The applicants of a job; phone and ID number masked (whole one at a time through POST /manage/job-applications/{id}/reveal)', {
  request: { params: idParam, query: ApplicantQuery },
  responses: { 200: json(listOf(ApplicantSchema), 'A page of applicants'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const applicantExportRoute = route('get', '/{id}/applications/export', 'jobs.view', 'The applicants of a job as a streamed .xlsx', {
  request: { params: idParam }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const applicantStatusRoute = route('put', '/{id}/applications/{application_id}/status', 'jobs.update', "Answer an applicant (viewed, interview, hired, rejected) with a note; the learner sees it in /user/job", {
  request: { params: applicantParams, ...jsonBody(ApplicantStatusBody) },
  responses: { 200: json(itemOf(ApplicantSchema), 'The application'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Withdrawn'), ...writeErrors },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
}
const canReview = (c: Ctx, db: Awaited<ReturnType<typeof dbOf>>) => managerHasPermission(db, c.var.managerId, 'jobs.review');
/** The export alone carries whole values, and only for a manager who holds learners.id-number. */
const exportsWhole = (c: Ctx) => revealInExport(c, 'job-applications');

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageJobRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, sort, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listManagedJobs(db, scope, filters, sort, pageRequest)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await context(c);
    const body = xlsxStream([{ name: '招聘岗位', columns: JOB_EXPORT_COLUMNS, chunks: jobExportChunks(db, scope, filters) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`招聘岗位-${platformDate()}.xlsx`) });
  })
  .on(...on(createJobRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await createJob(db, scope, input, await canReview(c, db), env().PLATFORM_PROVINCE, nowIsoOf(db))), 201);
  })
  .on(...on(applicantExportRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    const job = await showManagedJob(db, scope, id);
    const chunks = applicantExportChunks(db, scope, job.id, await exportsWhole(c));
    return new Response(xlsxStream([{ name: '投递人员', columns: APPLICANT_EXPORT_COLUMNS, chunks }]), { status: 200, headers: attachmentHeaders(`投递人员-${job.id}-${platformDate()}.xlsx`) });
  })
  .on(...on(applicantsRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { page, per_page, status } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list and the answer below; a whole value is asked for one at a time (POST /manage/job-applications/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listApplicants(db, scope, id, status, pageRequest, false)), 200);
  })
  .on(...on(applicantStatusRoute), async (c) => {
    const { id, application_id } = c.req.valid('param');
    const { status, note } = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await setApplicantStatus(db, scope, id, application_id, status, note, nowIsoOf(db))), 200);
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await showManagedJob(db, scope, id)), 200);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await updateJob(db, scope, id, input, await canReview(c, db), env().PLATFORM_PROVINCE, nowIsoOf(db))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    await deleteJob(db, scope, id);
    return c.json({ message: '岗位已删除。', status_code: 200 }, 200);
  })
  .on(...on(closeRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await closeJob(db, scope, id, nowIsoOf(db))), 200);
  })
  .on(...on(reopenRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await reopenJob(db, scope, id, await canReview(c, db), nowIsoOf(db))), 200);
  })
  .on(...on(reviewRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { approve, reason } = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await reviewJob(db, scope, id, approve, reason, nowIsoOf(db))), 200);
  });
