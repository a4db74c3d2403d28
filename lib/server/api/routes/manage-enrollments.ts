import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { approveEnrollment, completeEnrollment, listScopedEnrollments, rejectEnrollment, scopedEnrollmentRow } from '@/lib/server/services/enrollment-reviews';
import { ENROLLMENT_INCLUDES, enrollmentView, enrollmentViews } from '@/lib/server/services/enrollment-views';
import type { EnrollmentRow } from '@/lib/server/services/enrollments';
import { managerScope } from '@/lib/server/services/manager-scope';
import type { IncludeTree } from '@/lib/server/services/query';
import type { Db } from '@/lib/server/db';
import { confirmPayment, refundOrder } from '@/lib/server/services/orders';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { parseIncludes } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { revealIdNumbers } from '../http/id-numbers';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam, includeParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { documented, jsonObject, parseInput, validated } from '../http/request-body';
import { EnrollmentSchema, EnrollmentStatusSchema, OrderSchema, RefundBody, RejectBody } from './enrollment-schemas';
import { orderNoParam } from './orders';
import { managerAccess } from '../http/access';

// Back-office actions on enrolments and orders (the pages are another issue). Each needs a manager
// token and a permission, and sees only classes in the manager's scope (services/manager-scope.ts).

const tags = ['manage-enrollments'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const decided = (action: 'approve' | 'reject' | 'complete', summary: string, body?: z.ZodType) =>
  createRoute({
    ...managerAccess('enrollments.review'), method: 'post', path: `/{id}/${action}`, tags, summary,
    request: { params: idParam, ...(body ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}) },
    responses: {
      200: json(itemOf(EnrollmentSchema), 'The enrolment'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse,
      402: errorResponse('payment_required: the paid class is not paid yet'), 409: errorResponse('Not possible in its current status'), 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields'),
    },
  });

const listRoute = createRoute({
  method: 'get', path: '/', tags, ...managerAccess('enrollments.view'), summary: 'Enrolments of the classes in my scope (permission enrollments.view)',
  request: {
    query: z.object({
      ...pageParams, class_id: idRef().optional(), status: EnrollmentStatusSchema.optional(), keyword: keywordParam.optional().openapi({ description: 'Exact name or phone' }),
      include: includeParam.optional(),
    }),
  },
  responses: { 200: json(listOf(EnrollmentSchema), 'A page of enrolments'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = createRoute({
  method: 'get', path: '/{id}', tags, ...managerAccess('enrollments.view'), summary: 'One enrolment with its form, history and order (permission enrollments.view)',
  request: { params: idParam, query: z.object({ include: includeParam.optional() }) },
  responses: { 200: json(itemOf(EnrollmentSchema), 'The enrolment'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const approveRoute = decided('approve', 'Approve a pending enrolment; a paid class opens its order (permission enrollments.review)');
const completeRoute = decided('complete', 'Mark the training done: a studying (or admitted and paid) enrolment becomes completed (permission enrollments.review)');
const rejectRoute = decided('reject', 'Reject a pending or waitlisted enrolment with a reason; its seat goes to the waitlist (permission enrollments.review)', RejectBody);

const orderAction = (action: 'confirm' | 'refund', summary: string, body?: z.ZodType) =>
  createRoute({
    ...managerAccess('enrollments.review'), method: 'post', path: `/{order_no}/${action}`, tags, summary,
    request: { params: orderNoParam, ...(body ? { body: { required: true, content: { 'application/json': { schema: body } } } } : {}) },
    responses: {
      200: json(itemOf(OrderSchema), 'The order'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse,
      409: errorResponse('Not possible in its current status'), 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields'),
    },
  });
const confirmRoute = orderAction('confirm', 'Confirm an offline payment: the order and the enrolment become paid together (permission enrollments.review)');
const refundRoute = orderAction('refund', 'Refund a paid order: the enrolment is cancelled in the same transaction (permission enrollments.review)', RefundBody);

type Ctx = Context<ApiEnv>;
const idOf = (c: Ctx) => parseInput(idParam, { id: c.req.param('id') }).id;
/** One enrolment as a manager sees it: phone and ID number whole only with learners.id-number (the view logged). */
const managerView = async (c: Ctx, db: Db, row: EnrollmentRow, includes: IncludeTree) =>
  enrollmentView(db, row, includes, { reveal: await revealIdNumbers(c, { module: 'enrollments', table: 'enrollments', ids: [row.id] }) });
const orderNoOf = (c: Ctx) => parseInput(orderNoParam, { order_no: c.req.param('order_no') }).order_no;

async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId), now: appContext(db).now() };
}

const enrollments = createRouter();
enrollments.use('*', requireManager());
export const manageEnrollmentRoutes = enrollments
  .on(listRoute.method, documented(enrollments, listRoute), requirePermission(listRoute), validated(listRoute), async (c) => {
    const { page, per_page, include, ...filters } = c.req.valid('query');
    const includes = parseIncludes(include, ENROLLMENT_INCLUDES);
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    const { data, total } = await listScopedEnrollments(db, scope, filters, pageRequest);
    // Masked in the list; a whole value is asked for one at a time (POST …/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, { data: await enrollmentViews(db, data, includes, { reveal: false }), total }), 200);
  })
  .on(showRoute.method, documented(enrollments, showRoute), requirePermission(showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, ENROLLMENT_INCLUDES);
    const { db, scope } = await context(c);
    const row = await scopedEnrollmentRow(db, scope, c.req.valid('param').id);
    return c.json(item(await managerView(c, db, row, includes)), 200);
  })
  .on(approveRoute.method, documented(enrollments, approveRoute), requirePermission(approveRoute), async (c) => {
    const id = idOf(c);
    const { db, scope, now } = await context(c);
    const row = await approveEnrollment(db, scope, id, now);
    return c.json(item(await managerView(c, db, row, { events: {}, order: {} })), 200);
  })
  .on(completeRoute.method, documented(enrollments, completeRoute), requirePermission(completeRoute), async (c) => {
    const id = idOf(c);
    const { db, scope, now } = await context(c);
    const row = await completeEnrollment(db, scope, id, now);
    return c.json(item(await managerView(c, db, row, { events: {}, order: {} })), 200);
  })
  .on(rejectRoute.method, documented(enrollments, rejectRoute), requirePermission(rejectRoute), async (c) => {
    const id = idOf(c);
    const { reason } = parseInput(RejectBody, await jsonObject(c));
    const { db, scope, now } = await context(c);
    const row = await rejectEnrollment(db, scope, id, reason, now);
    return c.json(item(await managerView(c, db, row, { events: {}, order: {} })), 200);
  });

const orders = createRouter();
orders.use('*', requireManager());
orders.use('*', requirePermission('enrollments.review'));
export const manageOrderRoutes = orders
  .on(confirmRoute.method, documented(orders, confirmRoute), async (c) => {
    const orderNo = orderNoOf(c);
    const { db, scope, now } = await context(c);
    return c.json(item(await confirmPayment(db, scope, orderNo, now)), 200);
  })
  .on(refundRoute.method, documented(orders, refundRoute), async (c) => {
    const orderNo = orderNoOf(c);
    const { reason } = parseInput(RefundBody, await jsonObject(c));
    const { db, scope, now } = await context(c);
    return c.json(item(await refundOrder(db, scope, orderNo, reason, now)), 200);
  });
