import { env } from '@/lib/env';
import { DEFAULT_RETRY_AFTER_SECONDS } from '@/lib/server/api/http/errors';
import { requestIdOf } from '@/lib/server/api/http/observe';
import { logger } from '@/lib/server/observability/log';
import { isBodyOverLimit } from './body-limit';

export const UPSTREAM_TIMEOUT_MS = 20_000;

export function jsonError(status: number, message: string, code: string): Response {
  return Response.json({ message, status_code: status, code }, { status });
}

/** Every 429 the proxy sends asks the client to wait, whether the proxy or the API refused (and did not say how long). */
export function withRetryAfter(response: Response): Response {
  if (response.status !== 429 || response.headers.has('retry-after')) return response;
  const headers = new Headers(response.headers);
  headers.set('retry-after', String(DEFAULT_RETRY_AFTER_SECONDS));
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
}

// Loaded lazily so that a Next app running in front of an upstream API never opens a database.
const builtInApi = () => import('@/lib/server/api/app');

async function builtIn(request: Request, serverRead: boolean): Promise<Response> {
  const { apiApp } = await builtInApi();
  if (!serverRead) return apiApp().fetch(request);
  const { SERVER_READ } = await import('@/lib/server/api/http/server-read');
  return apiApp().fetch(request, SERVER_READ);
}

/** A public read the built-in API has kept, answered without building a Request or dispatching. */
async function keptByBuiltIn(pathAndQuery: string, init: RequestInit): Promise<Response | undefined> {
  const method = init.method ?? 'GET';
  if (method !== 'GET') return undefined;
  const [{ apiResponseCache }, { keptAnswer }] = await Promise.all([builtInApi(), import('@/lib/server/api/http/kept-answer')]);
  const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
  const reply = keptAnswer(apiResponseCache(), method, pathAndQuery, {
    authorization: headers.get('authorization'),
    cityCode: headers.get('citycode'),
    requestId: headers.get('x-request-id'),
  });
  return reply && new Response(reply.body, { status: 200, headers: reply.headers });
}

function withTimeout(work: Promise<Response>, controller: AbortController, timeoutMs: number): Promise<Response> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<Response>((resolve) => {
    timer = setTimeout(() => {
      controller.abort();
      resolve(jsonError(504, '上游服务响应超时，请稍后再试。', 'gateway_timeout'));
    }, timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * Sends one /api/v1 request to wherever the API lives: the upstream server when API_UPSTREAM_URL
 * is set, else the built-in Hono app in this process. Answers 504 after 20 s and 502 when the
 * upstream cannot be reached, always as JSON in the API's error shape.
 */
export function dispatch(pathAndQuery: string, init: RequestInit, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  return send(pathAndQuery, init, timeoutMs, false);
}

/**
 * A request the server makes for itself (lib/api/server.ts): the built-in API answers its reads from the
 * database, never from its kept answers, told so in process (http/server-read.ts) where no client
 * can reach. An upstream API gets an ordinary read: it empties its kept answers on every write.
 */
export function dispatchFromServer(pathAndQuery: string, init: RequestInit): Promise<Response> {
  return send(pathAndQuery, { ...init, headers: withContractHeaders(new Headers(init.headers)) }, UPSTREAM_TIMEOUT_MS, true);
}

/** SPEC.md §7: every call carries the appid and a request id, whether a browser or the server made it. */
export function withContractHeaders(headers: Headers, requestId?: string | null): Headers {
  headers.set('appid', env().APP_ID);
  headers.set('x-request-id', requestIdOf(requestId ?? headers.get('x-request-id')));
  return headers;
}

async function send(pathAndQuery: string, init: RequestInit, timeoutMs: number, serverRead: boolean): Promise<Response> {
  const upstream = env().API_UPSTREAM_URL;
  if (!upstream && !serverRead) {
    const kept = await keptByBuiltIn(pathAndQuery, init);
    if (kept) return kept;
  }
  const controller = new AbortController();
  const requestInit: RequestInit = { ...init, signal: controller.signal, redirect: 'manual' };
  if (init.body instanceof ReadableStream) Object.assign(requestInit, { duplex: 'half' });
  if (!upstream) {
    return withTimeout(builtIn(new Request(`http://api.internal${pathAndQuery}`, requestInit), serverRead), controller, timeoutMs);
  }
  const target = new URL(pathAndQuery, upstream.endsWith('/') ? upstream : `${upstream}/`);
  const work = fetch(target, requestInit).catch((error: unknown) => {
    if (controller.signal.aborted) return jsonError(504, '上游服务响应超时，请稍后再试。', 'gateway_timeout');
    // The proxy cut the request body at its limit (body-limit.ts) and answers 413 itself.
    if (isBodyOverLimit(error)) return jsonError(413, '请求内容过大。', 'payload_too_large');
    const reqId = new Headers(init.headers).get('x-request-id') ?? undefined;
    logger().error({ reqId, target: target.origin, error: String(error) }, 'upstream unreachable');
    return jsonError(502, '无法连接到上游服务。', 'bad_gateway');
  });
  return withTimeout(work, controller, timeoutMs);
}
