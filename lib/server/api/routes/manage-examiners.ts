import { z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  createExaminer, deleteExaminer, EXAMINER_EXPORT_COLUMNS, EXAMINER_SORTS, examinerExportChunks, listExaminersAdmin, showExaminerAdmin, updateExaminer,
} from '@/lib/server/services/faculty/examiner-admin';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { sortParams } from '../http/sorting';
import { flagParam, idParam } from '../http/validation';
import { idRef, intParam, keywordParam } from '@/lib/contract/fields';
import { forbidden, jsonBody, mount, routeMaker, scopeOf, writeErrors, xlsx } from './manage-faculty-kit';
import { ExaminerCreateBody, ExaminerEditBody, ManagedExaminerSchema, STAFF_STATUSES } from '@/lib/contract/faculty-admin';
import { platformDate } from '@/lib/format/time-zone';

// Back-office examiner register (考评员). The public directory (routes/examiners.ts) shows active, public ones.

const Filters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the name, or the whole certificate number' }),
  organization_id: idRef().optional(), occupation_id: idRef().optional(), level: intParam(1, 5).optional(), city_code: z.string().trim().regex(/^\d{6}$/).optional(),
  status: z.enum(STAFF_STATUSES).optional(), is_public: flagParam.optional(), ...sortParams(EXAMINER_SORTS),
});
const ListQuery = Filters.extend(pageParams);


const route = routeMaker('manage-examiners');
const listRoute = route('get', '/', 'examiners.view', 'Examiners in my scope with search, filters and sorting', {
  request: { query: ListQuery }, responses: { 200: json(listOf(ManagedExaminerSchema), 'A page of examiners'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'examiners.view', 'The filtered examiners as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'examiners.view', 'One examiner in my scope', {
  request: { params: idParam }, responses: { 200: json(itemOf(ManagedExaminerSchema), 'The examiner'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const createRoute_ = route('post', '/', 'examiners.create', 'Add an examiner to my organisation or city', {
  request: jsonBody(ExaminerCreateBody), responses: { 201: json(itemOf(ManagedExaminerSchema), 'The examiner'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('patch', '/{id}', 'examiners.update', 'Edit an examiner, or disable / re-enable them (status)', {
  request: { params: idParam, ...jsonBody(ExaminerEditBody) },
  responses: { 200: json(itemOf(ManagedExaminerSchema), 'The examiner'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = route('delete', '/{id}', 'examiners.delete', 'Delete an examiner', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});

const router = createRouter();
const on = mount(router);
export const manageExaminerRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await scopeOf(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listExaminersAdmin(db, scope, filters, pageRequest)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await scopeOf(c);
    const body = xlsxStream([{ name: '考评员', columns: EXAMINER_EXPORT_COLUMNS, chunks: examinerExportChunks(db, scope, filters) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`考评员-${platformDate()}.xlsx`) });
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await scopeOf(c);
    return c.json(item(await showExaminerAdmin(db, scope, id)), 200);
  })
  .on(...on(createRoute_), async (c) => {
    const input = c.req.valid('json');
    const { db, scope } = await scopeOf(c);
    return c.json(item(await createExaminer(db, scope, input, nowIsoOf(db))), 201);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await scopeOf(c);
    return c.json(item(await updateExaminer(db, scope, id, input, nowIsoOf(db))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await scopeOf(c);
    await deleteExaminer(db, scope, id);
    return c.body(null, 204);
  });
