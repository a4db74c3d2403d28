import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { chooseProvider, learnerOrder } from '@/lib/server/services/orders';
import { requireUser } from '../http/auth';
import { item } from '../http/envelope';
import { createRouter, dbOf } from '../http/router';
import { errorResponse, errorResponses, itemOf, json, notFoundResponse, unauthenticatedResponse } from '../http/schemas';
import { documented, jsonObject, parseInput, validated } from '../http/request-body';
import { OrderSchema, PayBody } from './enrollment-schemas';
import { learnerAccess } from '../http/access';

const tags = ['orders'];
export const orderNoParam = z.object({
  order_no: z.string().regex(/^[A-Z]{2}\d{8,30}$/).max(32).openapi({ param: { name: 'order_no', in: 'path' }, example: 'PX20261123101500123456' }),
});

const showRoute = createRoute({
  method: 'get', path: '/{order_no}', tags, ...learnerAccess,
  summary: 'One of my orders, with payment instructions while it is pending (the /user/paySuccee page)',
  request: { params: orderNoParam },
  responses: { 200: json(itemOf(OrderSchema), 'The order'), ...unauthenticatedResponse, ...notFoundResponse, ...errorResponses },
});
const payRoute = createRoute({
  method: 'post', path: '/{order_no}/pay', tags, ...learnerAccess,
  summary: 'Choose how to pay a pending order; offline answers where to pay, and a manager confirms the payment',
  request: { params: orderNoParam, body: { required: false, content: { 'application/json': { schema: PayBody } } } },
  responses: {
    200: json(itemOf(OrderSchema), 'The order with its payment instructions'), 400: errorResponse('Unreadable body'), ...unauthenticatedResponse,
    ...notFoundResponse, 409: errorResponse('Already paid or closed'), 422: errorResponse('Unknown provider'),
  },
});

const router = createRouter();

/** /user/orders: the learner's own orders, by order number. */
router.use('*', requireUser());
export const orderRoutes = router
  .on(showRoute.method, documented(router, showRoute), validated(showRoute), async (c) => {
    const db = await dbOf(c);
    return c.json(item(await learnerOrder(db, c.var.userId, c.req.valid('param').order_no)), 200);
  })
  .on(payRoute.method, documented(router, payRoute), async (c) => {
    const { order_no } = parseInput(orderNoParam, { order_no: c.req.param('order_no') });
    const db = await dbOf(c);
    await learnerOrder(db, c.var.userId, order_no);
    const { provider } = parseInput(PayBody, await jsonObject(c));
    return c.json(item(await chooseProvider(db, c.var.userId, order_no, provider, appContext(db).now())), 200);
  });
