import { z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import { TEACHER_SORTS, createTeacher, deleteTeacher, listTeachersAdmin, showTeacherAdmin, TEACHER_EXPORT_COLUMNS, teacherExportChunks, updateTeacher } from '@/lib/server/services/faculty/teacher-admin';
import { item, list } from '../http/envelope';
import { revealIdNumbers, revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { sortParams } from '../http/sorting';
import { flagParam, idParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { conflict, forbidden, jsonBody, mount, routeMaker, scopeOf, writeErrors, xlsx } from './manage-faculty-kit';
import { ManagedTeacherSchema, STAFF_STATUSES, TeacherCreateBody, TeacherEditBody } from '@/lib/contract/faculty-admin';
import { platformDate } from '@/lib/format/time-zone';

// Back-office teacher register: organisations manage their own teachers, cities theirs. Phones whole
// only with learners.id-number (each such view is logged). The public directory shows active, public ones.

const Filters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the name or specialty, or the whole phone number' }),
  organization_id: idRef().optional(), occupation_id: idRef().optional(), city_code: z.string().trim().regex(/^\d{6}$/).optional(),
  status: z.enum(STAFF_STATUSES).optional(), is_public: flagParam.optional(), ...sortParams(TEACHER_SORTS),
});
const ListQuery = Filters.extend(pageParams);


const route = routeMaker('manage-teachers');
const listRoute = route('get', '/', 'teachers.view', 'Teachers in my scope with search, filters and sorting; phones whole only with learners.id-number', {
  request: { query: ListQuery }, responses: { 200: json(listOf(ManagedTeacherSchema), 'A page of teachers'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'teachers.view', 'The filtered teachers as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'teachers.view', 'One teacher in my scope', {
  request: { params: idParam }, responses: { 200: json(itemOf(ManagedTeacherSchema), 'The teacher'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const createRoute_ = route('post', '/', 'teachers.create', 'Add a teacher to my organisation or city', {
  request: jsonBody(TeacherCreateBody), responses: { 201: json(itemOf(ManagedTeacherSchema), 'The teacher'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('patch', '/{id}', 'teachers.update', 'Edit a teacher, or disable / re-enable them (status)', {
  request: { params: idParam, ...jsonBody(TeacherEditBody) },
  responses: { 200: json(itemOf(ManagedTeacherSchema), 'The teacher'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = route('delete', '/{id}', 'teachers.delete', 'Delete a teacher assigned to no class; otherwise 409 (disable instead)', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Assigned to classes') },
});

const router = createRouter();
const on = mount(router);
export const manageTeacherRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await scopeOf(c);
    const pageRequest = pageOf({ page, per_page });
    const masked = await listTeachersAdmin(db, scope, filters, pageRequest, false);
    // Masked in the list; a whole value is asked for one at a time (POST …/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, masked), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await scopeOf(c);
    const reveal = await revealInExport(c, 'teachers');
    const body = xlsxStream([{ name: '师资库', columns: TEACHER_EXPORT_COLUMNS, chunks: teacherExportChunks(db, scope, filters, reveal) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`师资库-${platformDate()}.xlsx`) });
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await scopeOf(c);
    await showTeacherAdmin(db, scope, id, false);
    const reveal = await revealIdNumbers(c, { module: 'teachers', table: 'teachers', ids: [id] });
    return c.json(item(await showTeacherAdmin(db, scope, id, reveal)), 200);
  })
  .on(...on(createRoute_), async (c) => {
    const input = c.req.valid('json');
    const { db, scope } = await scopeOf(c);
    return c.json(item(await createTeacher(db, scope, input, nowIsoOf(db))), 201);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await scopeOf(c);
    return c.json(item(await updateTeacher(db, scope, id, input, nowIsoOf(db))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await scopeOf(c);
    await deleteTeacher(db, scope, id);
    return c.body(null, 204);
  });
