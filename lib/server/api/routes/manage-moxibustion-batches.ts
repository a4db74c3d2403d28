import { z } from '@hono/zod-openapi';
import { env } from '@/lib/env';
import { MOXIBUSTION_BATCH_STATUSES } from '@/lib/server/services/moxibustion';
import { createBatch, deleteBatch, listManagedBatches, scopedBatch, setBatchEnrolment, updateBatch } from '@/lib/server/services/moxibustion-admin/batches';
import { item, list } from '../http/envelope';
import { MoxibustionBatchSchema } from '../http/moxibustion-schemas';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { dateParam, idParam } from '../http/validation';
import { jsonObject, parseInput } from './account-input';
import { conflict, context, forbidden, guarded, idOf, jsonBody, route, writeErrors } from './manage-moxibustion-kit';

// Back-office batches (期) of the moxibustion programme.

const text = (max: number) => z.string().trim().min(1).max(max);
const optionalText = (max: number) => z.string().trim().max(max).nullable().optional();

export const BatchBody = z
  .object({
    code: text(50), title: text(120), level: text(30),
    city_code: z.string().trim().regex(/^\d{6}$/, '必须是 6 位地区代码。'),
    venue: optionalText(255), organizer: text(120), issuer: text(120),
    enroll_start: dateParam, enroll_end: dateParam, start_date: dateParam, end_date: dateParam,
    hours: z.number().int().min(1).max(2000), capacity: z.number().int().min(1).max(10_000), fee_cents: z.number().int().min(0).max(100_000_000),
    contact_phone: z.string().trim().regex(/^[\d-]{7,20}$/, '必须是有效的电话号码。').nullable().optional().or(z.literal('')),
    description: z.string().max(20_000).nullable().optional(),
    status: z.enum(MOXIBUSTION_BATCH_STATUSES).optional(),
  })
  .superRefine((b, ctx) => {
    if (b.enroll_end < b.enroll_start) ctx.addIssue({ code: 'custom', path: ['enroll_end'], message: '不能早于报名开始日期。' });
    if (b.end_date < b.start_date) ctx.addIssue({ code: 'custom', path: ['end_date'], message: '不能早于开班日期。' });
    if (b.start_date < b.enroll_start) ctx.addIssue({ code: 'custom', path: ['start_date'], message: '不能早于报名开始日期。' });
  })
  .openapi('MoxibustionBatchBody');

const Filters = z.object({ status: z.enum(MOXIBUSTION_BATCH_STATUSES).optional(), city_code: z.string().regex(/^\d{6}$/).optional() });
const ListQuery = Filters.extend(pageParams);
const batch = (description: string) => json(itemOf(MoxibustionBatchSchema), description);

const listRoute = route('get', '/', 'moxibustion.view', 'Batches in my scope, open enrolment first', {
  request: { query: ListQuery }, responses: { 200: json(listOf(MoxibustionBatchSchema), 'A page of batches'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'moxibustion.view', 'One batch', {
  request: { params: idParam }, responses: { 200: batch('The batch'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const createRoute = route('post', '/', 'moxibustion.review', 'Create a batch (closed for enrolment unless a status is given)', {
  request: jsonBody(BatchBody), responses: { 201: batch('Created'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('put', '/{id}', 'moxibustion.review', 'Edit a batch; its code is fixed once anybody has enrolled', {
  request: { params: idParam, ...jsonBody(BatchBody) }, responses: { 200: batch('Saved'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});
const openRoute = route('post', '/{id}/open', 'moxibustion.review', 'Open the batch for enrolment', {
  request: { params: idParam }, responses: { 200: batch('Open'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Finished'), ...errorResponses },
});
const closeRoute = route('post', '/{id}/close', 'moxibustion.review', 'Close enrolment in the batch', {
  request: { params: idParam }, responses: { 200: batch('Closed'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const deleteRoute = route('delete', '/{id}', 'moxibustion.review', 'Delete a batch nobody has enrolled in', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Has enrolments'), ...errorResponses },
});

const router = createRouter();
const province = () => env().PLATFORM_PROVINCE;
export const manageMoxibustionBatchRoutes = router
  .on(...guarded(router, listRoute, 'moxibustion.view'), async (c) => {
    const { page, per_page, ...filters } = parseInput(ListQuery, c.req.query());
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listManagedBatches(db, scope, filters, pageRequest)), 200);
  })
  .on(...guarded(router, showRoute, 'moxibustion.view'), async (c) => {
    const id = idOf(c);
    const { db, scope } = await context(c);
    return c.json(item(await scopedBatch(db, scope, id)), 200);
  })
  .on(...guarded(router, createRoute, 'moxibustion.review'), async (c) => {
    const input = parseInput(BatchBody, await jsonObject(c));
    const { db, scope } = await context(c);
    return c.json(item(await createBatch(db, scope, input, province())), 201);
  })
  .on(...guarded(router, updateRoute, 'moxibustion.review'), async (c) => {
    const id = idOf(c);
    const input = parseInput(BatchBody, await jsonObject(c));
    const { db, scope } = await context(c);
    return c.json(item(await updateBatch(db, scope, id, input, province())), 200);
  })
  .on(...guarded(router, openRoute, 'moxibustion.review'), async (c) => {
    const id = idOf(c);
    const { db, scope } = await context(c);
    return c.json(item(await setBatchEnrolment(db, scope, id, true)), 200);
  })
  .on(...guarded(router, closeRoute, 'moxibustion.review'), async (c) => {
    const id = idOf(c);
    const { db, scope } = await context(c);
    return c.json(item(await setBatchEnrolment(db, scope, id, false)), 200);
  })
  .on(...guarded(router, deleteRoute, 'moxibustion.review'), async (c) => {
    const id = idOf(c);
    const { db, scope } = await context(c);
    await deleteBatch(db, scope, id);
    return c.body(null, 204);
  });

