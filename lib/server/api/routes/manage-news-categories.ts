import { createRoute, type RouteConfig } from '@hono/zod-openapi';
import { createCategory, deleteCategory, listManagedCategories, updateCategory } from '@/lib/server/services/news-categories-admin';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { collection, item } from '../http/envelope';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { collectionOf, errorResponse, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { MessageSchema } from '@/lib/contract/envelope';
import { idParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import { CategoryBody, ManagedCategorySchema } from './content-schemas';
import type { Permission } from '@/lib/contract/permissions';

// Back-office news categories (news.view to read, news.manage to change); one in use cannot be deleted (409).

const tags = ['manage-news'];
const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') };
const body = { body: { required: true, content: { 'application/json': { schema: CategoryBody } } } };

const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

const listRoute = route('get', '/', 'news.view', 'News categories with the number of news items in each', {
  responses: { 200: json(collectionOf(ManagedCategorySchema), 'All categories'), ...unauthenticatedResponse, ...forbidden },
});
const createCategoryRoute = route('post', '/', 'news.manage', 'Create a category', {
  request: body, responses: { 201: json(itemOf(ManagedCategorySchema), 'The category'), ...unauthenticatedResponse, ...forbidden, ...writeErrors },
});
const updateRoute = route('put', '/{id}', 'news.manage', 'Rename or reorder a category', {
  request: { params: idParam, ...body },
  responses: { 200: json(itemOf(ManagedCategorySchema), 'The category'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, ...writeErrors },
});
const deleteRoute = route('delete', '/{id}', 'news.manage', 'Delete a category that holds no news', {
  request: { params: idParam },
  responses: { 200: json(MessageSchema, 'Deleted'), ...unauthenticatedResponse, ...forbidden, ...notFoundResponse, 409: errorResponse('The category still holds news') },
});


const router = createRouter();
const on = <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const manageNewsCategoryRoutes = router
  .on(...on(listRoute), async (c) => c.json(collection(await listManagedCategories(await dbOf(c))), 200))
  .on(...on(createCategoryRoute), async (c) => {
    const input = c.req.valid('json');
    return c.json(item(await createCategory(await dbOf(c), input)), 201);
  })
  .on(...on(updateRoute), async (c) => {
    const id = c.req.valid('param').id;
    const input = c.req.valid('json');
    return c.json(item(await updateCategory(await dbOf(c), id, input)), 200);
  })
  .on(...on(deleteRoute), async (c) => {
    const id = c.req.valid('param').id;
    await deleteCategory(await dbOf(c), id);
    return c.json({ message: '已删除。', status_code: 200 }, 200);
  });
