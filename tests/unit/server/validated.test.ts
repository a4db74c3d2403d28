/** @jest-environment node */
import { createRoute, z, type OpenAPIHono, type RouteConfig } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { documented, validated } from '@/lib/server/api/http/request-body';
import { createRouter, type ApiEnv } from '@/lib/server/api/http/router';
import { idParam } from '@/lib/server/api/http/validation';
import { errorBody, errorStatus } from '@/lib/server/api/http/errors';
import { AppError } from '@/lib/server/domain/errors';

// validated(route) is the route's middleware and its request checks built from Hono's own validator()
// (no patched internal of zod-openapi). It must answer exactly what app.openapi() answers for the same
// config and the same 422 hook: every request below goes to both, and the replies are compared byte for
// byte; the JSON bodies it reads otherwise, on purpose, are listed in OURS.

const echo = { 200: { description: 'What the handler was given', content: { 'application/json': { schema: z.unknown() } } } } as const;
const tagged: MiddlewareHandler = async (c, next) => {
  await next();
  c.header('x-route-middleware', 'ran');
};

const ROUTES = {
  show: createRoute({
    method: 'get', path: '/items/{id}', middleware: [tagged] as const, responses: echo,
    request: {
      params: idParam,
      query: z.object({ page: z.coerce.number().int().min(1).optional(), q: z.string().max(5).optional() }),
      headers: z.object({ range: z.string().regex(/^bytes=/).optional(), 'X-Client': z.enum(['web', 'app']).optional() }),
    },
  }),
  create: createRoute({
    method: 'post', path: '/items', responses: echo,
    request: { body: { required: true, content: { 'application/json': { schema: z.object({ name: z.string().min(2), tags: z.array(z.string()).max(2).optional() }) } } } },
  }),
  update: createRoute({
    method: 'patch', path: '/items/{id}', responses: echo,
    request: { params: idParam, body: { content: { 'application/json': { schema: z.object({ name: z.string().min(2).optional() }) } } } },
  }),
  form: createRoute({
    method: 'post', path: '/forms', responses: echo,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ title: z.string().min(1) }) } } } },
  }),
} satisfies Record<string, RouteConfig>;

function finish(app: OpenAPIHono<ApiEnv>) {
  return app.onError((error, c) => {
    if (error instanceof AppError) return c.json(errorBody(error), errorStatus(error));
    return error instanceof HTTPException ? error.getResponse() : c.json({ crashed: String(error) }, 500);
  });
}
const given = (c: Context) => ({ param: c.req.valid('param' as never), query: c.req.valid('query' as never), header: c.req.valid('header' as never), json: c.req.valid('json' as never), form: c.req.valid('form' as never) });

const viaOpenapi = createRouter();
for (const route of Object.values(ROUTES)) viaOpenapi.openapi(route as RouteConfig, (c) => c.json(given(c), 200));
const viaValidated = createRouter();
for (const route of Object.values(ROUTES)) viaValidated.on(route.method, documented(viaValidated, route), validated(route), (c) => c.json(given(c), 200));
finish(viaOpenapi);
finish(viaValidated);

