import { createRoute, z } from '@hono/zod-openapi';
import { listEnteredClasses, listUserClasses, userClass } from '@/lib/server/services/user-classes';
import { learnerAccess } from '../http/access';
import { requireUser } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { intParam, MAX_ID } from '@/lib/contract/fields';
import { UserClassSchema } from './study-schemas';

const tags = ['learner-classes'];
const pathId = (name: string) => intParam(1, MAX_ID).openapi({ param: { name, in: 'path' }, example: 1 });

const classesRoute = createRoute({
  method: 'get', path: '/classes', tags, ...learnerAccess,
  summary: 'My classes: every live enrolment (waitlisted to certified) with its class and my study summary; the client sends limit as per_page',
  request: { query: z.object({ ...pageParams }) },
  responses: { 200: json(listOf(UserClassSchema), 'A page of my classes'), ...unauthenticatedResponse, ...errorResponses },
});
const classRoute = createRoute({
  method: 'get', path: '/classes/{class_id}/{enrollment_id}', tags, ...learnerAccess,
  summary: 'One class through one of my enrolments, with its history and order; any pair that is not mine is a 404',
  request: { params: z.object({ class_id: pathId('class_id'), enrollment_id: pathId('enrollment_id') }) },
  responses: { 200: json(itemOf(UserClassSchema), 'The class'), ...unauthenticatedResponse, ...notFoundResponse, ...errorResponses },
});
const enteredRoute = createRoute({
  method: 'get', path: '/entered-classes', tags, ...learnerAccess,
  summary: 'Classes I have entered (studying, completed, certified) with my study hours; the client sends limit as per_page',
  request: { query: z.object({ ...pageParams }) },
  responses: { 200: json(listOf(UserClassSchema), 'A page of my classes'), ...unauthenticatedResponse, ...errorResponses },
});

const router = createRouter();
router.use('/classes', requireUser());
router.use('/classes/*', requireUser());
router.use('/entered-classes', requireUser());

/** Mounted at /user. */
export const userClassRoutes = router
  .on(classesRoute.method, documented(router, classesRoute), validated(classesRoute), async (c) => {
    const pageRequest = pageOf(c.req.valid('query'));
    return c.json(list(c.req.url, pageRequest, await listUserClasses(await dbOf(c), c.var.userId, pageRequest)), 200);
  })
  .on(classRoute.method, documented(router, classRoute), validated(classRoute), async (c) => {
    const { class_id, enrollment_id } = c.req.valid('param');
    return c.json(item(await userClass(await dbOf(c), c.var.userId, class_id, enrollment_id)), 200);
  })
  .on(enteredRoute.method, documented(router, enteredRoute), validated(enteredRoute), async (c) => {
    const pageRequest = pageOf(c.req.valid('query'));
    return c.json(list(c.req.url, pageRequest, await listEnteredClasses(await dbOf(c), c.var.userId, pageRequest)), 200);
  });
