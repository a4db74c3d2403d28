import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { deleteChapter, renameChapter } from '@/lib/server/services/course-admin';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { errorResponse, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import { ChapterBody, ManagedChapterSchema } from './manage-course-schemas';
import type { Permission } from '@/lib/contract/permissions';

// A chapter of a class's course (they are added at /manage/courses/{class id}/chapters).

const tags = ['manage-courses'];
const base = { ...unauthenticatedResponse, 403: errorResponse('The manager lacks the permission'), ...notFoundResponse } as const;
const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path: '/{id}', tags, summary: `${summary} (permission ${permission})`, ...extra });

const renameRoute = route('patch', 'videos.update', 'Rename a chapter', {
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: ChapterBody } } } },
  responses: { 200: json(itemOf(ManagedChapterSchema), 'The chapter'), ...base, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid title') },
});
const deleteRoute = route('delete', 'videos.delete', 'Delete a chapter that holds no lessons', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...base, 409: errorResponse('The chapter still holds lessons') },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId), now: appContext(db).now() };
}

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageChapterRoutes = router
  .on(...on(renameRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { title } = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await renameChapter(db, scope, id, title, now)), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    await deleteChapter(db, scope, id);
    return c.body(null, 204);
  });
