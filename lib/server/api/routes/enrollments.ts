import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { cancelEnrollment, createEnrollment, editEnrollment, type EnrollmentDocument, ownEnrollment } from '@/lib/server/services/enrollment-requests';
import { ENROLLMENT_INCLUDES, enrollmentView, enrollmentViews, listLearnerEnrollments } from '@/lib/server/services/enrollment-views';
import { checkImageUpload } from '@/lib/server/uploads';
import { requireUser } from '../http/auth';
import { item, list } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { parseIncludes } from '../http/includes';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam, includeParam } from '../http/validation';
import { idRef } from '@/lib/contract/fields';
import { documented, isMultipart, jsonObject, parseInput, validated } from '../http/request-body';
import { CancelBody, EnrollmentBody, EnrollmentEditBody, EnrollmentSchema, EnrollmentStatusSchema } from './enrollment-schemas';
import { learnerAccess } from '../http/access';

const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
const MAX_DOCUMENTS = 3;
const tags = ['enrollments'];
const include = { query: z.object({ include: includeParam.optional().openapi({ description: 'class, class.occupation, class.organization, events, order' }) }) };

const formBody = (schema: typeof EnrollmentBody | typeof EnrollmentEditBody, name: string) => ({
  required: true,
  content: {
    'application/json': { schema },
    'multipart/form-data': {
      schema: schema.extend({
        documents: z.array(binaryField).max(MAX_DOCUMENTS).optional().openapi({ description: `Up to ${MAX_DOCUMENTS} supporting photos (JPEG, PNG or WebP, 5 MB each)` }),
      }).openapi(name),
    },
  },
});

const listRoute = createRoute({
  method: 'get', path: '/', tags, ...learnerAccess, summary: 'My enrolments, newest first',
  request: { query: z.object({ ...pageParams, status: EnrollmentStatusSchema.optional(), class_id: idRef().optional(), include: include.query.shape.include }) },
  responses: { 200: json(listOf(EnrollmentSchema), 'A page of my enrolments'), ...unauthenticatedResponse, ...errorResponses },
});
const createRouteConfig = createRoute({
  method: 'post', path: '/', tags, ...learnerAccess,
  summary: 'Enrol in a class: a seat (pending) while one is free, else a waitlist place (join_waitlist) or 409 class_full',
  description: 'Send an Idempotency-Key header to make retries safe: the same key answers the enrolment it created (200).',
  request: { headers: z.object({ 'idempotency-key': z.string().max(64).optional() }), body: formBody(EnrollmentBody, 'EnrollmentForm') },
  responses: {
    201: json(itemOf(EnrollmentSchema), 'Enrolled (status pending or waitlisted)'),
    200: json(itemOf(EnrollmentSchema), 'A retry with the same Idempotency-Key'),
    400: errorResponse('The body is not a JSON object or readable form'),
    ...unauthenticatedResponse,
    403: errorResponse('verification_required: the class requires approved real-name verification'),
    409: errorResponse('class_full, already_enrolled or enrollment_closed'),
    422: errorResponse('Invalid fields'),
  },
});
const showRoute = createRoute({
  method: 'get', path: '/{id}', tags, ...learnerAccess, summary: 'One of my enrolments; another learner’s id is a 404',
  request: { params: idParam, ...include },
  responses: { 200: json(itemOf(EnrollmentSchema), 'The enrolment'), ...unauthenticatedResponse, ...notFoundResponse, ...errorResponses },
});
const editRoute = createRoute({
  method: 'patch', path: '/{id}', tags, ...learnerAccess,
  summary: 'Edit my enrolment while pending; a rejected one is submitted again (pending, or waitlisted / 409 when full)',
  request: { params: idParam, body: formBody(EnrollmentEditBody, 'EnrollmentEditForm') },
  responses: {
    200: json(itemOf(EnrollmentSchema), 'The enrolment'), 400: errorResponse('Unreadable body'), ...unauthenticatedResponse,
    403: errorResponse('verification_required'), ...notFoundResponse, 409: errorResponse('Not editable in its status, or the class is full'),
    422: errorResponse('Invalid fields'),
  },
});
const cancelRoute = createRoute({
  method: 'post', path: '/{id}/cancel', tags, ...learnerAccess,
  summary: 'Cancel my enrolment before payment; the seat goes to the first learner on the waitlist',
  request: { params: idParam, body: { required: false, content: { 'application/json': { schema: CancelBody } } } },
  responses: {
    200: json(itemOf(EnrollmentSchema), 'Cancelled'), 400: errorResponse('Unreadable body'), ...unauthenticatedResponse, ...notFoundResponse,
    409: errorResponse('Paid or finished enrolments cannot be cancelled by the learner'), 422: errorResponse('Invalid reason'),
  },
});

