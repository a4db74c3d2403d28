import type { z } from 'zod';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context, Handler, MiddlewareHandler, Next, ValidationTargets } from 'hono';
import { every } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import type { ApiEnv } from './router';
import { validationHook } from './validation';

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
  // Header names arrive in lower case; a header schema's own spelling of each name is restored (as zValidator does).
  const shape = target === 'header' && 'shape' in schema ? (schema.shape as Record<string, unknown>) : {};
  const names = new Map(Object.keys(shape).map((name) => [name.toLowerCase(), name]));
  return validator(target, async (value: Record<string, unknown>, c) => {
    const input = names.size ? Object.fromEntries(Object.entries(value).map(([name, v]) => [names.get(name) ?? name, v])) : value;
    const result = await schema.safeParseAsync(input);
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
