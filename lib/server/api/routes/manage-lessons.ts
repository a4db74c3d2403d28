import { createRoute } from '@hono/zod-openapi';
import { accountsRuntime } from '@/lib/server/auth/runtime';
import { setRequiredRatio } from '@/lib/server/services/courses';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { AppError } from '../http/errors';
import { item } from '../http/envelope';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, jsonObject, parseInput } from './account-input';
import { RequiredRatioBody } from './study-schemas';

const ratioRoute = createRoute({
  method: 'patch', path: '/{id}', tags: ['manage-lessons'], ...managerAccess('videos.update'),
  summary: 'Set the share of a lesson that must be watched to complete it, 10–100 % (permission videos.update)',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: RequiredRatioBody } } } },
  responses: {
    200: json(itemOf(RequiredRatioBody.extend({})), 'Saved'), 400: errorResponse('Unreadable body'), ...unauthenticatedResponse,
    403: errorResponse('The manager lacks the permission'), ...notFoundResponse, 422: errorResponse('Invalid ratio'),
  },
});

const router = createRouter();
router.use('*', requireManager());

/** Mounted at /manage/lessons. A class's lessons belong to its organisation's scope; public courses to province and city managers. */
export const manageLessonRoutes = router.on(ratioRoute.method, documented(router, ratioRoute), requirePermission('videos.update'), async (c) => {
  const id = parseInput(idParam, { id: c.req.param('id') }).id;
  const { required_ratio } = parseInput(RequiredRatioBody, await jsonObject(c));
  const db = await dbOf(c);
  const scope = await managerScope(db, c.var.managerId);
  const lesson = await db
    .selectFrom('lessons')
    .innerJoin('videos', 'videos.id', 'lessons.video_id')
    .leftJoin('classes', 'classes.id', 'videos.class_id')
    .select(['lessons.id', 'videos.class_id', 'classes.organization_id', 'classes.city_code'])
    .where('lessons.id', '=', id)
    .executeTakeFirst();
  const allowed = lesson && (lesson.class_id === null
    ? scope.organizationId === null
    : scope.organizationId !== null ? lesson.organization_id === scope.organizationId : scope.cityCode === null || lesson.city_code === scope.cityCode);
  if (!allowed) throw new AppError('not_found', '课程不存在。');
  await setRequiredRatio(db, id, required_ratio, accountsRuntime(db).now());
  return c.json(item({ required_ratio }), 200);
});
