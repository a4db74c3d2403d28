import { env } from '@/lib/env';
import { logger } from '@/lib/server/observability/log';

export const UPSTREAM_TIMEOUT_MS = 20_000;

export function jsonError(status: number, message: string, code: string): Response {
  return Response.json({ message, status_code: status, code }, { status });
}

// Loaded lazily so that a Next app running in front of an upstream API never opens a database.
const builtInApi = () => import('@/lib/server/api/app');

async function builtIn(request: Request): Promise<Response> {
  return (await builtInApi()).apiApp().fetch(request);
}

/** A public read the built-in API has kept, answered without building a Request or dispatching. */
async function keptByBuiltIn(pathAndQuery: string, init: RequestInit): Promise<Response | undefined> {
  const method = init.method ?? 'GET';
  if (method !== 'GET') return undefined;
  const [{ apiResponseCache }, { keptAnswer }] = await Promise.all([builtInApi(), import('@/lib/server/api/http/kept-answer')]);
  const headers = init.headers instanceof Headers ? init.headers : new Headers(init.headers);
  const reply = keptAnswer(apiResponseCache(), method, pathAndQuery, {
    authorization: headers.get('authorization'),
    cacheControl: headers.get('cache-control'),
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
export async function dispatch(pathAndQuery: string, init: RequestInit, timeoutMs = UPSTREAM_TIMEOUT_MS): Promise<Response> {
  const upstream = env().API_UPSTREAM_URL;
  if (!upstream) {
    const kept = await keptByBuiltIn(pathAndQuery, init);
    if (kept) return kept;
  }
  const controller = new AbortController();
  const requestInit: RequestInit = { ...init, signal: controller.signal, redirect: 'manual' };
  if (init.body instanceof ReadableStream) Object.assign(requestInit, { duplex: 'half' });
  if (!upstream) {
    return withTimeout(builtIn(new Request(`http://api.internal${pathAndQuery}`, requestInit)), controller, timeoutMs);
  }
  const target = new URL(pathAndQuery, upstream.endsWith('/') ? upstream : `${upstream}/`);
  const work = fetch(target, requestInit).catch((error: unknown) => {
    if (controller.signal.aborted) return jsonError(504, '上游服务响应超时，请稍后再试。', 'gateway_timeout');
    const reqId = new Headers(init.headers).get('x-request-id') ?? undefined;
    logger().error({ reqId, target: target.origin, error: String(error) }, 'upstream unreachable');
    return jsonError(502, '无法连接到上游服务。', 'bad_gateway');
  });
  return withTimeout(work, controller, timeoutMs);
}
