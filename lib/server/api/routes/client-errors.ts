import { createRoute, z } from '@hono/zod-openapi';
import { listClientErrors, recordClientError } from '@/lib/server/services/client-errors';
import { list } from '../http/envelope';
import { tooManyRequests } from '@/lib/server/domain/errors';
import { clientIp, requireManager, userAgent } from '../http/auth';
import { pageOf, pageParams } from '../http/pagination';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { documented, validated } from '../http/request-body';
import { errorResponses, json, listOf } from '../http/schemas';
import { managerAccess, publicAccess } from '../http/access';
import { appContext } from '@/lib/server/app-context';
import { ClientErrorRecordedSchema, ClientErrorRowSchema as ClientErrorSchema } from '@/lib/contract/system-logs';

// Uncaught UI errors from production browsers (SPEC.md §8), readable by managers with the permission.
export const CLIENT_ERRORS_PERMISSION = 'logs.client-errors';

// A broken page can throw in a loop; a per-address cap keeps one browser from filling the table.

const reportRoute = createRoute({
  ...publicAccess,
  method: 'post',
  path: '/',
  tags: ['logs'],
  summary: 'Record an uncaught error from the browser',
  request: {
    body: {
      required: true,
      content: {
        'application/json': {
          schema: z.object({
            message: z.string().trim().min(1).max(1000),
            stack: z.string().max(8000).optional(),
            url: z.string().max(500).optional(),
          }),
        },
      },
    },
  },
  responses: { 201: json(ClientErrorRecordedSchema, 'Recorded'), ...errorResponses },
});

const listRoute = createRoute({
  ...managerAccess(CLIENT_ERRORS_PERMISSION),
  method: 'get',
  path: '/',
  tags: ['logs'],
  summary: 'Recorded browser errors, newest first (permission logs.client-errors)',
  request: { query: z.object({ ...pageParams }) },
  responses: { 200: json(listOf(ClientErrorSchema), 'A page of browser errors'), ...errorResponses },
});

const clientErrorRouter = createRouter();
export const clientErrorRoutes = clientErrorRouter
  .on(reportRoute.method, documented(clientErrorRouter, reportRoute), validated(reportRoute), async (c) => {
    const db = await dbOf(c);
    const limit = await appContext(db).limits.clientErrorIp.consume(clientIp(c) ?? 'unknown');
    if (!limit.allowed) throw tooManyRequests('错误报告过于频繁，请稍后再试。', limit.retryAfterSeconds);
    const body = c.req.valid('json');
    const id = await recordClientError(db, { ...body, userAgent: userAgent(c) }, appContext(db).now());
    return c.json({ data: { id } }, 201);
  })
  .on(listRoute.method, documented(clientErrorRouter, listRoute), requireManager(), requirePermission(listRoute), validated(listRoute), async (c) => {
    const page = pageOf(c.req.valid('query'));
    return c.json(list(c.req.url, page, await listClientErrors(await dbOf(c), page)), 200);
  });
