import type { z } from 'zod';
import type { OpenAPIHono, RouteConfig } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { refuseControlCharacters, validationError } from '@/lib/server/domain/validation';
import { jsonObject } from './json-object';
import type { ApiEnv } from './router';

export { validated, type RouteInput } from './validated';
export { jsonObject } from './json-object';

// Declaring a route, in one style for every route of the API:
//
//   router.on(route.method, documented(router, route), validated(route), ...handlers)
//
// documented() puts the createRoute() config in the OpenAPI document and gives the Hono path;
// validated() (./validated.ts) runs the config's own middleware and checks its params, query,
// headers and body with Hono's validator() before the handler (c.req.valid(...) is typed from the
// config). A back-office route adds requireManager(), requirePermission(route) before validated():
// the permission is the one its config declares with managerAccess(permission). Reading input by hand
// (below: parseInput, readJson, jsonObject) is kept only where what is parsed is not the request as
// sent (a multipart form whose file is checked by its bytes, a schema picked from the body or the
// token), with the declared schema (tests/api/declared-bodies.test.ts), in the files that
// tests/unit/server/hand-parsed-input.test.ts lists with why.
// app.openapi() is not used (scripts/check-boundaries.mjs fails on it).

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  refuseControlCharacters(result.data);
  return result.data;
}

/** Parsed asynchronously, so schemas with asynchronous rules (the password policy) work too. */
export async function readJson<S extends z.ZodType>(c: Context, schema: S): Promise<z.infer<S>> {
  const result = await schema.safeParseAsync(await jsonObject(c));
  if (!result.success) throw validationError(result.error);
  refuseControlCharacters(result.data);
  return result.data;
}

export function isMultipart(c: Context): boolean {
  return /^multipart\/form-data/i.test(c.req.header('content-type') ?? '');
}

/**
 * The account handlers validate their own input (readJson / parseInput / the multipart checks in
 * user.ts): POST /authorizations picks its schema from the body, password-change from the token's
 * guard, and unreadable bodies get our own 400. Mounting them with app.openapi() would put
 * zod-openapi's validators in front and change those replies, so instead each route's createRoute()
 * config is registered in the router's OpenAPI registry (merged into /openapi.json by app.route())
 * and the handler is mounted, unchanged, on the Hono path this returns:
 *
 *   router.on(route.method, documented(router, route), ...handlers)
 *
 * The request schemas in those configs are the ones above, i.e. the ones the handlers parse with.
 * `honoPath` overrides the derived path (`/{id}` → `/:id`), e.g. to keep a pattern such as `/:id{[0-9]+}`.
 */
export function documented(router: OpenAPIHono<ApiEnv>, route: RouteConfig, honoPath?: string): string {
  // As app.openapi() does: the route's middleware is not part of the document.
  const { middleware: _middleware, hide: _hide, ...documentedRoute } = route;
  router.openAPIRegistry.registerPath(documentedRoute);
  return honoPath ?? route.path.replaceAll(/\/{(.+?)}/g, '/:$1');
}
