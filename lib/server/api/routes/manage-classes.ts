import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { listManagedClasses, managedClass, managedClassRow } from '@/lib/server/services/class-admin';
import { CLASS_ACTIONS, createClass, deleteClass, moveClass, updateClass, type ClassAction } from '@/lib/server/services/class-admin-writes';
import { classRoster } from '@/lib/server/services/class-roster';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { MessageSchema } from '@/lib/contract/envelope';
import { TrainingClassSchema } from '@/lib/contract/training-class';
import { idParam } from '../http/validation';
import { documented, jsonObject, parseInput, validated } from '../http/request-body';
import { ClassCreateBody, ClassUpdateBody, ManageClassListQuery, RosterEntrySchema, RosterQuery } from './manage-class-schemas';

// Back-office classes: every operation needs a manager token and its permission, and sees only the
// classes of the manager's scope (services/manager-scope.ts); others answer 404.

const tags = ['manage-classes'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const writeErrors = {
  ...unauthenticatedResponse, ...forbidden, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields'),
} as const;
const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });

const listRoute = createRoute({
  ...managerAccess('classes.view'), method: 'get', path: '/', tags,
  summary: 'Classes in my scope with search, filters, sort and pages (permission classes.view)',
  request: { query: ManageClassListQuery },
  responses: { 200: json(listOf(TrainingClassSchema), 'A page of classes'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = createRoute({
  ...managerAccess('classes.view'), method: 'get', path: '/{id}', tags,
  summary: 'One class in my scope, drafts included (permission classes.view)',
  request: { params: idParam },
  responses: { 200: json(itemOf(TrainingClassSchema), 'The class'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const rosterRoute = createRoute({
  ...managerAccess('classes.view'), method: 'get', path: '/{id}/roster', tags,
  summary: "A class's admitted learners with study hours and their latest exam result (permission classes.view)",
  request: { params: idParam, query: RosterQuery },
  responses: { 200: json(listOf(RosterEntrySchema), 'A page of the roster'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...errorResponses },
});
const createClassRoute = createRoute({
  ...managerAccess('classes.create'), method: 'post', path: '/', tags, summary: 'Create a class as a draft (permission classes.create)',
  request: jsonBody(ClassCreateBody),
  responses: { 201: json(itemOf(TrainingClassSchema), 'The new class'), ...writeErrors },
});
const updateRoute = createRoute({
  ...managerAccess('classes.update'), method: 'patch', path: '/{id}', tags, summary: 'Edit a class that is not finished (permission classes.update)',
  request: { params: idParam, ...jsonBody(ClassUpdateBody) },
  responses: { 200: json(itemOf(TrainingClassSchema), 'The class'), ...writeErrors, ...notFoundResponse, 409: errorResponse('The class is finished') },
});
const deleteRoute = createRoute({
  ...managerAccess('classes.delete'), method: 'delete', path: '/{id}', tags,
  summary: 'Delete a class with no enrolment, exam, certificate or video (permission classes.delete)',
  request: { params: idParam },
  responses: { 200: json(MessageSchema, 'Deleted'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, 409: errorResponse('The class has records'), ...errorResponses },
});
const actionRoute = (action: ClassAction, summary: string) =>
  createRoute({
    ...managerAccess('classes.publish'), method: 'post', path: `/{id}/${action}`, tags, summary: `${summary} (permission classes.publish)`,
    request: { params: idParam },
    responses: { 200: json(itemOf(TrainingClassSchema), 'The class'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, 409: errorResponse('Not possible in its current status'), ...errorResponses },
  });
const ACTION_SUMMARIES: Record<ClassAction, string> = {
  publish: 'Publish a draft: enrolment opens', close: 'Close enrolment', reopen: 'Reopen enrolment of a closed class', finish: 'Finish a closed or running class',
};

type Ctx = Context<ApiEnv>;
const idOf = (c: Ctx) => parseInput(idParam, { id: c.req.param('id') }).id;

async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId), now: appContext(db).now().toISOString() };
}

const router = createRouter();
router.use('*', requireManager());

for (const action of Object.keys(CLASS_ACTIONS) as ClassAction[]) {
  const route = actionRoute(action, ACTION_SUMMARIES[action]);
  router.on(route.method, documented(router, route), requirePermission(route), async (c) => {
    const id = idOf(c);
    const { db, scope, now } = await context(c);
    await moveClass(db, scope, id, action, now);
    return c.json(item(await managedClass(db, scope, id)), 200);
  });
}

export const manageClassRoutes = router
  .on(listRoute.method, documented(router, listRoute), requirePermission(listRoute), validated(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listManagedClasses(db, scope, filters, pageRequest)), 200);
  })
  .on(showRoute.method, documented(router, showRoute), requirePermission(showRoute), validated(showRoute), async (c) => {
    const { db, scope } = await context(c);
    return c.json(item(await managedClass(db, scope, c.req.valid('param').id)), 200);
  })
  .on(rosterRoute.method, documented(router, rosterRoute), requirePermission(rosterRoute), validated(rosterRoute), async (c) => {
    const { page, per_page, keyword } = c.req.valid('query');
    const { db, scope } = await context(c);
    const row = await managedClassRow(db, scope, c.req.valid('param').id);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await classRoster(db, row.id, keyword, pageRequest)), 200);
  })
  .on(createClassRoute.method, documented(router, createClassRoute), requirePermission(createClassRoute), async (c) => {
    const body = parseInput(ClassCreateBody, await jsonObject(c));
    const { db, scope, now } = await context(c);
    const id = await createClass(db, scope, body, now);
    return c.json(item(await managedClass(db, scope, id)), 201);
  })
  .on(updateRoute.method, documented(router, updateRoute), requirePermission(updateRoute), async (c) => {
    const id = idOf(c);
    const body = parseInput(ClassUpdateBody, await jsonObject(c));
    const { db, scope, now } = await context(c);
    await updateClass(db, scope, id, body, now);
    return c.json(item(await managedClass(db, scope, id)), 200);
  })
  .on(deleteRoute.method, documented(router, deleteRoute), requirePermission(deleteRoute), async (c) => {
    const id = idOf(c);
    const { db, scope } = await context(c);
    await deleteClass(db, scope, id);
    return c.json({ message: '培训班已删除。', status_code: 200 }, 200);
  });
