import type { NextRequest } from 'next/server';
import { COOKIES, GUARD_HEADER, SESSION_COOKIES, type SessionGuard } from '@/lib/auth/cookies';
import { env } from '@/lib/env';
import { requestIdOf } from '@/lib/server/api/http/observe';
import { observeRequest } from '@/lib/server/observability/metrics';
import { clearedCookies, crossSiteWrite, finishLogin, isDeadToken, isLogin, isLogout, managerLoginBody } from './session';
import { invalidatePublicData, staleTags } from './invalidate';
import { dispatch, jsonError } from './transport';

const HOP_BY_HOP = [
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'host', 'content-length',
];
// The browser's cookies carry our own tokens; upstream gets them only as an authorization header.
const NOT_FORWARDED = [...HOP_BY_HOP, 'cookie', GUARD_HEADER];

function guardOf(request: NextRequest): SessionGuard {
  return request.headers.get(GUARD_HEADER) === 'manage' ? 'manage' : 'user';
}

function authorization(request: NextRequest, guard: SessionGuard): string | undefined {
  const names = SESSION_COOKIES[guard];
  const token = request.cookies.get(names.token)?.value;
  if (!token) return request.headers.get('authorization') ?? undefined;
  return `${request.cookies.get(names.type)?.value || 'Bearer'} ${token}`;
}

function upstreamHeaders(request: NextRequest, guard: SessionGuard): Headers {
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!NOT_FORWARDED.includes(key.toLowerCase())) headers.set(key, value);
  });
  headers.set('appid', env().APP_ID);
  const cityCode = request.headers.get('citycode') ?? request.cookies.get(COOKIES.cityCode)?.value;
  if (cityCode) headers.set('cityCode', cityCode);
  const auth = authorization(request, guard);
  if (auth) headers.set('authorization', auth);
  else headers.delete('authorization');
  headers.set('x-request-id', requestIdOf(request.headers.get('x-request-id')));
  return headers;
}

function responseHeaders(upstream: Response): Headers {
  const headers = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.includes(key.toLowerCase()) && key.toLowerCase() !== 'set-cookie') headers.set(key, value);
  });
  return headers;
}

export async function proxyRequest(request: NextRequest): Promise<Response> {
  const started = performance.now();
  const response = await forward(request);
  observeRequest('proxy', request.method, '/api/v1/*', response.status, (performance.now() - started) / 1000);
  return response;
}

// A raw-body upload (a lesson video) may take minutes on a slow link; everything else keeps the usual limit.
const UPLOAD_TIMEOUT_MS = 30 * 60_000;
const isStreamedUpload = (request: NextRequest) => request.method === 'POST' && /^(application\/octet-stream|video\/)/i.test(request.headers.get('content-type') ?? '');

async function forward(request: NextRequest): Promise<Response> {
  if (crossSiteWrite(request)) return jsonError(403, '跨站请求已被拒绝。', 'forbidden');
  const guard = guardOf(request);
  const login = isLogin(request);
  const managerLogin = login && guard === 'manage' && request.nextUrl.pathname === '/api/v1/authorizations';
  const headers = upstreamHeaders(request, guard);
  if (managerLogin) headers.set('content-type', 'application/json');

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const upstream = await dispatch(`${request.nextUrl.pathname}${request.nextUrl.search}`, {
    method: request.method,
    headers,
    body: managerLogin ? await managerLoginBody(request) : hasBody ? request.body : undefined,
  }, isStreamedUpload(request) ? UPLOAD_TIMEOUT_MS : undefined);

  invalidatePublicData(staleTags(request.method, request.nextUrl.pathname, guard, upstream.status));
  const outHeaders = responseHeaders(upstream);
  if (login) return finishLogin(request, guard, upstream, outHeaders);
  const hadSession = request.cookies.has(SESSION_COOKIES[guard].token);
  if (isLogout(request) || (hadSession && (await isDeadToken(upstream)))) {
    for (const c of clearedCookies(request, guard)) outHeaders.append('set-cookie', c);
  }
  return new Response(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: outHeaders });
}
