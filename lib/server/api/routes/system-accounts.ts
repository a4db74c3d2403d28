import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { managerScope } from '@/lib/server/services/manager-scope';
import { contains } from '@/lib/server/services/query';
import {
  learnerAccount, learnerAccountExists, listLearnerAccounts, resetLearnerPassword, setLearnerStatus,
} from '@/lib/server/services/system/learner-accounts';
import {
  createManagerAccount, listManagerAccounts, managerAccount, resetManagerPassword, setManagerStatus, updateManagerAccount,
} from '@/lib/server/services/system/manager-accounts';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { revealIdNumbers } from '../http/id-numbers';
import { pageOf } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { documented, jsonObject, parseInput } from '../http/request-body';
import { idOf, queryOf, systemRoute } from './system-route';
import { itemOf, listOf } from '../http/schemas';
import { LearnerAccountDetailSchema, LearnerAccountSchema } from '@/lib/contract/learner-admin';
import { ManagerAccountSchema, OrganizationOptionsSchema, RoleOptionsSchema } from '@/lib/contract/manager-admin';
import {
  Done, LearnerAccountQuery, OrganizationOptionQuery, ManagerCreateBody, ManagerQuery, ManagerUpdateBody, PasswordIssued,
} from './system-schemas';

// Learner and manager accounts in the back-office. Learners are scoped like classes (a city's
// managers see their city); whole ID numbers and phones only with learners.id-number, logged.

type Ctx = Context<ApiEnv>;
const now = async (c: Ctx) => appContext(await dbOf(c)).now();

const learner = { tag: 'system-learners' };
const learnerList = systemRoute({ ...learner, method: 'get', path: '/', permission: 'learners.view', summary: 'Search learner accounts', query: LearnerAccountQuery, response: listOf(LearnerAccountSchema) });
const learnerShow = systemRoute({ ...learner, method: 'get', path: '/{id}', permission: 'learners.view', summary: 'One learner with enrolments and certificates', response: itemOf(LearnerAccountDetailSchema) });
const learnerDisable = systemRoute({ ...learner, method: 'post', path: '/{id}/disable', permission: 'learners.disable', summary: 'Disable a learner; their sessions end', response: Done });
const learnerEnable = systemRoute({ ...learner, method: 'post', path: '/{id}/enable', permission: 'learners.disable', summary: 'Enable a disabled learner', response: Done });
const learnerReset = systemRoute({ ...learner, method: 'post', path: '/{id}/reset-password', permission: 'learners.update', summary: 'Give a learner a one-time password to change at next sign-in', response: PasswordIssued });

const learners = createRouter();
learners.use('*', requireManager());
export const learnerAccountRoutes = learners
  .on(learnerList.method, documented(learners, learnerList), requirePermission(learnerList), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, LearnerAccountQuery);
    const db = await dbOf(c);
    const scope = await managerScope(db, c.var.managerId);
    const pageRequest = pageOf({ page, per_page });
    // Masked in the list; a whole value is asked for one at a time (POST …/{id}/reveal, logged).
    return c.json(list(c.req.url, pageRequest, await listLearnerAccounts(db, scope, filters, pageRequest, false)), 200);
  })
  .on(learnerShow.method, documented(learners, learnerShow), requirePermission(learnerShow), async (c) => {
    const id = idOf(c);
    const db = await dbOf(c);
    const scope = await managerScope(db, c.var.managerId);
    await learnerAccountExists(db, scope, id);
    const reveal = await revealIdNumbers(c, { module: 'learners', table: 'users', ids: [id] });
    return c.json(item(await learnerAccount(db, scope, id, reveal)), 200);
  })
  .on(learnerDisable.method, documented(learners, learnerDisable), requirePermission(learnerDisable), async (c) => {
    const db = await dbOf(c);
    await setLearnerStatus(db, await managerScope(db, c.var.managerId), idOf(c), 'disabled', await now(c));
    return c.json({ message: '学员账号已禁用。', status_code: 200 }, 200);
  })
  .on(learnerEnable.method, documented(learners, learnerEnable), requirePermission(learnerEnable), async (c) => {
    const db = await dbOf(c);
    await setLearnerStatus(db, await managerScope(db, c.var.managerId), idOf(c), 'active', await now(c));
    return c.json({ message: '学员账号已启用。', status_code: 200 }, 200);
  })
  .on(learnerReset.method, documented(learners, learnerReset), requirePermission(learnerReset), async (c) => {
    const id = idOf(c);
    const db = await dbOf(c);
    const password = await resetLearnerPassword(db, await managerScope(db, c.var.managerId), id, await now(c));
    return c.json({ data: { id, password } }, 200);
  });

