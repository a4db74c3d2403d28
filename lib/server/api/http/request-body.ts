import type { z } from 'zod';
import { OpenAPIHono, type RouteConfig, type RouteHandler } from '@hono/zod-openapi';
import type { Context, Handler, MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { AppError } from '@/lib/server/domain/errors';
import { refuseControlCharacters, validationError } from '@/lib/server/domain/validation';
import type { ApiEnv } from './router';
import { validationHook } from './validation';

// Declaring a route, in one style for every route of the API:
//
//   router.on(route.method, documented(router, route), validated(route), ...handlers)
//
// documented() puts the createRoute() config in the OpenAPI document and gives the Hono path;
// validated() runs the config's own middleware and checks its params, query, headers and body
// before the handler (c.req.valid(...) is typed from the config). A route whose handler reads its
// own input (below: parseInput, readJson, jsonObject, isMultipart) leaves validated() out.
// app.openapi() is not used (scripts/check-boundaries.mjs fails on it).

export function parseInput<S extends z.ZodType>(schema: S, value: unknown): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) throw validationError(result.error);
  refuseControlCharacters(result.data);
  return result.data;
}

/** A JSON object body; an unreadable or missing body is validated as {} so each field is reported. */
export async function jsonObject(c: Context): Promise<Record<string, unknown>> {
  const text = await c.req.text();
  if (!text.trim()) return {};
  try {
    const parsed: unknown = JSON.parse(text);
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // fall through
  }
  throw new AppError('bad_request', '请求体必须是 JSON 对象。');
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

/** What validated(route) hands the handler: the c.req.valid(...) targets of the route's config. */
export type RouteInput<R extends RouteConfig> = RouteHandler<R, ApiEnv> extends Handler<ApiEnv, string, infer I> ? I : never;

/**
 * The route's middleware (config.middleware) and its request checks, in one middleware: exactly what
 * zod-openapi's app.openapi() puts before a handler (the same validators, media-type gate and the
 * router's 422 hook), taken from zod-openapi itself so the replies stay the same.
 */
export function validated<R extends RouteConfig>(route: R): MiddlewareHandler<ApiEnv, string, RouteInput<R>> {
  let chain: MiddlewareHandler[] = [];
  const probe = new OpenAPIHono<ApiEnv>({ defaultHook: validationHook });
  // app.openapi() ends in this.on(method, path, ...middleware, ...validators, handler): keep all but the handler.
  probe.on = ((_method: unknown, _path: unknown, ...handlers: MiddlewareHandler[]) => {
    chain = handlers.slice(0, -1);
    return probe;
  }) as typeof probe.on;
  probe.openapi({ ...route, hide: true }, (c) => c.body(null));
  const checks = every(...chain);
  return chain.length ? (checks as MiddlewareHandler<ApiEnv, string, RouteInput<R>>) : async (_c, next) => { await next(); };
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
