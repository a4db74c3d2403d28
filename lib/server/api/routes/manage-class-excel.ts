import { createRoute } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { attachmentHeaders, XLSX_TYPE, xlsxStream } from '@/lib/server/excel/xlsx';
import { managedClassRow } from '@/lib/server/services/class-admin';
import { CLASS_EXPORT_COLUMNS, classExportChunks, ROSTER_EXPORT_COLUMNS } from '@/lib/server/services/class-excel';
import { classImportSheet, classImportTemplate, importClassRows } from '@/lib/server/services/class-import';
import { rosterChunks } from '@/lib/server/services/class-roster';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { requirePermission } from '../http/permission';
import { NDJSON_TYPE, progressResponse, wantsProgress } from '../http/progress-stream';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, parseInput } from '../http/request-body';
import { ImportFields, uploadedWorkbook } from './excel-upload';
import { ManageClassFilters } from './manage-class-schemas';
import { ClassImportProgressLine as ImportProgressLine, ClassImportReportSchema as ImportReportSchema } from '@/lib/contract/import-report';
import { platformDate } from '@/lib/format/time-zone';

// Excel in and out for back-office classes: streamed exports of the filtered list and of a roster,
// the import template, and the import itself (mounted before routes/manage-classes.ts so that
// /export is not read as an id).

const tags = ['manage-classes'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });

const exportRoute = createRoute({
  ...managerAccess('classes.view'), method: 'get', path: '/export', tags, summary: 'The filtered class list as a streamed .xlsx (permission classes.view)',
  request: { query: ManageClassFilters },
  responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const rosterExportRoute = createRoute({
  ...managerAccess('classes.view'), method: 'get', path: '/{id}/roster/export', tags, summary: "A class's roster as a streamed .xlsx (permission classes.view)",
  request: { params: idParam },
  responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const templateRoute = createRoute({
  ...managerAccess('classes.create'), method: 'get', path: '/import/template', tags, summary: 'The class import template (permission classes.create)',
  responses: { 200: xlsx('The template'), ...unauthenticatedResponse, ...forbidden },
});

const importRoute = createRoute({
  ...managerAccess('classes.create'), method: 'post', path: '/import', tags,
  summary: 'Import classes as drafts from the template; row errors reported, all-or-none or valid rows only (permission classes.create)',
  description: `With \`Accept: ${NDJSON_TYPE}\` the answer streams one JSON line per batch of rows checked ({progress}), then {data} or {error}.`,
  request: { body: { required: true, content: { 'multipart/form-data': { schema: ImportFields.extend({ file: binaryField }) } } } },
  responses: {
    200: {
      description: 'What was checked and imported',
      content: { 'application/json': { schema: itemOf(ImportReportSchema) }, [NDJSON_TYPE]: { schema: ImportProgressLine } },
    },
    ...unauthenticatedResponse, ...forbidden,
    400: errorResponse('Not a form'), 422: errorResponse('No readable workbook or fields invalid'),
  },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId), now: appContext(db).now().toISOString() };
}


// requireManager() per route: a router-wide use('*') would also run in front of manage-classes.ts.
const router = createRouter();
export const manageClassExcelRoutes = router
  .on(exportRoute.method, documented(router, exportRoute), requireManager(), requirePermission(exportRoute), async (c) => {
    const filters = parseInput(ManageClassFilters, c.req.query());
    const { db, scope } = await context(c);
    const body = xlsxStream([{ name: '培训班', columns: CLASS_EXPORT_COLUMNS, chunks: classExportChunks(db, scope, filters) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`培训班-${platformDate()}.xlsx`) });
  })
  .on(rosterExportRoute.method, documented(router, rosterExportRoute), requireManager(), requirePermission(rosterExportRoute), async (c) => {
    const id = parseInput(idParam, { id: c.req.param('id') }).id;
    const { db, scope } = await context(c);
    const row = await managedClassRow(db, scope, id);
    const body = xlsxStream([{ name: '花名册', columns: ROSTER_EXPORT_COLUMNS, chunks: rosterChunks(db, row.id) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`${row.title}-花名册-${platformDate()}.xlsx`) });
  })
  .on(templateRoute.method, documented(router, templateRoute), requireManager(), requirePermission(templateRoute), async (c) => {
    const buffer = await classImportTemplate(await dbOf(c));
    return new Response(new Uint8Array(buffer), { status: 200, headers: attachmentHeaders('培训班导入模板.xlsx') });
  })
  .on(importRoute.method, documented(router, importRoute), requireManager(), requirePermission(importRoute), async (c) => {
    const { file, mode, dryRun } = await uploadedWorkbook(c);
    const { db, scope, now } = await context(c);
    const sheet = await classImportSheet(file);
    if (wantsProgress(c.req.header('accept'))) return progressResponse((report) => importClassRows(db, scope, sheet, mode, dryRun, now, report));
    return c.json(item(await importClassRows(db, scope, sheet, mode, dryRun, now)), 200);
  });
