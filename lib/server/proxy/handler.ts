import { NextResponse, type NextRequest } from 'next/server';
import { getCookie, hasCookie } from 'cookies-next/server';
import { PRIVATE_QUERY_HEADER, PRIVATE_QUERY_MAX } from '@/lib/api/private-query';
import { COOKIES, GUARD_HEADER, SESSION_COOKIES, type SessionGuard } from '@/lib/auth/cookies';
import { settledAddress } from '@/lib/server/client-address';
import { observeRequest } from '@/lib/server/observability/metrics';
import { clearSessionCookies, crossSiteWrite, finishLogin, isDeadToken, isLogin, isLogout, managerLoginBody } from './session';
import { limitBody } from './body-limit';
import { dispatch, jsonError, withContractHeaders, withRetryAfter } from './transport';

const HOP_BY_HOP = [
  'connection', 'keep-alive', 'proxy-authenticate', 'proxy-authorization', 'te', 'trailer',
  'transfer-encoding', 'upgrade', 'host', 'content-length',
];
// The browser's cookies carry our own tokens; upstream gets them only as an authorization header.
// A private query (a phone or ID number searched for) is put back on the query (withPrivateQuery).
const NOT_FORWARDED = [...HOP_BY_HOP, 'cookie', GUARD_HEADER, PRIVATE_QUERY_HEADER];

/**
 * Which session's token goes upstream: the one the guard header names. An EventSource cannot set
 * headers, so a server-sent event stream of a back-office path (the data screen's) takes the manager's;
 * a cross-site page cannot open one with our cookies (Lax), and a navigation never asks for a stream.
 */
function guardOf(request: NextRequest): SessionGuard {
  if (request.headers.get(GUARD_HEADER) === 'manage') return 'manage';
  const stream = request.headers.get('accept')?.includes('text/event-stream') ?? false;
  return stream && request.nextUrl.pathname.startsWith('/api/v1/manage/') ? 'manage' : 'user';
}

async function authorization(request: NextRequest, guard: SessionGuard): Promise<string | undefined> {
  const names = SESSION_COOKIES[guard];
  const token = await getCookie(names.token, { req: request });
  if (!token) return request.headers.get('authorization') ?? undefined;
  return `${(await getCookie(names.type, { req: request })) || 'Bearer'} ${token}`;
}

async function upstreamHeaders(request: NextRequest, guard: SessionGuard): Promise<Headers> {
  const headers = new Headers();
  request.headers.forEach((value, key) => {
    if (!NOT_FORWARDED.includes(key.toLowerCase())) headers.set(key, value);
  });
  const cityCode = request.headers.get('citycode') ?? (await getCookie(COOKIES.cityCode, { req: request }));
  if (cityCode) headers.set('cityCode', cityCode);
  const auth = await authorization(request, guard);
  if (auth) headers.set('authorization', auth);
  else headers.delete('authorization');
  withContractHeaders(headers, request.headers.get('x-request-id'));
  // The API (here or upstream) keys its limits and logs on this: only the address this server resolved.
  const address = settledAddress(request.headers);
  if (address) headers.set('x-forwarded-for', address);
  else headers.delete('x-forwarded-for');
  headers.delete('x-real-ip');
  return headers;
}

function responseHeaders(upstream: Response): Headers {
  const headers = new Headers();
  upstream.headers.forEach((value, key) => {
    if (!HOP_BY_HOP.includes(key.toLowerCase()) && key.toLowerCase() !== 'set-cookie') headers.set(key, value);
  });
  return headers;
}

/** The path and query passed on: the URL's own, plus what the browser kept out of it (lib/api/private-query.ts). */
function withPrivateQuery(request: NextRequest): string {
  const { pathname, search } = request.nextUrl;
  const hidden = request.headers.get(PRIVATE_QUERY_HEADER);
  if (!hidden || hidden.length > PRIVATE_QUERY_MAX) return `${pathname}${search}`;
  const params = new URLSearchParams(search);
  for (const [key, value] of new URLSearchParams(hidden)) params.set(key, value);
  const query = params.toString();
  return query ? `${pathname}?${query}` : pathname;
}

export async function proxyRequest(request: NextRequest): Promise<Response> {
  const started = performance.now();
  const response = withRetryAfter(await forward(request));
  observeRequest('proxy', request.method, '/api/v1/*', response.status, (performance.now() - started) / 1000);
  return response;
}

// A raw-body upload (a lesson video) may take minutes on a slow link; everything else keeps the usual limit.
const UPLOAD_TIMEOUT_MS = 30 * 60_000;
const isStreamedUpload = (request: NextRequest) => request.method === 'POST' && /^(application\/octet-stream|video\/)/i.test(request.headers.get('content-type') ?? '');

const WHO_AM_I = '/api/v1/user';

/**
 * A 401 says the token was not good for that route, not that it is dead: a learner's valid token on a
 * back-office route (a cross-site link to /api/v1/manage/…) is refused the same way. So before the
 * cookies go, the token is asked about itself (GET /user answers either guard's live session).
 */
async function ownSessionIsDead(request: NextRequest, headers: Headers): Promise<boolean> {
  if (request.method === 'GET' && request.nextUrl.pathname === WHO_AM_I) return true;
  const asked = new Headers();
  for (const name of ['authorization', 'appid', 'x-request-id', 'x-forwarded-for']) {
    const value = headers.get(name);
    if (value) asked.set(name, value);
  }
  const answer = await dispatch(WHO_AM_I, { method: 'GET', headers: asked });
  const dead = await isDeadToken(answer);
  await answer.body?.cancel().catch(() => undefined);
  return dead;
}

async function forward(request: NextRequest): Promise<Response> {
  if (await crossSiteWrite(request)) return jsonError(403, '跨站请求已被拒绝。', 'forbidden');
  const guard = guardOf(request);
  const login = isLogin(request);
  const managerLogin = login && guard === 'manage' && request.nextUrl.pathname === '/api/v1/authorizations';
  const headers = await upstreamHeaders(request, guard);
  if (managerLogin) headers.set('content-type', 'application/json');

  const hasBody = !['GET', 'HEAD'].includes(request.method);
  const limited = limitBody(request, request.nextUrl.pathname);
  if ('refused' in limited) return limited.refused;
  const body = managerLogin ? await managerLoginBody(limited.body) : hasBody ? limited.body : undefined;
  const upstream = limited.overflowed() ?? await dispatch(withPrivateQuery(request), {
    method: request.method,
    headers,
    body,
  }, isStreamedUpload(request) ? UPLOAD_TIMEOUT_MS : undefined);
  // A body cut at its limit while it streamed: the 413, whatever the reader made of the cut.
  const overflow = limited.overflowed();
  if (overflow) return overflow;

  const outHeaders = responseHeaders(upstream);
  if (login) return finishLogin(request, guard, upstream, outHeaders);
  const hadSession = await hasCookie(SESSION_COOKIES[guard].token, { req: request });
  // Decided before the answer takes the body: isDeadToken reads a clone, and cloning tees the body,
  // which locks a stream already handed to the answer (Next then fails to pipe it).
  const clear = isLogout(request) || (hadSession && (await isDeadToken(upstream)) && (await ownSessionIsDead(request, headers)));
  const response = new NextResponse(upstream.body, { status: upstream.status, statusText: upstream.statusText, headers: outHeaders });
  if (clear) await clearSessionCookies(request, response, guard);
  return response;
}
