import { createRoute, z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { env } from '@/lib/env';
import { identityOrVerified } from '@/lib/server/services/learners';
import { cancelMoxibustionEnrollment, enrolInMoxibustion, listMyMoxibustionEnrollments } from '@/lib/server/services/moxibustion-enrollments';
import { listMyMoxibustionCertificates } from '@/lib/server/services/my-moxibustion-certificates';
import { MyMoxibustionCertificateSchema } from '@/lib/contract/moxibustion';
import { CHINESE_NAME_PATTERN } from '@/lib/validation/certificate-query';
import { learnerAccess } from '../http/access';
import { requireUser } from '../http/auth';
import { MoxibustionEnrollmentSchema } from '@/lib/contract/career';
import { collection, item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { collectionOf, errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef } from '@/lib/contract/fields';
import { phone } from './account-schemas';
import { idNumber } from './certificates';

const MoxibustionEnrollBody = z
  .object({
    batch_id: idRef(),
    name: z.string().trim().refine((v) => CHINESE_NAME_PATTERN.test(v), '应为 2–20 个汉字。').optional().openapi({ type: 'string', example: '王丽娟' }),
    gender: z.union([z.literal(1), z.literal(2)]),
    phone: phone.optional(),
    id_number: idNumber.optional(),
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
  description: 'A learner with approved real-name verification may leave out name, phone and id_number (all three): the verified identity and the account phone are used.',
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

const myCertificatesRoute = createRoute({
  method: 'get',
  path: '/user/moxibustion-certificates',
  tags: ['moxibustion'],
  summary: "The programme certificates issued on the learner's own enrolments, with the signed payload of each QR code; newest first",
  ...learnerAccess,
  middleware: [requireUser()] as const,
  responses: { 200: json(collectionOf(MyMoxibustionCertificateSchema), 'My programme certificates'), ...unauthenticatedResponse },
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

const moxibustionEnrollmentRouter = createRouter();
export const moxibustionEnrollmentRoutes = moxibustionEnrollmentRouter
  .on(enrolRoute.method, documented(moxibustionEnrollmentRouter, enrolRoute), validated(enrolRoute), async (c) => {
    const db = await dbOf(c);
    const input = await identityOrVerified(db, c.var.userId, c.req.valid('json'));
    return c.json(item(await enrolInMoxibustion(db, c.var.userId, input, env().PLATFORM_PROVINCE, nowIsoOf(db))), 201);
  })
  .on(mineRoute.method, documented(moxibustionEnrollmentRouter, mineRoute), validated(mineRoute), async (c) => c.json(collection(await listMyMoxibustionEnrollments(await dbOf(c), c.var.userId)), 200))
  .on(myCertificatesRoute.method, documented(moxibustionEnrollmentRouter, myCertificatesRoute), validated(myCertificatesRoute), async (c) =>
    c.json(collection(await listMyMoxibustionCertificates(await dbOf(c), c.var.userId, env().SITE_URL)), 200))
  .on(cancelRoute.method, documented(moxibustionEnrollmentRouter, cancelRoute), validated(cancelRoute), async (c) => c.json(item(await cancelMoxibustionEnrollment(await dbOf(c), c.var.userId, c.req.valid('param').id, nowIsoOf(await dbOf(c)))), 200));
