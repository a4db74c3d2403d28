import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { listManagedPages, showManagedPage, updateManagedPage } from '@/lib/server/services/pages-admin';
import { nowIsoOf } from '@/lib/server/app-context';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { collection, item } from '../http/envelope';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { collectionOf, errorResponse, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { documented, validated } from '../http/request-body';
import { contentImageRoute, uploadContentImage } from './content-image-upload';
import { ManagedPageSchema, PageBody, PageSlugParam } from './content-schemas';
import type { Permission } from '@/lib/contract/permissions';

// The five single content pages (/aboutUs, /contact, /introduce, /club, /help): pages.view to read, pages.manage to edit.

const tags = ['manage-pages'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;

const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

const listRoute = route('get', '/', 'pages.view', 'The content pages, without their content', {
  responses: { 200: json(collectionOf(ManagedPageSchema), 'The pages'), ...unauthenticatedResponse, ...forbidden },
});
const showRoute = route('get', '/{slug}', 'pages.view', 'One content page with its content', {
  request: { params: PageSlugParam },
  responses: { 200: json(itemOf(ManagedPageSchema), 'The page'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, 422: errorResponse('Not one of the pages') },
});
const updateRoute = route('put', '/{slug}', 'pages.manage', 'Replace the title and content of a page', {
  request: { params: PageSlugParam, body: { required: true, content: { 'application/json': { schema: PageBody } } } },
  responses: {
    200: json(itemOf(ManagedPageSchema), 'The page'), ...unauthenticatedResponse, ...forbidden,
    400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields'),
  },
});
const imageRoute = contentImageRoute('pages.manage', tags[0]);

const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const managePageRoutes = router
  .on(...on(listRoute), async (c) => c.json(collection(await listManagedPages(await dbOf(c))), 200))
  // The upload reads its own multipart form: the image is judged by its bytes (content-image-upload.ts).
  .on(imageRoute.method, documented(router, imageRoute), requireManager(), requirePermission(imageRoute), uploadContentImage)
  .on(...on(showRoute), async (c) => {
    const { slug } = c.req.valid('param');
    return c.json(item(await showManagedPage(await dbOf(c), slug)), 200);
  })
  .on(...on(updateRoute), async (c) => {
    const { slug } = c.req.valid('param');
    const input = c.req.valid('json');
    const db = await dbOf(c);
    return c.json(item(await updateManagedPage(db, slug, input, nowIsoOf(db))), 200);
  });
