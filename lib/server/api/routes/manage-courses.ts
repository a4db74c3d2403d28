import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { attachmentHeaders, XLSX_TYPE, xlsxStream } from '@/lib/server/excel/xlsx';
import { createChapter, listClassCourses, readCourse, reorderCourse } from '@/lib/server/services/course-admin';
import { createLesson, registerVideo } from '@/lib/server/services/course-lessons';
import { scopedClass } from '@/lib/server/services/course-scope';
import { managerScope } from '@/lib/server/services/manager-scope';
import { STUDY_REPORT_COLUMNS, studyReport, studyReportChunks } from '@/lib/server/services/study-report';
import { MAX_VIDEO_BYTES, receiveVideo, tooLarge, VIDEO_MIMES } from '@/lib/server/uploads/video';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { documented, validated } from '../http/request-body';
import {
  ChapterBody, ClassCourseSchema, classIdParam, CourseListQuery, CourseOrderBody, LessonBody, ManagedChapterSchema, ManagedCourseSchema,
  ManagedLessonSchema, StudyHoursRowSchema, StudyReportFilters, UploadedVideoSchema, UploadQuery,
} from './manage-course-schemas';
import { platformDate } from '@/lib/format/time-zone';
import type { Permission } from '@/lib/contract/permissions';

// A class's course in the back-office (/manage/courses/{class id}): chapters, lessons, video upload,
// order, and the study-hours report with its export. Chapter and lesson edits: manage-chapters.ts, manage-lessons.ts.

const tags = ['manage-courses'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') };
const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });
const base = { ...unauthenticatedResponse, ...forbidden };
const ReportQuery = StudyReportFilters.extend(pageParams);

const listRoute = route('get', '/', 'videos.view', 'The classes in my scope with the size of their course', {
  request: { query: CourseListQuery.extend(pageParams) }, responses: { 200: json(listOf(ClassCourseSchema), 'A page of classes'), ...base, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'videos.view', "A class's course: chapters and lessons in order", {
  request: { params: classIdParam }, responses: { 200: json(itemOf(ManagedCourseSchema), 'The course'), ...base, ...notFoundResponse },
});
const chapterRoute = route('post', '/{id}/chapters', 'videos.create', 'Add a chapter at the end (the course is made with its first chapter or lesson)', {
  request: { params: classIdParam, ...jsonBody(ChapterBody) }, responses: { 201: json(itemOf(ManagedChapterSchema), 'The chapter'), ...base, ...notFoundResponse, ...writeErrors },
});
const uploadRoute = route('post', '/{id}/videos', 'videos.create', `Upload a lesson video as the raw request body, streamed to storage; MP4 or WebM judged by content, at most ${MAX_VIDEO_BYTES / 1024 / 1024} MB`, {
  request: {
    params: classIdParam, query: UploadQuery,
    body: { required: true, content: Object.fromEntries([...VIDEO_MIMES, 'application/octet-stream'].map((mime) => [mime, { schema: binaryField }])) },
  },
  responses: { 201: json(itemOf(UploadedVideoSchema), 'The stored video; a lesson names it by file_id'), ...base, ...notFoundResponse, 413: errorResponse('Larger than the limit'), 422: errorResponse('Not a video, or empty') },
});
const lessonRoute = route('post', '/{id}/lessons', 'videos.create', 'Add a lesson at the end: title, chapter, uploaded video, length and required share', {
  request: { params: classIdParam, ...jsonBody(LessonBody) }, responses: { 201: json(itemOf(ManagedLessonSchema), 'The lesson'), ...base, ...notFoundResponse, ...writeErrors },
});
const orderRoute = route('put', '/{id}/order', 'videos.update', 'Reorder the whole course: every chapter id and every lesson id, each once, in the new order', {
  request: { params: classIdParam, ...jsonBody(CourseOrderBody) }, responses: { 200: json(itemOf(ManagedCourseSchema), 'The course'), ...base, ...notFoundResponse, ...writeErrors },
});
const reportRoute = route('get', '/{id}/study-report', 'videos.view', "Each admitted learner's study hours, lessons completed of all, and last study time", {
  request: { params: classIdParam, query: ReportQuery }, responses: { 200: json(listOf(StudyHoursRowSchema), 'A page of learners'), ...base, ...notFoundResponse, ...errorResponses },
});
const exportRoute = route('get', '/{id}/study-report/export', 'videos.view', 'The filtered study-hours report as a streamed .xlsx', {
  request: { params: classIdParam, query: StudyReportFilters },
  responses: { 200: { description: 'The workbook', content: { [XLSX_TYPE]: { schema: binaryField } } }, ...base, ...notFoundResponse, ...errorResponses },
});

type Ctx = Context<ApiEnv>;
async function context(c: Ctx) {
  const db = await dbOf(c);
  const rt = appContext(db);
  return { db, scope: await managerScope(db, c.var.managerId), now: rt.now(), storage: rt.storage };
}

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageCourseRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, keyword } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await listClassCourses(db, scope, keyword, pageRequest)), 200);
  })
  .on(...on(showRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { db, scope } = await context(c);
    return c.json(item(await readCourse(db, scope, id)), 200);
  })
  .on(...on(chapterRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { title } = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await createChapter(db, scope, id, title, now)), 201);
  })
  .on(...on(uploadRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { name } = c.req.valid('query');
    const { db, scope, now, storage } = await context(c);
    // The class is checked before a byte is stored, and a declared length over the limit is refused unread.
    const cls = await scopedClass(db, scope, id);
    if (Number(c.req.header('content-length') ?? 0) > MAX_VIDEO_BYTES) throw tooLarge();
    const stored = await receiveVideo(c.req.raw.body, storage, now);
    try {
      return c.json(item(await registerVideo(db, cls.id, stored, name ?? `video.${stored.mime.split('/')[1]}`, now)), 201);
    } catch (error) {
      await storage.delete(stored.storageKey).catch(() => undefined);
      throw error;
    }
  })
  .on(...on(lessonRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await createLesson(db, scope, id, input, now)), 201);
  })
  .on(...on(orderRoute), async (c) => {
    const id = c.req.valid('param').id;
    const order = c.req.valid('json');
    const { db, scope, now } = await context(c);
    return c.json(item(await reorderCourse(db, scope, id, order, now)), 200);
  })
  .on(...on(reportRoute), async (c) => {
    const id = c.req.valid('param').id;
    const { page, per_page, ...filters } = c.req.valid('query');
    const { db, scope } = await context(c);
    const pageRequest = pageOf({ page, per_page });
    return c.json(list(c.req.url, pageRequest, await studyReport(db, scope, id, filters, pageRequest)), 200);
  })
  .on(...on(exportRoute), async (c) => {
    const id = c.req.valid('param').id;
    const filters = c.req.valid('query');
    const { db, scope } = await context(c);
    const cls = await scopedClass(db, scope, id);
    const body = xlsxStream([{ name: '学时统计', columns: STUDY_REPORT_COLUMNS, chunks: studyReportChunks(db, scope, cls.id, filters) }]);
    return new Response(body, { status: 200, headers: attachmentHeaders(`学时统计-${cls.title}-${platformDate()}.xlsx`) });
  });
