import { z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  listMoxEnrollments, MOX_ENROLLMENT_EXPORT_COLUMNS, moxEnrollmentExportChunks, reviewMoxEnrollments, reviewOne,
} from '@/lib/server/services/moxibustion-admin/enrollments';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import {
  ManagedMoxEnrollmentSchema as EnrollmentSchema, MOX_ENROLLMENT_STATUSES, MoxReviewReportSchema as ReviewReport,
} from '@/lib/contract/moxibustion-admin';
import { conflict, context, forbidden, guarded, jsonBody, reason, route, writeErrors, xlsx } from './manage-moxibustion-kit';
import { platformDate } from '@/lib/format/time-zone';

// The moxibustion enrolment queue: filters, search, approve / reject with a reason, bulk review, export.

const Filters = z.object({
  batch_id: idRef().optional(), status: z.enum(MOX_ENROLLMENT_STATUSES).optional(),
  keyword: keywordParam.optional().openapi({ description: 'Part of the name, or an exact phone or ID number' }),
});
const ListQuery = Filters.extend(pageParams);
export const RejectBody = z.object({ reason }).openapi('MoxibustionRejectBody');
export const BulkReviewBody = z
  .object({ ids: z.array(idRef()).min(1).max(200), action: z.enum(['approve', 'reject']), reason: reason.optional() })
  .superRefine((b, ctx) => {
    if (b.action === 'reject' && !b.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: '驳回时必须填写原因。' });
  })
  .openapi('MoxibustionBulkReviewBody');

const listRoute = route('get', '/', 'moxibustion.view', 'Enrolments in my scope; phones and ID numbers masked (whole one at a time through POST /manage/moxibustion-enrollments/{id}/reveal)', {
  request: { query: ListQuery }, responses: { 200: json(listOf(EnrollmentSchema), 'A page of enrolments'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'moxibustion.view', 'The filtered enrolments as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const approveRoute = route('post', '/{id}/approve', 'moxibustion.review', 'Approve a pending enrolment', {
  request: { params: idParam },
  responses: { 200: json(itemOf(EnrollmentSchema), 'Approved'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Not pending'), ...errorResponses },
});
const rejectRoute = route('post', '/{id}/reject', 'moxibustion.review', 'Reject a pending enrolment with a reason', {
  request: { params: idParam, ...jsonBody(RejectBody) },
  responses: { 200: json(itemOf(EnrollmentSchema), 'Rejected'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Not pending'), ...writeErrors },
});
const bulkRoute = route('post', '/review', 'moxibustion.review', 'Approve or reject many pending enrolments at once; the others are reported as skipped', {
  request: jsonBody(BulkReviewBody), responses: { 200: json(itemOf(ReviewReport), 'What was reviewed'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});

const router = createRouter();
export const manageMoxibustionEnrollmentRoutes = router
  .on(...guarded(router, listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list; a whole value is asked for one at a time (POST /manage/moxibustion-enrollments/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listMoxEnrollments(db, scope, filters, pageRequest, false)), 200);
  })
  .on(...guarded(router, exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await context(c);
    const body = xlsxStream([{ name: '艾灸报名', columns: MOX_ENROLLMENT_EXPORT_COLUMNS, chunks: moxEnrollmentExportChunks(db, scope, filters, await revealInExport(c, 'moxibustion-enrollments')) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`艾灸报名-${platformDate()}.xlsx`) });
  })
  .on(...guarded(router, bulkRoute), async (c) => {
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await reviewMoxEnrollments(db, scope, input.ids, input, nowIsoOf(db))), 200);
  })
  .on(...guarded(router, approveRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await reviewOne(db, scope, id, { action: 'approve' }, nowIsoOf(db))), 200);
  })
  .on(...guarded(router, rejectRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await reviewOne(db, scope, id, { action: 'reject', reason: input.reason }, nowIsoOf(db))), 200);
  });
