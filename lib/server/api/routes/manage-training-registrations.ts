import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import { nowIsoOf } from '@/lib/server/app-context';
import type { Context } from 'hono';
import { attachmentHeaders, XLSX_TYPE, xlsxStream } from '@/lib/server/excel/xlsx';
import { managerScope } from '@/lib/server/services/manager-scope';
import { followUp, listRegistrations, REGISTRATION_EXPORT_COLUMNS, registrationExportChunks } from '@/lib/server/services/registration-follow-up';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { idRef, keywordParam } from '@/lib/contract/fields';
import { documented, validated } from '../http/request-body';
import { FOLLOW_UP_STATUSES, FollowUpBody, ManagedRegistrationSchema as RegistrationSchema } from '@/lib/contract/training-registration';
import { platformDate } from '@/lib/format/time-zone';
import type { Permission } from '@/lib/contract/permissions';

// Back-office follow-up of public training registrations: the scoped list, a status and note per
// registration, and the streamed export.

const tags = ['manage-training-registrations'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;

const Filters = z.object({
  status: z.enum(FOLLOW_UP_STATUSES).optional(), city_code: z.string().regex(/^\d{6}$/).optional(), occupation_id: idRef().optional(),
  keyword: keywordParam.optional().openapi({ description: 'Part of the name or occupation, or an exact phone' }),
});
const ListQuery = Filters.extend(pageParams);

const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });
const listRoute = route('get', '/', 'training-registrations.view', 'Training registrations in my scope; phone and ID number masked (whole one at a time through POST /manage/training-registrations/{id}/reveal)', {
  request: { query: ListQuery }, responses: { 200: json(listOf(RegistrationSchema), 'A page of registrations'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'training-registrations.export', 'The filtered registrations as a streamed .xlsx', {
  request: { query: Filters }, responses: { 200: { description: 'The workbook', content: { [XLSX_TYPE]: { schema: binaryField } } }, ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const followUpRoute = route('patch', '/{id}', 'training-registrations.update', 'Record the follow-up: status and note', {
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: FollowUpBody } } } },
  responses: { 200: json(itemOf(RegistrationSchema), 'The registration'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
}
/** The export alone carries whole values, and only for a manager who holds learners.id-number. */
const exportsWhole = (c: Ctx) => revealInExport(c, 'training-registrations');

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageTrainingRegistrationRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list; a whole value is asked for one at a time (POST /manage/training-registrations/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listRegistrations(db, scope, filters, pageRequest, false)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await context(c);
    const body = xlsxStream([{ name: '培训登记', columns: REGISTRATION_EXPORT_COLUMNS, chunks: registrationExportChunks(db, scope, filters, await exportsWhole(c)) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`培训登记-${platformDate()}.xlsx`) });
  })
  .on(...on(followUpRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await followUp(db, scope, id, input, nowIsoOf(db))), 200);
  });
