import { z } from '@hono/zod-openapi';
import { ErrorSchema, PaginationSchema } from '@/lib/contract/envelope';

// The API's helpers for the OpenAPI document: the envelope and the error responses. Every schema, the
// error's included, is a contract of lib/contract (one zod schema each, imported from there).

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

/** The security requirement of endpoints that need `authorization: Bearer <access_token>`. */
export const bearerSecurity = [{ bearer: [] }];

/** A multipart file part. */
export const binaryField = z.string().openapi({ type: 'string', format: 'binary' });

export const unauthenticatedResponse = {
  401: { description: 'Missing, expired or revoked token (message 身份认证未通过。)', content: { 'application/json': { schema: ErrorSchema } } },
} as const;

export const errorResponse = (description: string) => ({ description, content: { 'application/json': { schema: ErrorSchema } } });

