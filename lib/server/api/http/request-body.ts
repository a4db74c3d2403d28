import type { z } from 'zod';
import type { OpenAPIHono, RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context, Handler, MiddlewareHandler, Next, ValidationTargets } from 'hono';
import { every } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
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
 * The route's middleware (config.middleware) and its request checks, in one middleware, in the order
 * zod-openapi's app.openapi() puts them before a handler: the config's middleware; query, params,
 * headers and cookies; the media-type gate (415) and the body. Each check is Hono's own validator()
 * (hono/validator) running the declared zod schema, and every failure goes through the router's 422
 * hook (validationHook), so the replies are the ones app.openapi() gives.
 */
export function validated<R extends RouteConfig>(route: R): MiddlewareHandler<ApiEnv, string, RouteInput<R>> {
  const { middleware, request } = route;
  const chain: MiddlewareHandler[] = [...(middleware ? [middleware].flat() : [])] as MiddlewareHandler[];
  for (const [key, target] of [['query', 'query'], ['params', 'param'], ['headers', 'header'], ['cookies', 'cookie']] as const) {
    const schema = request?.[key];
    if (isZod(schema)) chain.push(checked(target, schema));
  }
  chain.push(...bodyChecks(request?.body));
  const checks = chain.length ? every(...chain) : async (_c: Context, next: Next) => { await next(); };
  return checks as MiddlewareHandler<ApiEnv, string, RouteInput<R>>;
}

/** One validator() check of a request part against its declared schema; a failure answers the 422 of validationHook. */
function checked(target: keyof ValidationTargets, schema: z.ZodType): MiddlewareHandler {
  return validator(target, async (value, c) => {
    const result = await schema.safeParseAsync(value);
    return validationHook({ ...result, target }, c) ?? result.data;
  });
}

type RequestBody = NonNullable<NonNullable<RouteConfig['request']>['body']>;

/** The declared body's checks: a 415 for an undeclared media type, then each JSON or form schema (an optional body reads as {}). */
function bodyChecks(body: RequestBody | undefined): MiddlewareHandler[] {
  const content = body?.content ?? {};
  const declared = Object.keys(content);
  const parsed = declared.flatMap((mediaType) => {
    const media = content[mediaType];
    const schema = media && 'schema' in media ? media.schema : undefined;
    const target = isJsonType(mediaType) ? ('json' as const) : isFormType(mediaType) ? ('form' as const) : undefined;
    return target && isZod(schema) ? [{ target, schema, matches: target === 'json' ? isJsonType : isFormType }] : [];
  });
  if (!parsed.length) return [];
  const gate: MiddlewareHandler = async (c, next) => {
    const contentType = c.req.header('content-type');
    const refused = contentType ? !declared.some((mediaType) => matchesMediaType(contentType, mediaType)) : await hasBody(c);
    if (refused) throw new HTTPException(415, { message: 'Unsupported Media Type' });
    await next();
  };
  return [gate, ...parsed.map(({ target, schema, matches }): MiddlewareHandler => {
    const check = checked(target, schema);
    if (body?.required) return check;
    return async (c, next) => {
      const contentType = c.req.header('content-type');
      if (contentType && matches(contentType)) return check(c, next);
      c.req.addValidatedData(target, {});
      await next();
    };
  })];
}

function isZod(value: unknown): value is z.ZodType {
  return typeof value === 'object' && value !== null && typeof (value as z.ZodType).safeParseAsync === 'function';
}

const isJsonType = (type: string) => /^application\/([a-z-.]+\+)?json/i.test(type);
const isFormType = (type: string) => /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type);

/** Whether a request's Content-Type is one the route declares (the same rule as app.openapi()'s gate). */
function matchesMediaType(contentType: string, mediaType: string): boolean {
  if (mediaType === '*/*') return true;
  if (isJsonType(mediaType)) return /^application\/([a-z-.]+\+)?json(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i.test(contentType);
  if (isFormType(mediaType)) {
    return /^multipart\/form-data(;\s?boundary=[a-zA-Z0-9'"()+_,\-./:=?]+)?$/i.test(contentType) || /^application\/x-www-form-urlencoded(;\s*[a-zA-Z0-9-]+=([^;]+))*$/i.test(contentType);
  }
  const essence = contentType.split(';')[0].trim().toLowerCase();
  if (mediaType.endsWith('/*')) return essence.startsWith(mediaType.slice(0, -1).toLowerCase());
  return essence === mediaType.toLowerCase();
}

/** A request without a Content-Type is refused only when it carries bytes (read from a copy, up to the first one). */
async function hasBody(c: Context): Promise<boolean> {
  const raw = c.req.raw;
  if (raw.body === null) return false;
  if (raw.bodyUsed) return (await c.req.arrayBuffer()).byteLength > 0;
  const reader = raw.clone().body!.getReader();
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return false;
      if (value.byteLength > 0) return true;
    }
  } finally {
    reader.cancel().catch(() => {});
  }
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
