import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { managerScope } from '@/lib/server/services/manager-scope';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { decideVerification, listVerifications, showVerification, VERIFICATION_PHOTO_MISSING, verificationPhoto } from '@/lib/server/services/verification-reviews';
import { IMAGE_MIMES } from '@/lib/server/uploads';
import { VERIFICATION_STATUSES, VerificationReviewSchema } from '@/lib/contract/verification-admin';
import { managerAccess } from '../http/access';
import { clientIp, requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealIdNumbers } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { keywordParam } from '@/lib/contract/fields';
import { documented, jsonObject, parseInput, validated } from '../http/request-body';
import { RejectBody } from './enrollment-schemas';

// Real-name verification review: the queue, one submission, its ID photos, approve and reject.

const tags = ['manage-verifications'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;

const Filters = z.object({
  ...pageParams, status: z.enum(VERIFICATION_STATUSES).optional(), city_code: z.string().regex(/^\d{6}$/).optional(),
  keyword: keywordParam.optional().openapi({ description: 'Part of the name, or an exact phone or ID number' }),
});
const PhotoParams = idParam.extend({ side: z.enum(['front', 'back']) });

const listRoute = createRoute({
  ...managerAccess('verifications.view'), method: 'get', path: '/', tags, summary: 'Real-name submissions of the learners in my scope (permission verifications.view)',
  request: { query: Filters },
  responses: { 200: json(listOf(VerificationReviewSchema), 'A page of submissions'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = createRoute({
  ...managerAccess('verifications.view'), method: 'get', path: '/{id}', tags, summary: 'One submission (permission verifications.view)',
  request: { params: idParam },
  responses: { 200: json(itemOf(VerificationReviewSchema), 'The submission'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const photoRoute = createRoute({
  ...managerAccess('verifications.review'), method: 'get', path: '/{id}/photos/{side}', tags,
  summary: 'The front or back ID photo, never cached; only reviewers see photos and each view is logged (permission verifications.review)',
  request: { params: PhotoParams },
  responses: {
    200: { description: 'The photo', content: Object.fromEntries(IMAGE_MIMES.map((mime) => [mime, { schema: binaryField }])) },
    ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses,
  },
});
const decision = (action: 'approve' | 'reject', summary: string, body?: z.ZodType) =>
  createRoute({
    ...managerAccess('verifications.review'), method: 'post', path: `/{id}/${action}`, tags, summary,
    request: { params: idParam, ...(body ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}) },
    responses: {
      200: json(itemOf(VerificationReviewSchema), 'The submission'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse,
      409: errorResponse('Already decided'), 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields'),
    },
  });
const approveRoute = decision('approve', 'Approve a pending submission; the learner is notified (permission verifications.review)');
const rejectRoute = decision('reject', 'Reject a pending submission with a reason; the learner is notified and may resubmit (permission verifications.review)', RejectBody);

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId), rt: appContext(db) };
}
const idOf = (c: Ctx) => parseInput(idParam, { id: c.req.param('id') }).id;

async function logPhotoView(c: Ctx, id: number, side: string) {
  const db = await dbOf(c);
  await db.insertInto('operation_logs').values({
    manager_id: c.var.managerId, module: 'verifications', action: 'view-id-photo', method: 'GET', path: c.req.path.slice(0, 255),
    params: JSON.stringify({ user_verified_data: [id], side }), status_code: 200, duration_ms: 0, ip: clientIp(c),
    created_at: new Date().toISOString(),
  }).execute();
}

const router = createRouter();
router.use('*', requireManager());
export const manageVerificationRoutes = router
  .on(listRoute.method, documented(router, listRoute), requirePermission(listRoute), validated(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list; a whole value is asked for one at a time (POST …/{id}/reveal, logged).
    const { data, total } = await listVerifications(db, scope, filters, pageRequest, false);
    return c.json(list(c.req.url, pageRequest, { data, total }), 200);
  })
  .on(showRoute.method, documented(router, showRoute), requirePermission(showRoute), validated(showRoute), async (c) => {
    const { id } = c.req.valid('param');
    const { db, scope } = await context(c);
    await showVerification(db, scope, id, false);
    const reveal = await revealIdNumbers(c, { module: 'verifications', table: 'user_verified_data', ids: [id] });
    return c.json(item(await showVerification(db, scope, id, reveal)), 200);
  })
  .on(photoRoute.method, documented(router, photoRoute), requirePermission(photoRoute), async (c) => {
    const { id, side } = parseInput(PhotoParams, { id: c.req.param('id'), side: c.req.param('side') });
    const { db, scope, rt } = await context(c);
    const file = await verificationPhoto(db, scope, id, side);
    await logPhotoView(c, id, side);
    return storedFileResponse(rt.storage, file, { range: c.req.header('range'), missing: VERIFICATION_PHOTO_MISSING, headers: { 'cache-control': 'private, no-store' } });
  })
  .on(approveRoute.method, documented(router, approveRoute), requirePermission(approveRoute), async (c) => {
    const id = idOf(c);
    const { db, scope, rt } = await context(c);
    return c.json(item(await decideVerification(db, scope, id, { approve: true }, rt.now())), 200);
  })
  .on(rejectRoute.method, documented(router, rejectRoute), requirePermission(rejectRoute), async (c) => {
    const id = idOf(c);
    const { reason } = parseInput(RejectBody, await jsonObject(c));
    const { db, scope, rt } = await context(c);
    return c.json(item(await decideVerification(db, scope, id, { approve: false, reason }, rt.now())), 200);
  });
