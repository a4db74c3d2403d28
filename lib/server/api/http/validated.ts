import type { z } from 'zod';
import type { RouteConfig, RouteHandler } from '@hono/zod-openapi';
import type { Context, Handler, MiddlewareHandler, Next, ValidationTargets } from 'hono';
import { every } from 'hono/combine';
import { HTTPException } from 'hono/http-exception';
import { validator } from 'hono/validator';
import { jsonObject } from './json-object';
import type { ApiEnv } from './router';
import { validationHook } from './validation';

/** What validated(route) hands the handler: the c.req.valid(...) targets of the route's config. */
export type RouteInput<R extends RouteConfig> = RouteHandler<R, ApiEnv> extends Handler<ApiEnv, string, infer I> ? I : never;

/**
 * The route's middleware (config.middleware) and its request checks, in one middleware, in the order
 * zod-openapi's app.openapi() puts them before a handler: the config's middleware; query, params,
 * headers and cookies; the media-type gate (415) and the body. Each check is Hono's own validator()
 * (hono/validator) running the declared zod schema, and every failure goes through the router's 422
 * hook (validationHook, which also refuses control characters), so the replies are the ones
 * app.openapi() gives, but for a JSON body: it is read as jsonObject reads one (see jsonChecked).
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
  return validator(target, parsing(target, schema));
}

function parsing(target: keyof ValidationTargets, schema: z.ZodType) {
  // Header names arrive in lower case; a header schema's own spelling of each name is restored (as zValidator does).
  const shape = target === 'header' && 'shape' in schema ? (schema.shape as Record<string, unknown>) : {};
  const names = new Map(Object.keys(shape).map((name) => [name.toLowerCase(), name]));
  return async (value: Record<string, unknown>, c: Context) => {
    const input = names.size ? Object.fromEntries(Object.entries(value).map(([name, v]) => [names.get(name) ?? name, v])) : value;
    const result = await schema.safeParseAsync(input);
    return validationHook({ ...result, target }, c) ?? result.data;
  };
}

/** The check of a request part, run on {} where nothing was sent for it: each required field is named in the 422. */
async function checkNothing(c: Context, next: Next, target: 'json' | 'form', schema: z.ZodType) {
  const data = await parsing(target, schema)({}, c);
  if (data instanceof Response) return data;
  c.req.addValidatedData(target, data as object);
  await next();
}

/**
 * A JSON body's check, read as the API has always read one (jsonObject): an empty body is {} (so the
 * 422 names each required field, where validator() alone answers 400), and malformed JSON or a value
 * other than an object is our own 400.
 */
function jsonChecked(schema: z.ZodType): MiddlewareHandler {
  const check = checked('json', schema);
  return async (c, next) => {
    if (!isJsonType(c.req.header('content-type') ?? '')) return check(c, next);
    const body = await jsonObject(c);
    return Object.keys(body).length ? check(c, next) : checkNothing(c, next, 'json', schema);
  };
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
    const check = target === 'json' ? jsonChecked(schema) : checked(target, schema);
    if (body?.required) return check;
    return async (c, next) => {
      const contentType = c.req.header('content-type');
      if (contentType && matches(contentType)) return check(c, next);
      // Nothing sent is checked as {}; a body of another declared media type leaves this one empty.
      if (!contentType) return checkNothing(c, next, target, schema);
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
