import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { XLSX_TYPE } from '@/lib/server/excel/xlsx';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { requirePermission, type DeclaredAccess } from '../http/permission';
import { dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse } from '../http/schemas';
import { documented, validated } from '../http/request-body';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Permission } from '@/lib/contract/permissions';

// What the occupation, teacher, teacher-application and examiner back-office routers share: one
// way to declare a route with its permission, and to mount it behind that permission.

export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') } as const;
export const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });
export const jsonBody = <S extends z.ZodType>(schema: S) => ({ body: { required: true, content: { 'application/json': { schema } } } });

export function routeMaker(tag: string) {
  return <X extends Pick<RouteConfig, 'request' | 'responses'>>(method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: X) =>
    createRoute({ ...managerAccess(permission), method, path, tags: [tag], summary: `${summary} (permission ${permission})`, ...extra });
}

/** Mounts a documented route behind requireManager() and its permission, its request checked by validated(). */
export function mount(router: OpenAPIHono<ApiEnv>) {
  return <R extends RouteConfig & DeclaredAccess>(r: R) => [r.method, documented(router, r), requireManager(), requirePermission(r), validated(r)] as const;
}

type Ctx = Context<ApiEnv>;
export async function scopeOf(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
}
