import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { nowIsoOf } from '@/lib/server/app-context';
import type { Actor } from '@/lib/server/subsidy/actor';
import { managerScope } from '@/lib/server/services/manager-scope';
import { learnerAccess, managerAccess, publicAccess } from '../http/access';
import { clientIp, requireUser, requireManager } from '../http/auth';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { dbOf, type ApiEnv } from '../http/router';
import { errorResponse, errorResponses, unauthenticatedResponse } from '../http/schemas';
import { documented, validated } from '../http/request-body';
import type { Permission } from '@/lib/contract/permissions';

// What the subsidy routers share: the route shape (tag `subsidy`), the guards, and the request's
// scope, actor (who and from where, for the audit log) and clock.

export const tags = ['subsidy'];
export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { ...errorResponses, 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') } as const;
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });
export const managerErrors = { ...unauthenticatedResponse, ...forbidden } as const;

type Extra = Pick<RouteConfig, 'request' | 'responses'>;
export const managerRoute = <X extends Extra>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });
export const learnerRoute = <X extends Extra>(method: RouteConfig['method'], path: string, summary: string, extra: X) =>
  createRoute({ ...learnerAccess, method, path, tags, summary, ...extra });
export const publicRoute = <X extends Extra>(method: RouteConfig['method'], path: string, summary: string, extra: X) =>
  createRoute({ ...publicAccess, method, path, tags, summary, ...extra });

type Router = Parameters<typeof documented>[0];
/** The method, documented path, guards and request checks (validated()) of a manager route, spread into `router.on(...)`. */
export const guarded = <R extends RouteConfig & DeclaredAccess>(router: Router, r: R) =>
  [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
export const learnerGuarded = <R extends RouteConfig>(router: Router, r: R) => [r.method, documented(router, r), requireUser(), validated(r)] as const;
export const open = <R extends RouteConfig>(router: Router, r: R) => [r.method, documented(router, r), validated(r)] as const;

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
