import type { RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { nowIsoOf } from '@/lib/server/app-context';
import { env } from '@/lib/env';
import { attachmentHeaders, xlsxStream } from '@/lib/server/excel/xlsx';
import { managerScope } from '@/lib/server/services/manager-scope';
import {
  deleteManagedTalent, listManagedTalents, setTalentHidden, showManagedTalent, TALENT_EXPORT_COLUMNS, talentExportChunks, updateManagedTalent,
} from '@/lib/server/services/talent-admin';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealInExport } from '../http/id-numbers';
import { pageOf } from '../http/pagination';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { MessageSchema } from '@/lib/contract/envelope';
import { idParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import { forbidden, jsonBody, ManagedTalentSchema, manageRoute, TalentFilters, TalentListQuery, writeErrors, xlsx } from './employment-schemas';
import { TalentBody } from './jobs';
import { platformDate } from '@/lib/format/time-zone';

// Back-office talent pool: search, edit, hide from the public /talent directory, delete, export.
// Phones are masked; whole in the export only with learners.id-number.

const route = manageRoute(['manage-talents']);
const one = (description: string) => ({ 200: json(itemOf(ManagedTalentSchema), description), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse });

const listRoute = route('get', '/', 'talents.view', 'Talents in my scope (an organisation account: the public directory) with search and filters', {
  request: { query: TalentListQuery }, responses: { 200: json(listOf(ManagedTalentSchema), 'A page of talents'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const exportRoute = route('get', '/export', 'talents.view', 'The filtered talents as a streamed .xlsx', {
  request: { query: TalentFilters }, responses: { 200: xlsx('The workbook'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'talents.view', 'One talent of my scope', { request: { params: idParam }, responses: one('The talent') });
const updateRoute = route('put', '/{id}', 'talents.update', "Correct a talent's profile", {
  request: { params: idParam, ...jsonBody(TalentBody) }, responses: { ...one('The talent'), ...writeErrors },
});
const hideRoute = route('post', '/{id}/hide', 'talents.update', 'Hide a talent from the public directory (the learner keeps the profile)', {
  request: { params: idParam }, responses: one('The talent'),
});
const unhideRoute = route('post', '/{id}/unhide', 'talents.update', 'Show a hidden talent in the public directory again (if the learner made it public)', {
  request: { params: idParam }, responses: one('The talent'),
});
const deleteRoute = route('delete', '/{id}', 'talents.delete', 'Delete a talent; applications sent with it remain', {
  request: { params: idParam }, responses: { 200: json(MessageSchema, 'Deleted'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
}
/** The export alone carries whole phones, and only for a manager who holds learners.id-number. */
const exportsWhole = (c: Ctx) => revealInExport(c, 'talents');

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageTalentRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list and the answers below; a whole phone is asked for one at a time (POST /manage/talents/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listManagedTalents(db, scope, filters, pageRequest, false)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const filters = c.req.valid('query');
    const { db, scope } = await context(c);
    const body = xlsxStream([{ name: '人才库', columns: TALENT_EXPORT_COLUMNS, chunks: talentExportChunks(db, scope, filters, await exportsWhole(c)) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`人才库-${platformDate()}.xlsx`) });
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await showManagedTalent(db, scope, id, false)), 200);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope } = await context(c);
    return c.json(item(await updateManagedTalent(db, scope, id, input, env().PLATFORM_PROVINCE, nowIsoOf(db))), 200);
  })
  .on(...on(hideRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await setTalentHidden(db, scope, id, true, nowIsoOf(db))), 200);
  })
  .on(...on(unhideRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await setTalentHidden(db, scope, id, false, nowIsoOf(db))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    await deleteManagedTalent(db, scope, id);
    return c.json({ message: '人才信息已删除。', status_code: 200 }, 200);
  });
