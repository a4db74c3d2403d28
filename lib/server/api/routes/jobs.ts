import { createRoute, z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { env } from '@/lib/env';
import { applyForJob, findJob, listMyApplications, searchJobs, withdrawApplication } from '@/lib/server/services/jobs';
import { myTalentProfile, saveTalentProfile } from '@/lib/server/services/talent-profile';
import { requireUser } from '../http/auth';
import { JobApplicationSchema, JobPostingSchema, TalentProfileSchema } from '@/lib/contract/career';
import { TalentProfileBody } from '@/lib/contract/talent';
import { collection, item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { learnerAccess, publicAccess } from '../http/access';
import { listCity } from '../http/city-scope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef, intParam, keywordParam } from '@/lib/contract/fields';

const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
const regionCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位地区代码。').openapi({ type: 'string', example: '410100' });

/** The body of PUT /user/talent-profile and of the back office's correction (manage-talents.ts). */
export const TalentBody = TalentProfileBody;

const searchRoute = createRoute({
  method: 'get',
  path: '/jobs',
  tags: ['jobs'],
  ...publicAccess,
  summary: 'Open jobs posted by enterprises, newest first; keyword matches title, enterprise and occupation',
  request: {
    query: z.object({
      keyword: keywordParam.optional(),
      city_code: regionCode.optional(),
      occupation_id: idRef().optional(),
      salary_min: intParam(0, 1_000_000).optional().openapi({ description: 'Jobs whose salary_max reaches this monthly amount (yuan)' }),
      ...pageParams,
    }),
  },
  responses: { 200: json(listOf(JobPostingSchema), 'A page of jobs'), ...errorResponses },
});

const showRoute = createRoute({
  method: 'get',
  path: '/jobs/{id}',
  tags: ['jobs'],
  ...publicAccess,
  summary: 'One published or closed job',
  request: { params: idParam },
  responses: { 200: json(itemOf(JobPostingSchema), 'The job'), ...notFoundResponse, ...errorResponses },
});

const applyRoute = createRoute({
  method: 'post',
  path: '/jobs/{id}/applications',
  tags: ['jobs'],
  summary: "Apply for a job with the learner's talent profile (one application per job)",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: {
    params: idParam,
    body: { required: true, content: { 'application/json': { schema: z.object({ message: z.string().trim().max(500).optional() }).openapi('JobApplicationBody') } } },
  },
  responses: {
    201: json(itemOf(JobApplicationSchema), 'Applied'),
    ...unauthenticatedResponse, ...notFoundResponse, ...conflict('Already applied, the job is closed, or no talent profile yet'), ...errorResponses,
  },
});

const myApplicationsRoute = createRoute({
  method: 'get',
  path: '/user/job-applications',
  tags: ['jobs'],
  summary: "The learner's job applications with their status, newest first",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  responses: { 200: json(collectionOf(JobApplicationSchema), 'My applications'), ...unauthenticatedResponse },
});

const withdrawRoute = createRoute({
  method: 'post',
  path: '/user/job-applications/{id}/withdraw',
  tags: ['jobs'],
  summary: "Withdraw one of the learner's applications not yet acted on; another learner's is a 404",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: { params: idParam },
  responses: {
    200: json(itemOf(JobApplicationSchema), 'Withdrawn'),
    ...unauthenticatedResponse, ...notFoundResponse, ...conflict('The enterprise already acted on it'), ...errorResponses,
  },
});

const talentRoute = createRoute({
  method: 'get',
  path: '/user/talent',
  tags: ['jobs'],
  summary: "The learner's talent profile, or null before one is saved",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  responses: { 200: json(itemOf(TalentProfileSchema.nullable()), 'My talent profile'), ...unauthenticatedResponse },
});

const saveTalentRoute = createRoute({
  method: 'put',
  path: '/user/talent',
  tags: ['jobs'],
  summary: "Create or replace the learner's talent profile (the account's phone is used)",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: { body: { required: true, content: { 'application/json': { schema: TalentBody } } } },
  responses: {
    200: json(itemOf(TalentProfileSchema), 'Updated'),
    201: json(itemOf(TalentProfileSchema), 'Created'),
    ...unauthenticatedResponse, ...errorResponses,
  },
});

const jobRouter = createRouter();
export const jobRoutes = jobRouter
  .on(searchRoute.method, documented(jobRouter, searchRoute), validated(searchRoute), async (c) => {
    const { page, per_page, ...query } = c.req.valid('query');
    const request = pageOf({ page, per_page });
    return c.json(list(c.req.url, request, await searchJobs(await dbOf(c), { ...query, city_code: listCity(c, query.city_code) }, request)), 200);
  })
  .on(showRoute.method, documented(jobRouter, showRoute), validated(showRoute), async (c) => c.json(item(await findJob(await dbOf(c), c.req.valid('param').id)), 200))
  .on(applyRoute.method, documented(jobRouter, applyRoute), validated(applyRoute), async (c) =>
    c.json(item(await applyForJob(await dbOf(c), c.var.userId, c.req.valid('param').id, c.req.valid('json').message, nowIsoOf(await dbOf(c)))), 201),
  )
  .on(myApplicationsRoute.method, documented(jobRouter, myApplicationsRoute), validated(myApplicationsRoute), async (c) => c.json(collection(await listMyApplications(await dbOf(c), c.var.userId)), 200))
  .on(withdrawRoute.method, documented(jobRouter, withdrawRoute), validated(withdrawRoute), async (c) => c.json(item(await withdrawApplication(await dbOf(c), c.var.userId, c.req.valid('param').id, nowIsoOf(await dbOf(c)))), 200))
  .on(talentRoute.method, documented(jobRouter, talentRoute), validated(talentRoute), async (c) => c.json(item(await myTalentProfile(await dbOf(c), c.var.userId)), 200))
  .on(saveTalentRoute.method, documented(jobRouter, saveTalentRoute), validated(saveTalentRoute), async (c) => {
    const { profile, created } = await saveTalentProfile(await dbOf(c), c.var.userId, c.req.valid('json'), env().PLATFORM_PROVINCE, nowIsoOf(await dbOf(c)));
    return c.json(item(profile), created ? 201 : 200);
  });
