import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { nowIsoOf } from '@/lib/server/app-context';
import type { Actor } from '@/lib/server/subsidy/actor';
import { managerScope } from '@/lib/server/services/manager-scope';
import { learnerAccess, managerAccess, publicAccess } from '../http/access';
import { clientIp, requireUser, requireManager } from '../http/auth';
import { requirePermission } from '../http/permission';
import { dbOf, type ApiEnv } from '../http/router';
import { errorResponse, errorResponses, unauthenticatedResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, parseInput } from '../http/request-body';
import type { Permission } from '@/lib/contract/permissions';

// What the subsidy routers share: the route shape (tag `subsidy`), the guards, and the request's
// scope, actor (who and from where, for the audit log) and clock.

export const tags = ['subsidy'];
export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { ...errorResponses, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') } as const;
export const jsonBody = (schema: z.ZodType) => ({ body: { required: true, content: { 'application/json': { schema } } } });
export const managerErrors = { ...unauthenticatedResponse, ...forbidden } as const;

type Extra = Pick<RouteConfig, 'request' | 'responses'>;
export const managerRoute = (method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: Extra) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });
export const learnerRoute = (method: RouteConfig['method'], path: string, summary: string, extra: Extra) =>
  createRoute({ ...learnerAccess, method, path, tags, summary, ...extra });
export const publicRoute = (method: RouteConfig['method'], path: string, summary: string, extra: Extra) =>
  createRoute({ ...publicAccess, method, path, tags, summary, ...extra });

type Router = Parameters<typeof documented>[0];
/** The method, documented path and guards of a manager route, spread into `router.on(...)`. */
export const guarded = (router: Router, r: ReturnType<typeof managerRoute>) =>
  [r.method, documented(router, r), requireManager(), requirePermission(r)] as const;
export const learnerGuarded = (router: Router, r: ReturnType<typeof learnerRoute>) => [r.method, documented(router, r), requireUser()] as const;
export const open = (router: Router, r: ReturnType<typeof publicRoute>) => [r.method, documented(router, r)] as const;

type Ctx = Context<ApiEnv>;
export async function managerContext(c: Ctx) {
  const db = await dbOf(c);
  const scope = await managerScope(db, c.var.managerId);
  const who = await db.selectFrom('managers').select('name').where('id', '=', c.var.managerId).executeTakeFirst();
  const actor: Actor = { type: 'manager', id: c.var.managerId, name: who?.name ?? null, ip: clientIp(c) };
  return { db, scope, actor, now: nowIsoOf(db) };
}
export async function learnerContext(c: Ctx) {
  const db = await dbOf(c);
  const who = await db.selectFrom('users').select('name').where('id', '=', c.var.userId).executeTakeFirst();
  const actor: Actor = { type: 'user', id: c.var.userId, name: who?.name ?? null, ip: clientIp(c) };
  return { db, userId: c.var.userId, actor, now: nowIsoOf(db) };
}
export const idOf = (c: Ctx, name = 'id') => parseInput(idParam, { id: c.req.param(name) }).id;
