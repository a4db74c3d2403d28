import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { managerScope } from '@/lib/server/services/manager-scope';
import {
  createDictionaryItem, deleteDictionaryItem, dictionaryTypes, listDictionaryItems, updateDictionaryItem,
} from '@/lib/server/services/system/dictionary-admin';
import {
  createOrganizationAdmin, listOrganizationsAdmin, moveOrganization, organizationAdmin, updateOrganizationAdmin,
} from '@/lib/server/services/system/organization-admin';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { idOf, queryOf, systemRoute } from './system-route';
import { itemOf, listOf } from '../http/schemas';
import { ManagedOrganizationDetailSchema, ManagedOrganizationSchema } from '@/lib/contract/organization-admin';
import { DictionaryListSchema, DictionaryWriteSchema } from '@/lib/contract/dictionary-admin';
import {
  DictionaryCreateBody, DictionaryQuery, DictionaryUpdateBody, Done, OrganizationCreateBody, OrganizationQuery,
  OrganizationUpdateBody,
} from './system-schemas';
import type { Permission } from '@/lib/contract/permissions';

// Organisations with their manager accounts and qualifications, and the dictionaries editor.

type Ctx = Context<ApiEnv>;
const now = async (c: Ctx) => appContext(await dbOf(c)).now();
const context = async (c: Ctx) => {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
};

const org = { tag: 'system-organizations' };
const orgList = systemRoute({ ...org, method: 'get', path: '/', permission: 'organizations.view', summary: 'Organisations in my scope', query: OrganizationQuery, response: listOf(ManagedOrganizationSchema) });
const orgShow = systemRoute({ ...org, method: 'get', path: '/{id}', permission: 'organizations.view', summary: 'One organisation with its manager accounts and qualifications', response: itemOf(ManagedOrganizationDetailSchema) });
const orgCreate = systemRoute({ ...org, method: 'post', path: '/', permission: 'organizations.create', summary: 'Register an organisation (pending until approved)', body: OrganizationCreateBody, response: itemOf(ManagedOrganizationDetailSchema), status: 201 });
const orgUpdate = systemRoute({ ...org, method: 'patch', path: '/{id}', permission: 'organizations.update', summary: 'Edit an organisation, its contact and qualifications', body: OrganizationUpdateBody, response: itemOf(ManagedOrganizationDetailSchema) });
const orgMove = (action: 'approve' | 'disable' | 'enable', permission: Permission, summary: string) =>
  systemRoute({ ...org, method: 'post', path: `/{id}/${action}`, permission, summary, response: itemOf(ManagedOrganizationDetailSchema) });
const MOVES = [
  ['approve', 'organizations.review', orgMove('approve', 'organizations.review', 'Approve a pending organisation')],
  ['disable', 'organizations.update', orgMove('disable', 'organizations.update', 'Disable an organisation')],
  ['enable', 'organizations.update', orgMove('enable', 'organizations.update', 'Enable a disabled organisation')],
] as const;

const orgs = createRouter();
orgs.use('*', requireManager());
for (const [action, , route] of MOVES) {
  orgs.on(route.method, documented(orgs, route), requirePermission(route), async (c) => {
    const id = idOf(c);
    const { db, scope } = await context(c);
    await moveOrganization(db, scope, id, action, await now(c));
    return c.json(item(await organizationAdmin(db, scope, id)), 200);
  });
}
export const organizationAdminRoutes = orgs
  .on(orgList.method, documented(orgs, orgList), requirePermission(orgList), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, OrganizationQuery);
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listOrganizationsAdmin(db, scope, filters, pageRequest)), 200);
  })
  .on(orgShow.method, documented(orgs, orgShow), requirePermission(orgShow), async (c) => {
    const { db, scope } = await context(c);
    return c.json(item(await organizationAdmin(db, scope, idOf(c))), 200);
  })
  .on(orgCreate.method, documented(orgs, orgCreate), requirePermission(orgCreate), async (c) => {
    const body = parseInput(OrganizationCreateBody, await jsonObject(c));
    const { db, scope } = await context(c);
    const id = await createOrganizationAdmin(db, scope, body, await now(c));
    return c.json(item(await organizationAdmin(db, scope, id)), 201);
  })
  .on(orgUpdate.method, documented(orgs, orgUpdate), requirePermission(orgUpdate), async (c) => {
    const id = idOf(c);
    const body = parseInput(OrganizationUpdateBody, await jsonObject(c));
    const { db, scope } = await context(c);
    await updateOrganizationAdmin(db, scope, id, body, await now(c));
    return c.json(item(await organizationAdmin(db, scope, id)), 200);
  });

const D = 'system.dictionaries';
const dict = { tag: 'system-dictionaries' };
const dictList = systemRoute({ ...dict, method: 'get', path: '/', permission: D, summary: 'Dictionary items (all, or one type) and the list of types', query: DictionaryQuery, response: DictionaryListSchema });
const dictCreate = systemRoute({ ...dict, method: 'post', path: '/', permission: D, summary: 'Add a dictionary item', body: DictionaryCreateBody, response: DictionaryWriteSchema, status: 201 });
const dictUpdate = systemRoute({ ...dict, method: 'patch', path: '/{id}', permission: D, summary: 'Edit a dictionary item (label, order, enabled)', body: DictionaryUpdateBody, response: DictionaryWriteSchema });
const dictDelete = systemRoute({ ...dict, method: 'delete', path: '/{id}', permission: D, summary: 'Delete a dictionary item', response: Done });

const dicts = createRouter();
dicts.use('*', requireManager());
export const dictionaryAdminRoutes = dicts
  .on(dictList.method, documented(dicts, dictList), requirePermission(dictList), async (c) => {
    const { type } = queryOf(c, DictionaryQuery);
    const db = await dbOf(c);
    return c.json({ data: await listDictionaryItems(db, type), types: await dictionaryTypes(db) }, 200);
  })
  .on(dictCreate.method, documented(dicts, dictCreate), requirePermission(dictCreate), async (c) => {
    const body = parseInput(DictionaryCreateBody, await jsonObject(c));
    return c.json({ data: { id: await createDictionaryItem(await dbOf(c), body) } }, 201);
  })
  .on(dictUpdate.method, documented(dicts, dictUpdate), requirePermission(dictUpdate), async (c) => {
    const id = idOf(c);
    const body = parseInput(DictionaryUpdateBody, await jsonObject(c));
    await updateDictionaryItem(await dbOf(c), id, body);
    return c.json({ data: { id } }, 200);
  })
  .on(dictDelete.method, documented(dicts, dictDelete), requirePermission(dictDelete), async (c) => {
    await deleteDictionaryItem(await dbOf(c), idOf(c));
    return c.json({ message: '字典项已删除。', status_code: 200 }, 200);
  });
