import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import {
  createNews, deleteNews, listManagedNews, publishNews, scheduleNews, showManagedNews, unpublishNews, updateNews,
} from '@/lib/server/services/news-admin';
import { nowIsoOf } from '@/lib/server/app-context';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item, list } from '../http/envelope';
import { pageOf } from '../http/pagination';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, errorResponses, itemOf, json, listOf, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { MessageSchema } from '@/lib/contract/envelope';
import { idParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import { contentImageRoute, uploadContentImage } from './content-image-upload';
import { ManagedNewsSchema, NewsBody, NewsFilters, ScheduleBody } from './content-schemas';
import type { Permission } from '@/lib/contract/permissions';

// Back-office news: list and edit (news.view / news.manage), publish now, at a time, or back to
// draft (news.publish). Rich text is sanitised in the service on every write.

const tags = ['manage-news'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') };
const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
const jsonBody = <S extends typeof NewsBody | typeof ScheduleBody>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });
const one = (description: string) => json(itemOf(ManagedNewsSchema), description);

const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

const listRoute = route('get', '/', 'news.view', 'All news with search, category and status filters', {
  request: { query: NewsFilters }, responses: { 200: json(listOf(ManagedNewsSchema), 'A page of news'), ...unauthenticatedResponse, ...forbidden, ...errorResponses },
});
const showRoute = route('get', '/{id}', 'news.view', 'One news item with its content', {
  request: { params: idParam }, responses: { 200: one('The news item'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const createNewsRoute = route('post', '/', 'news.manage', 'Create a draft', {
  request: jsonBody(NewsBody), responses: { 201: one('The draft'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('put', '/{id}', 'news.manage', 'Replace the fields of a news item; its status is unchanged', {
  request: { params: idParam, ...jsonBody(NewsBody) }, responses: { 200: one('The news item'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = route('delete', '/{id}', 'news.manage', 'Delete a news item', {
  request: { params: idParam }, responses: { 200: json(MessageSchema, 'Deleted'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse },
});
const publishRoute = route('post', '/{id}/publish', 'news.publish', 'Publish a draft or scheduled item now', {
  request: { params: idParam }, responses: { 200: one('The published item'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already published') },
});
const scheduleRoute = route('post', '/{id}/schedule', 'news.publish', 'Publish a draft at a future time; it appears publicly by itself then', {
  request: { params: idParam, ...jsonBody(ScheduleBody) },
  responses: { 200: one('The scheduled item'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already published'), ...writeErrors },
});
const unpublishRoute = route('post', '/{id}/unpublish', 'news.publish', 'Take a published or scheduled item back to draft', {
  request: { params: idParam }, responses: { 200: one('The draft'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...conflict('Already a draft') },
});
const imageRoute = contentImageRoute('news.manage', tags[0]);


const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageNewsRoutes = router
  .on(...on(listRoute), async (c) => {
    const { page, per_page, ...filters } = c.req.valid('query');
    const pageRequest = pageOf({ page, per_page });
    const db = await dbOf(c);
    return c.json(list(c.req.url, pageRequest, await listManagedNews(db, filters, pageRequest, nowIsoOf(db))), 200);
  })
  // The upload reads its own multipart form: the image is judged by its bytes (content-image-upload.ts).
  .on(imageRoute.method, documented(router, imageRoute), requireManager(), requirePermission(imageRoute), uploadContentImage)
  .on(...on(createNewsRoute), async (c) => {
    const input = c.req.valid('json');
    const db = await dbOf(c);
    return c.json(item(await createNews(db, input, nowIsoOf(db))), 201);
  })
  .on(...on(showRoute), async (c) => {
    const { id } = c.req.valid('param');
    const db = await dbOf(c);
    return c.json(item(await showManagedNews(db, id, nowIsoOf(db))), 200);
  })
  .on(...on(updateRoute), async (c) => {
    const { id } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = await dbOf(c);
    return c.json(item(await updateNews(db, id, input, nowIsoOf(db))), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const { id } = c.req.valid('param');
    await deleteNews(await dbOf(c), id);
    return c.json({ message: '已删除。', status_code: 200 }, 200);
  })
  .on(...on(publishRoute), async (c) => {
    const { id } = c.req.valid('param');
    const db = await dbOf(c);
    return c.json(item(await publishNews(db, id, nowIsoOf(db))), 200);
  })
  .on(...on(scheduleRoute), async (c) => {
    const { id } = c.req.valid('param');
    const { publish_at } = c.req.valid('json');
    const db = await dbOf(c);
    return c.json(item(await scheduleNews(db, id, publish_at, nowIsoOf(db))), 200);
  })
  .on(...on(unpublishRoute), async (c) => {
    const { id } = c.req.valid('param');
    const db = await dbOf(c);
    return c.json(item(await unpublishNews(db, id, nowIsoOf(db))), 200);
  });
