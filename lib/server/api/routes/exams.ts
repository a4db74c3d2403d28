import { createRoute, z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { createExam, issueTickets, listMyExams, findMyExam, recordResult } from '@/lib/server/services/exams';
import { requireManager, requireUser } from '../http/auth';
import { ExamResultSchema, ExamSessionSchema, MyExamSchema } from '@/lib/contract/career';
import { collection, item } from '../http/envelope';
import { requirePermission } from '../http/permission';
import { learnerAccess, managerAccess } from '../http/access';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef } from '@/lib/contract/fields';
import { TicketsIssuedSchema } from '@/lib/contract/exam-admin';

const denied = { 403: errorResponse('The manager lacks the permission') } as const;
const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;

const isoTime = z
  .string()
  .trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), '必须是带时区的 ISO 8601 时间。')
  .transform((v) => new Date(v).toISOString())
  .openapi({ type: 'string', example: '2026-12-20T01:00:00Z' });

const ExamBody = z
  .object({
    class_id: idRef(),
    title: z.string().trim().min(2).max(200),
    start_at: isoTime,
    end_at: isoTime,
    place: z.string().trim().min(2).max(255),
    pass_score: z.number().int().min(1).max(100).default(60),
  })
  .superRefine((v, ctx) => {
    if (v.end_at <= v.start_at) ctx.addIssue({ code: 'custom', path: ['end_at'], message: '必须晚于 start_at。' });
  })
  .openapi('ExamBody');

const myListRoute = createRoute({
  method: 'get',
  path: '/user/exams',
  tags: ['exams'],
  summary: "The learner's exams: schedule, place, admission ticket once issued, score and pass/fail once recorded",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  responses: { 200: json(collectionOf(MyExamSchema), 'Upcoming exams first, then past ones'), ...unauthenticatedResponse },
});

const myShowRoute = createRoute({
  method: 'get',
  path: '/user/exams/{id}',
  tags: ['exams'],
  summary: "One of the learner's exams with its admission ticket; another learner's exam is a 404",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: { params: idParam },
  responses: { 200: json(itemOf(MyExamSchema), 'The exam'), ...unauthenticatedResponse, ...notFoundResponse, ...errorResponses },
});

const createExamRoute = createRoute({
  method: 'post',
  path: '/exams',
  tags: ['exams'],
  summary: 'Schedule an exam session for a class (permission exams.create; organisation managers: their own classes)',
  ...managerAccess('exams.create'),
  request: { body: { required: true, content: { 'application/json': { schema: ExamBody } } } },
  responses: { 201: json(itemOf(ExamSessionSchema), 'Scheduled'), ...unauthenticatedResponse, ...denied, ...errorResponses },
});

const ticketsRoute = createRoute({
  method: 'post',
  path: '/exams/{id}/tickets',
  tags: ['exams'],
  summary: 'Issue the missing admission tickets to every eligible enrolment of the class (permission exams.update; repeatable)',
  ...managerAccess('exams.update'),
  request: { params: idParam },
  responses: {
    200: json(TicketsIssuedSchema, 'How many were issued now, and in all'),
    ...unauthenticatedResponse, ...denied, ...notFoundResponse, ...conflict('The exam is cancelled'), ...errorResponses,
  },
});

const resultRoute = createRoute({
  method: 'put',
  path: '/exams/{id}/results/{user_id}',
  tags: ['exams'],
  summary: "Record or correct a learner's score; passed follows the exam's pass score (permission exams.score)",
  ...managerAccess('exams.score'),
  request: {
    params: z.object({
      id: idRef().openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
      user_id: idRef().openapi({ param: { name: 'user_id', in: 'path' }, example: 1 }),
    }),
    body: { required: true, content: { 'application/json': { schema: z.object({ score: z.number().int().min(0).max(100) }).openapi('ExamScoreBody') } } },
  },
  responses: {
    200: json(itemOf(ExamResultSchema), 'The recorded result'),
    ...unauthenticatedResponse, ...denied, ...notFoundResponse,
    ...conflict('The exam is cancelled, or a certificate was already issued on this result'), ...errorResponses,
  },
});

const examRouter = createRouter();
export const examRoutes = examRouter
  .on(myListRoute.method, documented(examRouter, myListRoute), validated(myListRoute), async (c) => c.json(collection(await listMyExams(await dbOf(c), c.var.userId, nowIsoOf(await dbOf(c)))), 200))
  .on(myShowRoute.method, documented(examRouter, myShowRoute), validated(myShowRoute), async (c) => c.json(item(await findMyExam(await dbOf(c), c.var.userId, c.req.valid('param').id)), 200))
  .on(createExamRoute.method, documented(examRouter, createExamRoute), requireManager(), requirePermission(createExamRoute), validated(createExamRoute), async (c) => c.json(item(await createExam(await dbOf(c), c.var.managerId, c.req.valid('json'), nowIsoOf(await dbOf(c)))), 201))
  .on(ticketsRoute.method, documented(examRouter, ticketsRoute), requireManager(), requirePermission(ticketsRoute), validated(ticketsRoute), async (c) => c.json({ data: await issueTickets(await dbOf(c), c.var.managerId, c.req.valid('param').id, nowIsoOf(await dbOf(c))) }, 200))
  .on(resultRoute.method, documented(examRouter, resultRoute), requireManager(), requirePermission(resultRoute), validated(resultRoute), async (c) => {
    const { id, user_id } = c.req.valid('param');
    return c.json(item(await recordResult(await dbOf(c), c.var.managerId, id, user_id, c.req.valid('json').score, nowIsoOf(await dbOf(c)))), 200);
  });
