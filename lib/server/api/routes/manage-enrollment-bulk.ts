import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { attachmentHeaders, XLSX_TYPE, xlsxStream } from '@/lib/server/excel/xlsx';
import { bulkReview, DOCUMENT_MISSING, ENROLLMENT_EXPORT_COLUMNS, enrollmentDocument, enrollmentExportChunks } from '@/lib/server/services/enrollment-bulk';
import { managerScope } from '@/lib/server/services/manager-scope';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { EnrollmentStatusSchema } from './enrollment-schemas';
import { EnrollmentBulkAnswerSchema } from '@/lib/contract/bulk';
import { platformDate } from '@/lib/format/time-zone';

// Bulk approve/reject, the streamed export of the filtered enrolments, and applicants' documents
// (mounted before routes/manage-enrollments.ts so that /export and /bulk are not read as ids).

const tags = ['manage-enrollments'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;

export const BulkReviewBody = z
  .object({
    ids: z.array(idRef()).min(1, '请至少选择一条报名记录。').max(200, '一次最多处理 200 条。'),
    action: z.enum(['approve', 'reject']),
    reason: z.string().trim().min(2).max(200).optional(),
  })
  .refine((b) => b.action !== 'reject' || Boolean(b.reason), { path: ['reason'], message: '驳回时必须填写原因（2-200 字）。' })
  .openapi('EnrollmentBulkReviewBody');
const ExportFilters = z.object({
  class_id: idRef().optional(), status: EnrollmentStatusSchema.optional(), keyword: keywordParam.optional().openapi({ description: 'Exact name or phone' }),
});
const DocumentParams = idParam.extend({ file_id: idRef() });

const bulkRoute = createRoute({
  ...managerAccess('enrollments.review'), method: 'post', path: '/bulk', tags,
  summary: 'Approve or reject many enrolments; each is decided on its own and reported (permission enrollments.review)',
  request: { body: { required: true, content: { 'application/json': { schema: BulkReviewBody } } } },
  responses: {
    200: json(itemOf(EnrollmentBulkAnswerSchema), 'One outcome per enrolment'),
    ...unauthenticatedResponse, ...forbidden, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields'),
  },
});
const exportRoute = createRoute({
  ...managerAccess('enrollments.export'), method: 'get', path: '/export', tags,
  summary: 'The filtered enrolments as a streamed .xlsx; ID numbers whole only with learners.id-number (permission enrollments.export)',
  request: { query: ExportFilters },
  responses: { 200: { description: 'The workbook', content: { [XLSX_TYPE]: { schema: binaryField } } }, ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const documentRoute = createRoute({
  ...managerAccess('enrollments.view'), method: 'get', path: '/{id}/documents/{file_id}', tags,
  summary: "A document the applicant attached, never cached (permission enrollments.view)",
  request: { params: DocumentParams },
  responses: { 200: { description: 'The file', content: { 'application/octet-stream': { schema: binaryField } } }, ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId), rt: appContext(db) };
}

// requireManager() per route: a router-wide use('*') would also run in front of manage-enrollments.ts.
const router = createRouter();
export const manageEnrollmentBulkRoutes = router
  .on(bulkRoute.method, documented(router, bulkRoute), requireManager(), requirePermission(bulkRoute), async (c) => {
    const body = parseInput(BulkReviewBody, await jsonObject(c));
    const { db, scope, rt } = await context(c);
    const decision = body.action === 'approve' ? { action: 'approve' as const } : { action: 'reject' as const, reason: body.reason! };
    const results = await bulkReview(db, scope, body.ids, decision, rt.now());
    const succeeded = results.filter((r) => r.ok).length;
    return c.json(item({ results, succeeded, failed: results.length - succeeded }), 200);
  })
  .on(exportRoute.method, documented(router, exportRoute), requireManager(), requirePermission(exportRoute), async (c) => {
    const filters = parseInput(ExportFilters, c.req.query());
    const { db, scope } = await context(c);
    const reveal = await revealInExport(c, 'enrollments');
    const stream = xlsxStream([{ name: '报名名单', columns: ENROLLMENT_EXPORT_COLUMNS, chunks: enrollmentExportChunks(db, scope, filters, reveal) }]);
    return new Response(stream, { status: 200, headers: attachmentHeaders(`报名名单-${platformDate()}.xlsx`) });
  })
  .on(documentRoute.method, documented(router, documentRoute), requireManager(), requirePermission(documentRoute), async (c) => {
    const { id, file_id } = parseInput(DocumentParams, { id: c.req.param('id'), file_id: c.req.param('file_id') });
    const { db, scope, rt } = await context(c);
    const file = await enrollmentDocument(db, scope, id, file_id);
    return storedFileResponse(rt.storage, file, {
      range: c.req.header('range'), missing: DOCUMENT_MISSING,
      headers: { 'cache-control': 'private, no-store', 'content-disposition': `inline; filename*=UTF-8''${encodeURIComponent(file.name)}` },
    });
  });
