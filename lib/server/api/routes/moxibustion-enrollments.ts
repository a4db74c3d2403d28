import { createRoute, z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { cancelMoxibustionEnrollment, enrolInMoxibustion, listMyMoxibustionEnrollments } from '@/lib/server/services/moxibustion-enrollments';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { learnerAccess } from '../http/access';
import { requireUser } from '../http/auth';
import { MoxibustionEnrollmentSchema } from '../http/career-schemas';
import { collection, item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { collectionOf, errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam, idRef } from '../http/validation';
import { phone } from './account-input';
import { idNumber } from './certificates';

const MoxibustionEnrollBody = z
  .object({
    batch_id: idRef(),
    name: z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。').openapi({ type: 'string', example: '王丽娟' }),
    gender: z.union([z.literal(1), z.literal(2)]),
    phone,
    id_number: idNumber,
    work_unit: z.string().trim().max(120).nullable().optional(),
    city_code: z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位地区代码。').openapi({ type: 'string', example: '410100' }),
  })
  .openapi('MoxibustionEnrollBody');

const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;

const enrolRoute = createRoute({
  method: 'post',
  path: '/moxibustion/enrollments',
  tags: ['moxibustion'],
  summary: 'Enrol the signed-in learner in a moxibustion batch open for enrolment (seats counted under a lock)',
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: { body: { required: true, content: { 'application/json': { schema: MoxibustionEnrollBody } } } },
  responses: {
    201: json(itemOf(MoxibustionEnrollmentSchema), 'Enrolled; pending review'),
    ...unauthenticatedResponse, ...notFoundResponse, ...conflict('Not open for enrolment, full, or already enrolled'), ...errorResponses,
  },
});

const mineRoute = createRoute({
  method: 'get',
  path: '/user/moxibustion-enrollments',
  tags: ['moxibustion'],
  summary: "The learner's moxibustion enrolments, newest first",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  responses: { 200: json(collectionOf(MoxibustionEnrollmentSchema), 'My enrolments'), ...unauthenticatedResponse },
});

const cancelRoute = createRoute({
  method: 'post',
  path: '/user/moxibustion-enrollments/{id}/cancel',
  tags: ['moxibustion'],
  summary: "Cancel one of the learner's pending moxibustion enrolments; another learner's is a 404",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  request: { params: idParam },
  responses: {
    200: json(itemOf(MoxibustionEnrollmentSchema), 'Cancelled'),
    ...unauthenticatedResponse, ...notFoundResponse, ...conflict('No longer pending'), ...errorResponses,
  },
});

export const moxibustionEnrollmentRoutes = createRouter()
  .openapi(enrolRoute, async (c) => c.json(item(await enrolInMoxibustion(await dbOf(c), c.var.userId, c.req.valid('json'), env().PLATFORM_PROVINCE)), 201))
  .openapi(mineRoute, async (c) => c.json(collection(await listMyMoxibustionEnrollments(await dbOf(c), c.var.userId)), 200))
  .openapi(cancelRoute, async (c) => c.json(item(await cancelMoxibustionEnrollment(await dbOf(c), c.var.userId, c.req.valid('param').id)), 200));
