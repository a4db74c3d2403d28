import { z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  APPLICATION_EXPORT_COLUMNS, APPLICATION_FILE_MISSING, APPLICATION_SORTS, applicationExportChunks, applicationFile, decideApplication, decideApplications, listApplications,
  showApplication,
} from '@/lib/server/services/faculty/teacher-application-reviews';
import { QUALIFICATION_MIMES } from '@/lib/server/services/teacher-applications';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { clientIp } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { binaryField, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { sortParams } from '../http/sorting';
import { idParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { APPLICATION_STATUSES, ApplicationBulkAnswerSchema, ManagedApplicationSchema as ApplicationSchema } from '@/lib/contract/teacher-application-admin';
import { conflict, forbidden, jsonBody, mount, routeMaker, scopeOf, writeErrors, xlsx } from './manage-faculty-kit';
import { platformDate } from '@/lib/format/time-zone';

// Review of learners' applications to teach (they apply at POST /ad/registered-teachers/applied).
// Every operation needs teachers.review; phones and ID numbers are masked (whole in the export only
// with learners.id-number, or one at a time through POST /manage/teacher-applications/{id}/reveal).

const Filters = z.object({
  status: z.enum(APPLICATION_STATUSES).optional(), occupation_id: idRef().optional(),
  keyword: keywordParam.optional().openapi({ description: 'Part of the name, or the whole phone or ID number' }), ...sortParams(APPLICATION_SORTS),
});
const ListQuery = Filters.extend(pageParams);
const reason = z.string().trim().min(2).max(200);
export const ApplicationRejectBody = z.object({ reason }).strict().openapi('TeacherApplicationRejectBody');
export const ApplicationBulkBody = z
  .object({
    ids: z.array(idRef()).min(1, '请至少选择一条申请。').max(100, '一次最多处理 100 条。'), action: z.enum(['approve', 'reject']), reason: reason.optional(),
  })
  .strict()
  .refine((v) => v.action === 'approve' || v.reason !== undefined, { message: '驳回时必须填写原因。', path: ['reason'] })
  .openapi('TeacherApplicationBulkBody');
const FileParams = z.object({
  id: idParam.shape.id, file: idRef().openapi({ param: { name: 'file', in: 'path' }, example: 1 }),
});

const P = 'teachers.review';
const route = routeMaker('manage-teacher-applications');
const listRoute = route('get', '/', P, 'The application queue in my scope with search, filters and sorting', {
  request: { query: ListQuery }, responses: { 200: json(listOf(ApplicationSchema), 'A page of applications'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', P, 'The filtered applications as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const bulkRoute = route('post', '/bulk', P, 'Approve or reject several pending applications; one outcome each', {
  request: jsonBody(ApplicationBulkBody),
  responses: { 200: json(itemOf(ApplicationBulkAnswerSchema), 'One outcome per application'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const showRoute = route('get', '/{id}', P, 'One application with its files', {
  request: { params: idParam }, responses: { 200: json(itemOf(ApplicationSchema), 'The application'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const fileRoute = route('get', '/{id}/files/{file}', P, 'One of the application’s qualification files, never cached; each view is logged', {
  request: { params: FileParams },
  responses: {
    200: { description: 'The file', content: Object.fromEntries(QUALIFICATION_MIMES.map((mime) => [mime, { schema: binaryField }])) },
    ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses,
  },
});
const approveRoute = route('post', '/{id}/approve', P, 'Approve a pending application: the learner’s teacher record is created or re-activated, and they are notified', {
  request: { params: idParam }, responses: { 200: json(itemOf(ApplicationSchema), 'The application'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already decided') },
});
const rejectRoute = route('post', '/{id}/reject', P, 'Reject a pending application with a reason; the learner is notified and may apply again', {
  request: { params: idParam, ...jsonBody(ApplicationRejectBody) },
  responses: { 200: json(itemOf(ApplicationSchema), 'The application'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already decided'), ...writeErrors },
});

const router = createRouter();
const on = mount(router);
export const manageTeacherApplicationRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await scopeOf(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list and the detail; a whole value is asked for one at a time (POST /manage/teacher-applications/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listApplications(db, scope, filters, pageRequest, false)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await scopeOf(c);
    const whole = await revealInExport(c, 'teacher-applications');
    const body = xlsxStream([{ name: '讲师申请', columns: APPLICATION_EXPORT_COLUMNS, chunks: applicationExportChunks(db, scope, filters, whole) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`讲师申请-${platformDate()}.xlsx`) });
  })
  .on(...on(bulkRoute), async (c) => {
    const body = c.req.valid('json');
    const { db, scope } = await scopeOf(c);
    const decision = body.action === 'approve' ? ({ approve: true } as const) : ({ approve: false, reason: body.reason ?? '' } as const);
    return c.json(item(await decideApplications(db, scope, body.ids, decision, appContext(db).now())), 200);
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await scopeOf(c);
    return c.json(item(await showApplication(db, scope, id, false)), 200);
  })
  .on(...on(fileRoute), async (c) => {
    const { id, file: fileId } = c.req.valid('param');
    const { db, scope } = await scopeOf(c);
    const file = await applicationFile(db, scope, id, fileId);
    await db.insertInto('operation_logs').values({
      manager_id: c.var.managerId, module: 'teacher-applications', action: 'view-file', method: 'GET', path: c.req.path.slice(0, 255),
      params: JSON.stringify({ teacher_applications: [id], file: fileId }), status_code: 200, duration_ms: 0, ip: clientIp(c), created_at: new Date().toISOString(),
    }).execute();
    return storedFileResponse(appContext(db).storage, file, {
      range: c.req.header('range'), missing: APPLICATION_FILE_MISSING,
      headers: { 'cache-control': 'private, no-store', 'content-disposition': `inline; filename="file"; filename*=UTF-8''${encodeURIComponent(file.name)}` },
    });
  })
  .on(...on(approveRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await scopeOf(c);
    return c.json(item(await decideApplication(db, scope, id, { approve: true }, appContext(db).now())), 200);
  })
  .on(...on(rejectRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { reason: why } = c.req.valid('json');
    const { db, scope } = await scopeOf(c);
    return c.json(item(await decideApplication(db, scope, id, { approve: false, reason: why }, appContext(db).now())), 200);
  });
