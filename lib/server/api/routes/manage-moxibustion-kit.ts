import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { XLSX_TYPE } from '@/lib/server/excel/xlsx';
import { nowIsoOf } from '@/lib/server/app-context';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse } from '../http/schemas';
import { documented, validated } from '../http/request-body';
import type { Permission } from '@/lib/contract/permissions';

// What the three back-office routers of the moxibustion programme share: the route shape, the
// permission guard, the manager's scope and whether whole ID numbers may be shown.

export const tags = ['manage-moxibustion'];
export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') } as const;
export const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });

export const route = <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
  createRoute({ ...managerAccess(permission), method, path, tags, summary: `${summary} (permission ${permission})`, ...extra });

type Router = Parameters<typeof documented>[0];
/** The method, documented path, guards and request checks (validated()) of one route, spread into `router.on(...)`. */
export const guarded = <R extends RouteConfig & DeclaredAccess>(router: Router, r: R) =>
  [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;

type Ctx = Context<ApiEnv>;
export async function context(c: Ctx) {
  const db = await dbOf(c);
  return {
    db, scope: await managerScope(db, c.var.managerId),
    /** The app context's clock, as stored text. */
    now: nowIsoOf(db),
  };
}
export const reason = z.string().trim().min(2).max(200);
