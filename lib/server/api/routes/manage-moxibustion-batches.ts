import { z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { env } from '@/lib/env';
import { MOXIBUSTION_BATCH_STATUSES } from '@/lib/contract/moxibustion';
import { createBatch, deleteBatch, listManagedBatches, scopedBatch, setBatchEnrolment, updateBatch } from '@/lib/server/services/moxibustion-admin/batches';
import { item, list } from '../http/envelope';
import { MoxibustionBatchSchema } from '@/lib/contract/moxibustion';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { MoxibustionBatchBody } from '@/lib/contract/moxibustion-batch';
import { requireManager } from '../http/auth';
import { requirePermission } from '../http/permission';
import { documented } from '../http/request-body';
import { contentImageRoute, uploadContentImage } from './content-image-upload';
import { conflict, context, forbidden, guarded, jsonBody, route, tags, writeErrors } from './manage-moxibustion-kit';

// Back-office batches (期) of the moxibustion programme.


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
  request: jsonBody(MoxibustionBatchBody), responses: { 201: batch('Created'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('put', '/{id}', 'moxibustion.review', 'Edit a batch; its code is fixed once anybody has enrolled', {
  request: { params: idParam, ...jsonBody(MoxibustionBatchBody) }, responses: { 200: batch('Saved'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
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

// An image in a batch's rich-text description, stored like those of news and content pages.
const imageRoute = contentImageRoute('moxibustion.review', tags[0]);

const router = createRouter();
const province = () => env().PLATFORM_PROVINCE;
export const manageMoxibustionBatchRoutes = router
  .on(...guarded(router, listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listManagedBatches(db, scope, filters, pageRequest)), 200);
  })
  .on(...guarded(router, showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await scopedBatch(db, scope, id)), 200);
  })
  // The upload reads its own multipart form: the image is judged by its bytes (content-image-upload.ts).
  .on(imageRoute.method, documented(router, imageRoute), requireManager(), requirePermission(imageRoute), uploadContentImage)
  .on(...guarded(router, createRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await createBatch(db, scope, input, province(), nowIsoOf(db))), 201);
  })
  .on(...guarded(router, updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await updateBatch(db, scope, id, input, province(), nowIsoOf(db))), 200);
  })
  .on(...guarded(router, openRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await setBatchEnrolment(db, scope, id, true, nowIsoOf(db))), 200);
  })
  .on(...guarded(router, closeRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await setBatchEnrolment(db, scope, id, false, nowIsoOf(db))), 200);
  })
  .on(...guarded(router, deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    await deleteBatch(db, scope, id);
    return c.body(null, 204);
  });

