import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { courseWithLessons, LESSON_VIDEO_MISSING, lessonDetail, lessonMedia, listCourses } from '@/lib/server/services/courses';
import { reportProgress, startPlay } from '@/lib/server/services/study';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { learnerAccess } from '../http/access';
import { requireUser } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, listOf, unauthenticatedResponse } from '../http/schemas';
import { flagParam, idParam } from '../http/validation';
import { idRef } from '@/lib/contract/fields';
import { documented, jsonObject, parseInput, validated } from '../http/request-body';
import { CourseSchema, LessonDetailSchema, PlaySchema, ProgressBody, ReportResultSchema } from './study-schemas';

const tags = ['study'];
const denied = {
  402: errorResponse('payment_required: admitted to a paid class that is not paid yet'),
  404: errorResponse('No such lesson or course, or one of a class the learner is not admitted to'),
} as const;

const coursesRoute = createRoute({
  method: 'get', path: '/videos', tags, ...learnerAccess,
  summary: 'Video courses I may watch: those of my admitted classes first, then public courses, with my progress',
  request: { query: z.object({ ...pageParams, mine: flagParam.optional().openapi({ description: 'Only my classes’ courses' }), class_id: idRef().optional() }) },
  responses: { 200: json(listOf(CourseSchema), 'A page of courses'), ...unauthenticatedResponse, ...errorResponses },
});
const courseRoute = createRoute({
  method: 'get', path: '/videos/{id}', tags, ...learnerAccess, summary: 'One course with its lessons and my progress (the /video page)',
  request: { params: idParam },
  responses: { 200: json(itemOf(CourseSchema), 'The course'), ...unauthenticatedResponse, ...denied, ...errorResponses },
});
const lessonRoute = createRoute({
  method: 'get', path: '/lessons/{id}', tags, ...learnerAccess, summary: 'One lesson with my progress and its stream URL (the /lessonVideo page)',
  request: { params: idParam },
  responses: { 200: json(itemOf(LessonDetailSchema), 'The lesson'), ...unauthenticatedResponse, ...denied, ...errorResponses },
});
const streamRoute = createRoute({
  method: 'get', path: '/lessons/{id}/stream', tags, ...learnerAccess, summary: 'The lesson video; supports HTTP range requests',
  request: { params: idParam, headers: z.object({ range: z.string().optional().openapi({ example: 'bytes=0-' }) }) },
  responses: {
    200: { description: 'The whole file', content: { 'video/mp4': { schema: binaryField } } },
    206: { description: 'The requested byte range', content: { 'video/mp4': { schema: binaryField } } },
    416: errorResponse('Range not satisfiable'),
    ...unauthenticatedResponse, ...denied, 422: errorResponse('Invalid id'),
  },
});
const playRoute = createRoute({
  method: 'post', path: '/lessons/{id}/plays', tags, ...learnerAccess,
  summary: 'Open a play session where I stopped; the first play of an admitted enrolment moves it to studying',
  request: { params: idParam },
  responses: { 201: json(itemOf(PlaySchema), 'The play session'), ...unauthenticatedResponse, ...denied, 422: errorResponse('Invalid id') },
});
const progressRoute = createRoute({
  method: 'post', path: '/plays/{id}/progress', tags, ...learnerAccess,
  summary: 'Report the player position; the server credits only play time that really elapsed (see services/study.ts)',
  request: { params: idParam, body: { required: true, content: { 'application/json': { schema: ProgressBody } } } },
  responses: {
    200: json(itemOf(ReportResultSchema), 'What was credited'), 400: errorResponse('Unreadable body'), ...unauthenticatedResponse, ...denied,
    422: errorResponse('Invalid position'),
  },
});

type Ctx = Context<ApiEnv>;
const idOf = (c: Ctx) => parseInput(idParam, { id: c.req.param('id') }).id;

const router = createRouter();
for (const path of ['/videos', '/videos/*', '/lessons/*', '/plays/*']) router.use(path, requireUser());

/** Mounted at /user. */
export const studyRoutes = router
  .on(coursesRoute.method, documented(router, coursesRoute), validated(coursesRoute), async (c) => {
    const { page, per_page, mine, class_id } = c.req.valid('query');
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listCourses(await dbOf(c), c.var.userId, pageRequest, mine ?? false, class_id)), 200);
  })
  .on(courseRoute.method, documented(router, courseRoute), validated(courseRoute), async (c) => c.json(item(await courseWithLessons(await dbOf(c), c.var.userId, c.req.valid('param').id)), 200))
  .on(lessonRoute.method, documented(router, lessonRoute), validated(lessonRoute), async (c) => c.json(item(await lessonDetail(await dbOf(c), c.var.userId, c.req.valid('param').id)), 200))
  .on(streamRoute.method, documented(router, streamRoute), async (c) => {
    const db = await dbOf(c);
    const media = await lessonMedia(db, c.var.userId, idOf(c));
    return storedFileResponse(appContext(db).storage, media, {
      range: c.req.header('range'), missing: LESSON_VIDEO_MISSING, headers: { 'cache-control': 'private, max-age=3600' },
    });
  })
  .on(playRoute.method, documented(router, playRoute), async (c) => {
    const id = idOf(c);
    const db = await dbOf(c);
    return c.json(item(await startPlay(db, c.var.userId, id, appContext(db).now())), 201);
  })
  .on(progressRoute.method, documented(router, progressRoute), async (c) => {
    const id = idOf(c);
    const report = parseInput(ProgressBody, await jsonObject(c));
    const db = await dbOf(c);
    return c.json(item(await reportProgress(db, c.var.userId, id, report, appContext(db).now())), 200);
  });
