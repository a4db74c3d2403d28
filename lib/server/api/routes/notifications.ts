import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { listNotifications, markRead } from '@/lib/server/services/notifications';
import { requireUser } from '../http/auth';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, errorResponses, itemOf, json, listOf, unauthenticatedResponse } from '../http/schemas';
import { PaginationSchema } from '@/lib/contract/envelope';
import { NotificationsReadSchema } from '@/lib/contract/enrollment';
import { pageOf, pageParams, paginationMeta } from '../http/pagination';
import { flagParam } from '../http/validation';
import { documented, validated } from '../http/request-body';
import { NotificationSchema, ReadNotificationsBody } from './enrollment-schemas';
import { learnerAccess } from '../http/access';

const tags = ['notifications'];

const listRoute = createRoute({
  method: 'get', path: '/', tags, ...learnerAccess, summary: 'My notifications (enrolment reviews, waitlist promotions, payments), newest first',
  request: { query: z.object({ ...pageParams, unread: flagParam.optional() }) },
  responses: {
    200: json(listOf(NotificationSchema).extend({ meta: z.object({ pagination: PaginationSchema, unread: z.number().int() }) }), 'A page of notifications'),
    ...unauthenticatedResponse, ...errorResponses,
  },
});
const readRoute = createRoute({
  method: 'post', path: '/read', tags, ...learnerAccess, summary: 'Mark my notifications read: the given ids, or all without ids',
  request: { body: { required: false, content: { 'application/json': { schema: ReadNotificationsBody } } } },
  responses: {
    200: json(itemOf(NotificationsReadSchema), 'How many were marked'), 400: errorResponse('Unreadable body'),
    ...unauthenticatedResponse, 422: errorResponse('Invalid ids'),
  },
});

const router = createRouter();

router.use('*', requireUser());
export const notificationRoutes = router
  .on(listRoute.method, documented(router, listRoute), validated(listRoute), async (c) => {
    const { page, per_page, unread } = c.req.valid('query');
    const pageRequest = pageOf({ page, per_page });
    const result = await listNotifications(await dbOf(c), c.var.userId, pageRequest, unread ?? false);
    const meta = { pagination: paginationMeta(c.req.url, pageRequest, result.total, result.data.length), unread: result.unread };
    return c.json({ data: result.data, meta }, 200);
  })
  .on(readRoute.method, documented(router, readRoute), validated(readRoute), async (c) => {
    const { ids } = c.req.valid('json');
    const db = await dbOf(c);
    return c.json({ data: { updated: await markRead(db, c.var.userId, ids, appContext(db).now()) } }, 200);
  });
