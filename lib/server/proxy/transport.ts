import { env } from '@/lib/env';
import { DEFAULT_RETRY_AFTER_SECONDS } from '@/lib/server/api/http/errors';
import { requestIdOf } from '@/lib/server/api/http/observe';
import { readWithDeadline } from '@/lib/server/deadline';
import { errorFields, logger } from '@/lib/server/observability/log';
import { isBodyOverLimit } from './body-limit';

/** The upstream's deadline (API_UPSTREAM_TIMEOUT_MS): for the answer's headers, then for each wait on its body. */
export const upstreamTimeoutMs = () => env().API_UPSTREAM_TIMEOUT_MS;

/** Seconds a 502 or 504 asks the client to wait before trying again. */
const GATEWAY_RETRY_AFTER_SECONDS = 5;

export function jsonError(status: number, message: string, code: string): Response {
  const headers: Record<string, string> = status === 502 || status === 504 ? { 'retry-after': String(GATEWAY_RETRY_AFTER_SECONDS) } : {};
  return Response.json({ message, status_code: status, code }, { status, headers });
}

const gatewayTimeout = () => jsonError(504, '上游服务响应超时，请稍后再试。', 'gateway_timeout');

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
      resolve(gatewayTimeout());
    }, timeoutMs);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

/**
 * The upstream's body, cut (and the upstream request aborted) when a read the client asked for waits
 * longer than the deadline: an upstream that stops mid-answer does not hold the client's connection.
 * Only waits on the upstream count; a client reading slowly is not timed (lib/server/deadline.ts).
 */
function bodyWithDeadline(response: Response, controller: AbortController, timeoutMs: number, target: URL): Response {
  // A progress stream (an Excel import) may be silent while a long step runs; its headers came in time.
  if (!response.body || response.headers.get('content-type')?.startsWith('application/x-ndjson')) return response;
  const body = readWithDeadline('upstream answer', timeoutMs, response.body, (error) => {
    controller.abort();
    logger().warn({ target: target.origin, ...errorFields(error) }, 'upstream stopped in the middle of an answer; it was cut');
  });
  return new Response(body, { status: response.status, statusText: response.statusText, headers: response.headers });
}

/**
 * Sends one /api/v1 request to wherever the API lives: the upstream server when API_UPSTREAM_URL
 * is set, else the built-in Hono app in this process. Answers 504 after API_UPSTREAM_TIMEOUT_MS (20 s) and
 * 502 when the upstream cannot be reached, always as JSON in the API's error shape with Retry-After.
 */
export function dispatch(pathAndQuery: string, init: RequestInit, timeoutMs = upstreamTimeoutMs()): Promise<Response> {
  return send(pathAndQuery, init, timeoutMs, false);
}

/**
 * A request the server makes for itself (lib/api/server.ts): the built-in API answers its reads from the
 * database, never from its kept answers, told so in process (http/server-read.ts) where no client
 * can reach. An upstream API gets an ordinary read: it empties its kept answers on every write.
 */
export function dispatchFromServer(pathAndQuery: string, init: RequestInit): Promise<Response> {
  return send(pathAndQuery, { ...init, headers: withContractHeaders(new Headers(init.headers)) }, upstreamTimeoutMs(), true);
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
  const work = fetch(target, requestInit).then((response) => bodyWithDeadline(response, controller, upstreamTimeoutMs(), target), (error: unknown) => {
    if (controller.signal.aborted) return gatewayTimeout();
    // The proxy cut the request body at its limit (body-limit.ts) and answers 413 itself.
    if (isBodyOverLimit(error)) return jsonError(413, '请求内容过大。', 'payload_too_large');
    const reqId = new Headers(init.headers).get('x-request-id') ?? undefined;
    logger().error({ reqId, target: target.origin, error: String(error) }, 'upstream unreachable');
    return jsonError(502, '无法连接到上游服务。', 'bad_gateway');
  });
  return withTimeout(work, controller, timeoutMs);
}