type Sent = { method: string; path: string; headers?: Record<string, string>; body?: BodyInit };
const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};
const json = 'application/json';
const REQUESTS: Sent[] = [
  { method: 'GET', path: '/items/3' },
  { method: 'GET', path: '/items/3?page=2&q=abc', headers: { range: 'bytes=0-' } },
  { method: 'GET', path: '/items/0' },
  { method: 'GET', path: '/items/x?page=0&q=toolong' },
  { method: 'GET', path: '/items/3', headers: { range: 'lines=1' } },
  { method: 'GET', path: '/items/3', headers: { 'x-client': 'app' } },
  { method: 'GET', path: '/items/3', headers: { 'X-CLIENT': 'tv' } },
  { method: 'GET', path: '/items/3?q=a%01b' },
  { method: 'POST', path: '/items', headers: { 'content-type': json }, body: '{"name":"ok","tags":["a"]}' },
  { method: 'POST', path: '/items', headers: { 'content-type': 'application/json; charset=utf-8' }, body: '{"name":"ok"}' },
  { method: 'POST', path: '/items', headers: { 'content-type': json }, body: '{"name":"x","tags":["a","b","c"]}' },
  { method: 'POST', path: '/items', headers: { 'content-type': json }, body: '{"name":"a\\u0007b"}' },
  { method: 'POST', path: '/items', headers: { 'content-type': 'text/plain' }, body: '{"name":"ok"}' },
  { method: 'POST', path: '/items', body: new Uint8Array([123, 125]) },
  { method: 'POST', path: '/items' },
  { method: 'POST', path: '/items', body: form({ name: 'ok' }) },
  { method: 'PATCH', path: '/items/3' },
  { method: 'PATCH', path: '/items/3', headers: { 'content-type': json }, body: '{"name":"ok"}' },
  { method: 'PATCH', path: '/items/3', headers: { 'content-type': json }, body: '{"name":"x"}' },
  { method: 'PATCH', path: '/items/3', headers: { 'content-type': 'text/plain' }, body: 'name' },
  { method: 'PATCH', path: '/items/nope', headers: { 'content-type': json }, body: '{"name":"x"}' },
  { method: 'POST', path: '/forms', body: form({ title: 'A title' }) },
  { method: 'POST', path: '/forms', body: form({ title: '' }) },
  { method: 'POST', path: '/forms', body: new URLSearchParams({ title: 'urlencoded' }) },
  { method: 'POST', path: '/forms', headers: { 'content-type': json }, body: '{"title":"json"}' },
];

async function reply(app: OpenAPIHono<ApiEnv>, sent: Sent) {
  // Each app reads its own copy of the body (a FormData is encoded afresh, with its own boundary).
  const request = new Request(`http://api.test${sent.path}`, { method: sent.method, headers: sent.headers, body: sent.body });
  const response = await app.request(request);
  return { status: response.status, headers: [...response.headers].filter(([name]) => name !== 'date'), body: await response.text() };
}

test.each(REQUESTS.map((sent) => [`${sent.method} ${sent.path} ${JSON.stringify(sent.headers ?? {})} ${typeof sent.body === 'string' ? sent.body : (sent.body?.constructor.name ?? 'no body')}`, sent] as const))(
  '%s: the same reply as app.openapi()',
  async (_name, sent) => {
    const expected = await reply(viaOpenapi, sent);
    expect(await reply(viaValidated, sent)).toEqual(expected);
  },
);

// Where the API keeps its own reading of a JSON body (jsonObject, lib/server/api/http/json-object.ts), as
// its hand-parsed bodies always had: an empty body is {} (a 422 naming each field, not validator()'s 400),
// and malformed JSON or a non-object is one 400 in Chinese.
const notAnObject = { message: '请求体必须是 JSON 对象。', status_code: 400, code: 'bad_request' };
const OURS: [Sent, number, unknown][] = [
  [{ method: 'POST', path: '/items', headers: { 'content-type': json }, body: '{"name":' }, 400, notAnObject],
  [{ method: 'POST', path: '/items', headers: { 'content-type': json }, body: '[1,2]' }, 400, notAnObject],
  [{ method: 'POST', path: '/items', headers: { 'content-type': json }, body: ' ' }, 422, expect.objectContaining({ code: 'validation_failed', errors: { name: [expect.any(String)] } })],
  [{ method: 'POST', path: '/items', headers: { 'content-type': json } }, 422, expect.objectContaining({ code: 'validation_failed', errors: { name: [expect.any(String)] } })],
];

test.each(OURS.map(([sent, status, body]) => [`${sent.method} ${sent.path} ${sent.body ?? 'no body'}`, sent, status, body] as const))(
  '%s: read as jsonObject reads a body',
  async (_name, sent, status, body) => {
    const got = await reply(viaValidated, sent);
    expect({ status: got.status, body: JSON.parse(got.body) }).toEqual({ status, body });
  },
);

test('the requests cover successes, 422s, a 400 and 415s', async () => {
  const statuses = await Promise.all([...REQUESTS, ...OURS.map(([sent]) => sent)].map(async (sent) => (await reply(viaValidated, sent)).status));
  expect(new Set(statuses)).toEqual(new Set([200, 400, 415, 422]));
});

test('the OpenAPI document is the same either way', () => {
  const doc = (app: OpenAPIHono<ApiEnv>) => app.getOpenAPIDocument({ openapi: '3.0.0', info: { title: 't', version: '1' } });
  expect(doc(viaValidated)).toEqual(doc(viaOpenapi));
});
