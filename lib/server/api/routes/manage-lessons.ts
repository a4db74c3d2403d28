import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { deleteLesson, updateLesson } from '@/lib/server/services/course-lessons';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { errorResponse, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import { LessonPatchBody, ManagedLessonSchema } from './manage-course-schemas';
import type { Permission } from '@/lib/contract/permissions';

// One lesson (they are added at /manage/courses/{class id}/lessons). A class's lessons belong to its
// organisation's scope; public courses' lessons to province and city managers.

const tags = ['manage-lessons'];
const base = { ...unauthenticatedResponse, 403: errorResponse('The manager lacks the permission'), ...notFoundResponse } as const;
const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path: '/{id}', tags, summary: `${summary} (permission ${permission})`, ...extra });

const updateRoute = route('patch', 'videos.update', 'Edit a lesson: title, chapter, video, length, or the share that must be watched (10–100 %); progress that now reaches it completes', {
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: LessonPatchBody } } } },
  responses: { 200: json(itemOf(ManagedLessonSchema), 'Saved'), ...base, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') },
});
const deleteRoute = route('delete', 'videos.delete', 'Delete a lesson no learner has studied', {
  request: { params: idParam }, responses: { 204: { description: 'Deleted' }, ...base, 409: errorResponse('Learners have progress on the lesson') },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  const rt = appContext(db);
  return { db, scope: await managerScope(db, c.var.managerId), now: rt.now(), storage: rt.storage };
}

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageLessonRoutes = router
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const changes = c.req.valid('json');
    const { db, scope, now, storage } = await context(c);
    return c.json(item(await updateLesson(db, scope, id, changes, now, storage)), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope, storage } = await context(c);
    await deleteLesson(db, scope, id, storage);
    return c.body(null, 204);
  });