type Ctx = Context<ApiEnv>;

function pathId(c: Ctx): number {
  return parseInput(idParam, { id: c.req.param('id') }).id;
}

async function readForm(c: Ctx): Promise<{ fields: Record<string, unknown>; documents?: EnrollmentDocument[] }> {
  if (!isMultipart(c)) return { fields: await jsonObject(c) };
  let form: Record<string, unknown>;
  try {
    form = (await c.req.parseBody({ all: true })) as Record<string, unknown>;
  } catch {
    throw new AppError('bad_request', '无法解析表单数据。');
  }
  const { documents: raw, ...fields } = form;
  if (raw === undefined) return { fields };
  const values = (Array.isArray(raw) ? raw : [raw]).filter((v) => !(typeof v === 'string' && v === ''));
  if (values.length > MAX_DOCUMENTS) throw new AppError('validation_failed', undefined, { documents: [`最多上传 ${MAX_DOCUMENTS} 份证明材料。`] });
  const documents: EnrollmentDocument[] = [];
  for (const value of values) {
    const checked = await checkImageUpload(value, DOCUMENT_MAX_BYTES);
    if (!checked.ok) throw new AppError('validation_failed', undefined, { documents: [checked.message] });
    documents.push({ buffer: checked.buffer, ext: checked.image.ext, mime: checked.image.mime, name: checked.name });
  }
  return { fields, documents };
}

function idempotencyHeader(c: Ctx): string | undefined {
  const key = c.req.header('idempotency-key')?.trim();
  if (!key) return undefined;
  if (key.length > 64 || !/^[\x21-\x7e]+$/.test(key)) throw new AppError('validation_failed', undefined, { 'idempotency-key': ['Idempotency-Key 必须是 1–64 个可见 ASCII 字符。'] });
  return key;
}

const router = createRouter();

/** /user/enrollments: the signed-in learner's own class enrolments. */
router.use('*', requireUser());
export const enrollmentRoutes = router
  .on(listRoute.method, documented(router, listRoute), validated(listRoute), async (c) => {
    const { page, per_page, include: raw, ...filters } = c.req.valid('query');
    const includes = parseIncludes(raw, ENROLLMENT_INCLUDES);
    const db = await dbOf(c);
    const pageRequest = pageOf({ page, per_page });
    const { rows, total } = await listLearnerEnrollments(db, c.var.userId, filters, pageRequest);
    return c.json(list(c.req.url, pageRequest, { data: await enrollmentViews(db, rows, includes), total }), 200);
  })
  .on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => {
    const includes = parseIncludes(c.req.valid('query').include, ENROLLMENT_INCLUDES);
    const db = await dbOf(c);
    const row = await ownEnrollment(db, c.var.userId, c.req.valid('param').id);
    return c.json(item(await enrollmentView(db, row, includes)), 200);
  })
  .on(createRouteConfig.method, documented(router, createRouteConfig), async (c) => {
    const key = idempotencyHeader(c);
    const { fields, documents } = await readForm(c);
    // by hand: the fields come from JSON or a multipart form whose files are checked by their bytes
    const input = parseInput(EnrollmentBody, fields);
    const db = await dbOf(c);
    const rt = appContext(db);
    const { class_id, join_waitlist, ...form } = input;
    const result = await createEnrollment(db, {
      userId: c.var.userId, classId: class_id, fields: form, joinWaitlist: join_waitlist ?? false, key, documents: documents ?? [],
      storage: rt.storage, now: rt.now(),
    });
    const view = await enrollmentView(db, result.enrollment, { class: {}, events: {} });
    return c.json(item(view), result.replayed ? 200 : 201);
  })
  .on(editRoute.method, documented(router, editRoute), async (c) => {
    const id = pathId(c);
    const db = await dbOf(c);
    await ownEnrollment(db, c.var.userId, id);
    const { fields, documents } = await readForm(c);
    // by hand: the fields come from JSON or a multipart form whose files are checked by their bytes
    const { join_waitlist, ...form } = parseInput(EnrollmentEditBody, fields);
    const rt = appContext(db);
    const row = await editEnrollment(db, {
      userId: c.var.userId, id, fields: form, joinWaitlist: join_waitlist ?? false, documents, storage: rt.storage, now: rt.now(),
    });
    return c.json(item(await enrollmentView(db, row, { class: {}, events: {}, order: {} })), 200);
  })
  .on(cancelRoute.method, documented(router, cancelRoute), async (c) => {
    const id = pathId(c);
    const { reason } = parseInput(CancelBody, await jsonObject(c));
    const db = await dbOf(c);
    const row = await cancelEnrollment(db, c.var.userId, id, reason ?? null, appContext(db).now());
    return c.json(item(await enrollmentView(db, row, { class: {}, events: {}, order: {} })), 200);
  });
