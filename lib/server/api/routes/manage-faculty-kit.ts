import { createRoute, type RouteConfig, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { XLSX_TYPE } from '@/lib/server/excel/xlsx';
import { managerScope } from '@/lib/server/services/manager-scope';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { requirePermission } from '../http/permission';
import { dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { documented, parseInput } from '../http/request-body';
import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Permission } from '@/lib/contract/permissions';

// What the occupation, teacher, teacher-application and examiner back-office routers share: one
// way to declare a route with its permission, and to mount it behind that permission.

export const forbidden = { 403: errorResponse('The manager lacks the permission') } as const;
export const conflict = (what: string) => ({ 409: errorResponse(what) }) as const;
export const writeErrors = { 400: errorResponse('Unreadable body'), 422: errorResponse('Invalid fields') } as const;
export const xlsx = (description: string) => ({ description, content: { [XLSX_TYPE]: { schema: binaryField } } });
export const jsonBody = (schema: z.ZodType) => ({ body: { required: true, content: { 'application/json': { schema } } } });

export function routeMaker(tag: string) {
  return (method: RouteConfig['method'], path: string, permission: Permission, summary: string, extra: Pick<RouteConfig, 'request' | 'responses'>) =>
    createRoute({ ...managerAccess(permission), method, path, tags: [tag], summary: `${summary} (permission ${permission})`, ...extra });
}

/** Mounts a documented route behind requireManager() and its permission. */
export function mount(router: OpenAPIHono<ApiEnv>) {
  return (r: ReturnType<ReturnType<typeof routeMaker>>) => [r.method, documented(router, r), requireManager(), requirePermission(r)] as const;
}

type Ctx = Context<ApiEnv>;
export async function scopeOf(c: Ctx) {
  const db = await dbOf(c);
  return { db, scope: await managerScope(db, c.var.managerId) };
}
export const idOf = (c: Ctx) => parseInput(idParam, { id: c.req.param('id') }).id;
