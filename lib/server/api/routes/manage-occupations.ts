import { z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import {
  createOccupation, deleteOccupation, listOccupationsAdmin, OCCUPATION_EXPORT_COLUMNS, OCCUPATION_SORTS, occupationExportChunks,
  showOccupationAdmin, updateOccupation,
} from '@/lib/server/services/faculty/occupation-admin';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { errorResponses, extensionOf, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { sortParams } from '../http/sorting';
import { idParam } from '../http/validation';
import { intParam, keywordParam } from '@/lib/contract/fields';
import { conflict, forbidden, jsonBody, mount, routeMaker, writeErrors, xlsx } from './manage-faculty-kit';
import {
  ManagedOccupationSchema, OCCUPATION_STATUSES, OccupationCreateBody, OccupationDetailSchema as OccupationDetail, OccupationEditBody,
} from '@/lib/contract/faculty-admin';
import { platformDate } from '@/lib/format/time-zone';

// Back-office occupation catalogue (the public catalogue is routes/occupations.ts and shows only active ones).

const OccupationDetailSchema = extensionOf(ManagedOccupationSchema, 'ManagedOccupation', OccupationDetail, 'ManagedOccupationDetail');

const Filters = z.object({
  keyword: keywordParam.optional().openapi({ description: 'Part of the code, name or category' }), category_code: z.string().trim().regex(/^\d$/).optional(),
  level: intParam(1, 5).optional(), status: z.enum(OCCUPATION_STATUSES).optional(), ...sortParams(OCCUPATION_SORTS),
});
const ListQuery = Filters.extend(pageParams);


const route = routeMaker('manage-occupations');
const listRoute = route('get', '/', 'occupations.view', 'The occupation catalogue, disabled ones included, with search, filters and sorting', {
  request: { query: ListQuery }, responses: { 200: json(listOf(ManagedOccupationSchema), 'A page of occupations'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'occupations.view', 'The filtered catalogue as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'occupations.view', 'One occupation with what refers to it', {
  request: { params: idParam }, responses: { 200: json(itemOf(OccupationDetailSchema), 'The occupation'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const createRoute_ = route('post', '/', 'occupations.create', 'Add an occupation (code unique)', {
  request: jsonBody(OccupationCreateBody), responses: { 201: json(itemOf(OccupationDetailSchema), 'The occupation'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('patch', '/{id}', 'occupations.update', 'Edit an occupation, or disable / re-enable it (status)', {
  request: { params: idParam, ...jsonBody(OccupationEditBody) },
  responses: { 200: json(itemOf(OccupationDetailSchema), 'The occupation'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = route('delete', '/{id}', 'occupations.delete', 'Delete an occupation nothing refers to; otherwise 409 (disable it instead)', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Referred to by classes, certificates or people') },
});

const router = createRouter();
const on = mount(router);
export const manageOccupationRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listOccupationsAdmin(await dbOf(c), filters, pageRequest)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const body = xlsxStream([{ name: '职业工种', columns: OCCUPATION_EXPORT_COLUMNS, chunks: occupationExportChunks(await dbOf(c), filters) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`职业工种-${platformDate()}.xlsx`) });
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    return c.json(item(await showOccupationAdmin(await dbOf(c), id)), 200);
  })
  .on(...on(createRoute_), async (c) => {
    const input = c.req.valid('json');
    return c.json(item(await createOccupation(await dbOf(c), input, nowIsoOf(await dbOf(c)))), 201);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    return c.json(item(await updateOccupation(await dbOf(c), id, input, nowIsoOf(await dbOf(c)))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    await deleteOccupation(await dbOf(c), id);
    return c.body(null, 204);
  });