const manager = { tag: 'system-managers' };
const managerList = systemRoute({ ...manager, method: 'get', path: '/', permission: 'managers.view', summary: 'Manager accounts with roles and organisation', query: ManagerQuery, response: listOf(ManagerAccountSchema) });
const managerShow = systemRoute({ ...manager, method: 'get', path: '/{id}', permission: 'managers.view', summary: 'One manager account', response: itemOf(ManagerAccountSchema) });
const managerCreate = systemRoute({ ...manager, method: 'post', path: '/', permission: 'managers.create', summary: 'Create a manager with a one-time password (shown once)', body: ManagerCreateBody, response: PasswordIssued, status: 201 });
const managerUpdate = systemRoute({ ...manager, method: 'patch', path: '/{id}', permission: 'managers.update', summary: 'Edit a manager: name, roles, organisation, region', body: ManagerUpdateBody, response: itemOf(ManagerAccountSchema) });
const managerDisable = systemRoute({ ...manager, method: 'post', path: '/{id}/disable', permission: 'managers.update', summary: 'Disable a manager; their sessions end', response: Done });
const managerEnable = systemRoute({ ...manager, method: 'post', path: '/{id}/enable', permission: 'managers.update', summary: 'Enable a disabled manager', response: Done });
const managerReset = systemRoute({ ...manager, method: 'post', path: '/{id}/reset-password', permission: 'managers.reset-password', summary: 'Give a manager a one-time password to change at next sign-in', response: PasswordIssued });

const roleOptions = systemRoute({ ...manager, method: 'get', path: '/role-options', permission: 'managers.view', summary: 'Roles a manager can be given', response: RoleOptionsSchema });
const orgOptions = systemRoute({ ...manager, method: 'get', path: '/organization-options', permission: 'managers.view', summary: 'Organisations a manager can belong to, by name', query: OrganizationOptionQuery, response: OrganizationOptionsSchema });

const managers = createRouter();
managers.use('*', requireManager());
export const managerAccountRoutes = managers
  .on(roleOptions.method, documented(managers, roleOptions), requirePermission(roleOptions), async (c) =>
    c.json({ data: await (await dbOf(c)).selectFrom('roles').select(['id', 'name', 'title']).orderBy('id').execute() }, 200))
  .on(orgOptions.method, documented(managers, orgOptions), requirePermission(orgOptions), async (c) => {
    const { keyword } = queryOf(c, OrganizationOptionQuery);
    let query = (await dbOf(c)).selectFrom('organizations').select(['id', 'name', 'type', 'status']);
    if (keyword) query = query.where(contains('name', keyword));
    return c.json({ data: await query.orderBy('id').limit(20).execute() }, 200);
  })
  .on(managerList.method, documented(managers, managerList), requirePermission(managerList), async (c) => {
    const { page, per_page, ...filters } = queryOf(c, ManagerQuery);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listManagerAccounts(await dbOf(c), filters, pageRequest)), 200);
  })
  .on(managerShow.method, documented(managers, managerShow), requirePermission(managerShow), async (c) =>
    c.json(item(await managerAccount(await dbOf(c), idOf(c))), 200))
  .on(managerCreate.method, documented(managers, managerCreate), requirePermission(managerCreate), async (c) => {
    const body = parseInput(ManagerCreateBody, await jsonObject(c));
    const created = await createManagerAccount(await dbOf(c), c.var.managerId, body, await now(c));
    return c.json({ data: created }, 201);
  })
  .on(managerUpdate.method, documented(managers, managerUpdate), requirePermission(managerUpdate), async (c) => {
    const id = idOf(c);
    const body = parseInput(ManagerUpdateBody, await jsonObject(c));
    const db = await dbOf(c);
    await updateManagerAccount(db, c.var.managerId, id, body, await now(c));
    return c.json(item(await managerAccount(db, id)), 200);
  })
  .on(managerDisable.method, documented(managers, managerDisable), requirePermission(managerDisable), async (c) => {
    await setManagerStatus(await dbOf(c), c.var.managerId, idOf(c), 'disabled', await now(c));
    return c.json({ message: '管理员账号已禁用。', status_code: 200 }, 200);
  })
  .on(managerEnable.method, documented(managers, managerEnable), requirePermission(managerEnable), async (c) => {
    await setManagerStatus(await dbOf(c), c.var.managerId, idOf(c), 'active', await now(c));
    return c.json({ message: '管理员账号已启用。', status_code: 200 }, 200);
  })
  .on(managerReset.method, documented(managers, managerReset), requirePermission(managerReset), async (c) => {
    const id = idOf(c);
    const password = await resetManagerPassword(await dbOf(c), c.var.managerId, id, await now(c));
    return c.json({ data: { id, password } }, 200);
  });
