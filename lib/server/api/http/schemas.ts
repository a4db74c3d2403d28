import { z } from '@hono/zod-openapi';
import { included, PaginationSchema } from '@/lib/contract/envelope';
import { RoleSummarySchema } from '@/lib/contract/account';
import type { PermissionNode, SidebarItem } from '@/lib/server/services/menus';

// The API's own schemas for the OpenAPI document: the envelope helpers, the error and the recursive menu
// schemas. The resources' schemas are the contracts of lib/contract (one zod schema each, imported from there).

/**
 * A contract that extends another (lib/contract), documented as allOf its base: zod-openapi does that
 * for schemas named with .openapi(), which the browser-safe contracts are not. Same shape, same checks.
 */
export function extensionOf<E extends z.ZodObject>(base: z.ZodObject, baseName: string, extended: E, name: string): E {
  const added = Object.fromEntries(Object.entries(extended.shape).filter(([key]) => !(key in base.shape)));
  // A new object: zod copies methods onto each schema it makes, so a contract made before zod-openapi
  // loaded has no .openapi().
  return z.object(base.shape).openapi(baseName).extend(added).openapi(name) as unknown as E;
}

export const ErrorSchema = z
  .object({
    message: z.string(),
    status_code: z.number().int(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .openapi('Error');

export const itemOf = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
export const collectionOf = <S extends z.ZodType>(schema: S) => z.object({ data: z.array(schema) });
export const listOf = <S extends z.ZodType>(schema: S) =>
  z.object({ data: z.array(schema), meta: z.object({ pagination: PaginationSchema }) });

export const errorResponses = {
  400: { description: 'Unknown include or bad request', content: { 'application/json': { schema: ErrorSchema } } },
  422: { description: 'Invalid parameters', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const notFoundResponse = {
  404: { description: 'Not found', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const json = <S extends z.ZodType>(schema: S, description: string) => ({
  description,
  content: { 'application/json': { schema } },
});

// ---- Accounts (SPEC.md §4–§6): lib/contract/account.ts, and the recursive menu schemas below.

/** The security requirement of endpoints that need `authorization: Bearer <access_token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** A multipart file part. */
export const binaryField = z.string().openapi({ type: 'string', format: 'binary' });

export const MessageSchema = z.object({ message: z.string(), status_code: z.number().int() }).openapi('Message');

export const SidebarItemSchema: z.ZodType<SidebarItem> = z
  .object({
    id: z.number().int(),
    path: z.string(),
    name: z.string(),
    title: z.string(),
    icon: z.string().nullable(),
    parent_id: z.number().int().nullable(),
    order: z.number().int(),
    component: z.string(),
    redirect: z.string().nullable(),
    is_show: z.boolean(),
    alwaysShow: z.boolean(),
    navbars: z.array(z.string()),
    meta: z.object({ roles: z.array(z.string()), noCache: z.boolean(), affix: z.boolean(), title: z.string(), activeMenu: z.string().nullable() }),
    permission: z.string().nullable(),
    roles: included(z.array(RoleSummarySchema)).optional(),
    get children() {
      return z.array(SidebarItemSchema);
    },
  })
  .openapi('SidebarItem');

export const PermissionNodeSchema: z.ZodType<PermissionNode> = z
  .object({
    id: z.number().int(),
    name: z.string(),
    title: z.string(),
    parent_id: z.number().int().nullable(),
    get children() {
      return z.array(PermissionNodeSchema);
    },
  })
  .openapi('PermissionNode');

export const unauthenticatedResponse = {
  401: { description: 'Missing, expired or revoked token (message 身份认证未通过。)', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });

