import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import type { Context } from 'hono';
import { attachmentHeaders, once, XLSX_TYPE, xlsxStream } from '@/lib/server/excel/xlsx';
import { cancelExam, deleteExam, examResults, listExams, showExam, updateExam } from '@/lib/server/services/exam-admin';
import { importScores, RESULT_EXPORT_COLUMNS, scoreTemplate } from '@/lib/server/services/exam-scores';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, collectionOf, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { documented, validated } from '../http/request-body';
import { ImportFields, uploadedWorkbook } from './excel-upload';
import type { Permission } from '@/lib/contract/permissions';
import { EXAM_STATUSES, ExamResultRowSchema, ManagedExamSchema } from '@/lib/contract/exam-admin';
import { ScoreImportReportSchema } from '@/lib/contract/import-report';

// Back-office exam sessions (creation and tickets live in routes/exams.ts): the scoped list, edits,
// cancel and delete, the result sheet, and scores in and out of Excel.

const tags = ['manage-exams'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });

const isoTime = z.string().trim()
  .refine((v) => /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?(Z|[+-]\d{2}:\d{2})$/.test(v) && !Number.isNaN(Date.parse(v)), '必须是带时区的 ISO 8601 时间。')
  .transform((v) => new Date(v).toISOString());
export const ExamEditBody = z
  .object({
    title: z.string().trim().min(2).max(200), start_at: isoTime, end_at: isoTime, place: z.string().trim().min(2).max(255),
    pass_score: z.number().int().min(1).max(100), status: z.enum(['scheduled', 'ongoing', 'finished']),
  })
  .partial()
  .refine((v) => Object.keys(v).length > 0, { message: '至少修改一项。', path: ['title'] })
  .openapi('ExamEditBody');
const Filters = z.object({
  ...pageParams, class_id: idRef().optional(), status: z.enum(EXAM_STATUSES).optional(), keyword: keywordParam.optional().openapi({ description: 'Part of the exam or class title' }),
});

const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

const listRoute = route('get', '/', 'exams.view', 'Exam sessions of the classes in my scope, with ticket, score and pass counts', {
  request: { query: Filters }, responses: { 200: json(listOf(ManagedExamSchema), 'A page of sessions'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'exams.view', 'One exam session', {
  request: { params: idParam }, responses: { 200: json(itemOf(ManagedExamSchema), 'The session'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const updateRoute = route('patch', '/{id}', 'exams.update', 'Edit a session; a new pass score re-grades results no certificate rests on', {
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: ExamEditBody } } } },
  responses: { 200: json(itemOf(ManagedExamSchema), 'The session'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Cancelled'), 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') },
});
const cancelRoute = route('post', '/{id}/cancel', 'exams.update', 'Cancel a session that no certificate rests on', {
  request: { params: idParam }, responses: { 200: json(itemOf(ManagedExamSchema), 'The session'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Finished, cancelled or certified') },
});
const deleteRoute = route('delete', '/{id}', 'exams.delete', 'Delete a session that issued no admission ticket', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Tickets were issued') },
});
const resultsRoute = route('get', '/{id}/results', 'exams.view', "The session's admission tickets and results; phones and ID numbers masked (whole ones by a logged reveal)", {
  request: { params: idParam }, responses: { 200: json(collectionOf(ExamResultRowSchema), 'Tickets in number order'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const exportRoute = route('get', '/{id}/results/export', 'exams.view', 'The result sheet as .xlsx', {
  request: { params: idParam }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const templateRoute = route('get', '/{id}/results/template', 'exams.score', "The score import template: the session's tickets with an empty score column", {
  request: { params: idParam }, responses: { 200: xlsx('The template'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const importRoute = route('post', '/{id}/results/import', 'exams.score', 'Import scores by ticket number; row errors reported, all-or-none or valid rows only', {
  request: { params: idParam, body: { required: true, content: { 'multipart/form-data': { schema: ImportFields.extend({ file: binaryField }) } } } },
  responses: {
    200: json(itemOf(ScoreImportReportSchema), 'What was checked and imported'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Cancelled'),
    400: errorResponse('Not a form'), 422: errorResponse('No readable workbook or fields invalid'),
  },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
}
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;

const router = createRouter();
export const manageExamRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listExams(db, scope, filters, pageRequest)), 200);
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await showExam(db, scope, id)), 200);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const edit = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await updateExam(db, scope, id, edit, nowIsoOf(db))), 200);
  })
  .on(...on(cancelRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await cancelExam(db, scope, id, nowIsoOf(db))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    await deleteExam(db, scope, id);
    return c.body(null, 204);
  })
  .on(...on(resultsRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    // Masked for every manager; a whole value is one logged reveal (POST /manage/exam-results/{id}/reveal).
    return c.json({ data: await examResults(db, scope, id) }, 200);
  })
  .on(...on(exportRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    const exam = await showExam(db, scope, id);
    const rows = await examResults(db, scope, id, await revealInExport(c, 'exam-results'));
    const body = xlsxStream([{ name: '成绩', columns: RESULT_EXPORT_COLUMNS, chunks: once(rows) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`${exam.title}-成绩.xlsx`) });
  })
  .on(...on(templateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    const { buffer, title } = await scoreTemplate(db, scope, id);
    return new Response(new Uint8Array(buffer), { status: 200, headers: attachmentHeaders(`${title}-成绩导入模板.xlsx`) });
  })
  // The multipart form is read by uploadedWorkbook (the file part is checked by its bytes, excel-upload.ts); the id is checked here.
  .on(importRoute.method, documented(router, importRoute), requireManager(), requirePermission(importRoute), validated({ ...importRoute, request: { params: idParam } }), async (c) => {
    const id = c.req.valid('param').id;
    const { file, mode, dryRun } = await uploadedWorkbook(c);
    const { db, scope } = await context(c);
    return c.json(item(await importScores(db, scope, id, file, mode, dryRun, nowIsoOf(db))), 200);
  });
