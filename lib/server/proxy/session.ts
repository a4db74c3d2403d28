import { NextResponse, type NextRequest } from 'next/server';
import { hasCookie, setCookie } from 'cookies-next/server';
import { SESSION_COOKIES, UNAUTHENTICATED_MESSAGE, type SessionGuard } from '@/lib/auth/cookies';
import { env } from '@/lib/env';

// The browser never holds a bearer token it can read: the proxy turns login answers into httpOnly
// cookies and removes the token from the body, and clears the cookies on logout or a dead token.

const LOGIN_PATHS = new Set(['/api/v1/authorizations', '/api/v1/verification-code/authorizations', '/api/v1/user/register']);
const LOGOUT_PATH = '/api/v1/authorizations/current';

export function isLogin(request: NextRequest): boolean {
  return request.method === 'POST' && LOGIN_PATHS.has(request.nextUrl.pathname);
}

export function isLogout(request: NextRequest): boolean {
  return request.method === 'DELETE' && request.nextUrl.pathname === LOGOUT_PATH;
}

/** The manager client's credentials are added here, on the server, so they never reach the browser. */
export async function managerLoginBody(source: ReadableStream<Uint8Array> | null): Promise<string> {
  let body: Record<string, unknown> = {};
  try {
    const parsed = await new Response(source).json();
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) body = parsed as Record<string, unknown>;
  } catch {
    // an unreadable body is passed on empty and rejected by the API's validation
  }
  const config = env();
  return JSON.stringify({
    ...body,
    client_id: config.MANAGER_CLIENT_ID,
    ...(config.MANAGER_CLIENT_SECRET ? { client_secret: config.MANAGER_CLIENT_SECRET } : {}),
    grant_type: 'password',
  });
}

function isHttps(request: NextRequest): boolean {
  return (request.headers.get('x-forwarded-proto') ?? request.nextUrl.protocol.replace(':', '')) === 'https';
}

// The session cookies are written through cookies-next's route-handler form ({ res }): the whole site,
// Lax, Secure over HTTPS, httpOnly but for the marker page scripts may read.
async function writeSession(request: NextRequest, res: NextResponse, guard: SessionGuard, values: { token: string; type: string; marker: string }, maxAge: number): Promise<void> {
  const names = SESSION_COOKIES[guard];
  const attributes = { res, path: '/', maxAge, sameSite: 'lax', secure: isHttps(request) } as const;
  await setCookie(names.token, values.token, { ...attributes, httpOnly: true });
  await setCookie(names.type, values.type, { ...attributes, httpOnly: true });
  await setCookie(names.marker, values.marker, attributes);
}

/** Clears the guard's session cookies on the answer (logout, or a token the API says is dead). */
export async function clearSessionCookies(request: NextRequest, res: NextResponse, guard: SessionGuard): Promise<void> {
  await writeSession(request, res, guard, { token: '', type: '', marker: '' }, 0);
}

type LoginAnswer = { access_token?: unknown; token_type?: unknown; expires_in?: unknown };

/** Moves a login answer's token into cookies; the page gets `{ token_type, expires_in }` only. */
export async function finishLogin(request: NextRequest, guard: SessionGuard, upstream: Response, headers: Headers): Promise<Response> {
  const text = await upstream.text();
  let answer: LoginAnswer | undefined;
  try {
    answer = JSON.parse(text) as LoginAnswer;
  } catch {
    answer = undefined;
  }
  if (!upstream.ok || !answer || typeof answer.access_token !== 'string') {
    return new Response(text, { status: upstream.status, headers });
  }
  const type = typeof answer.token_type === 'string' ? answer.token_type : 'Bearer';
  const maxAge = typeof answer.expires_in === 'number' ? answer.expires_in : 7 * 24 * 3600;
  headers.delete('content-length');
  const rest = { ...answer };
  delete rest.access_token;
  const response = new NextResponse(JSON.stringify(rest), { status: upstream.status, headers });
  await writeSession(request, response, guard, { token: answer.access_token, type, marker: '1' }, maxAge);
  return response;
}

export async function isDeadToken(response: Response): Promise<boolean> {
  if (response.status !== 401) return false;
  try {
    const body = (await response.clone().json()) as { message?: unknown };
    return body.message === UNAUTHENTICATED_MESSAGE;
  } catch {
    return false;
  }
}

/**
 * The origins this site answers at: the configured SITE_URL, and the scheme and host this request
 * came to (another name or address of the same server: localhost, an IP). The host is the Host header,
 * or X-Forwarded-Host only with trusted proxies in front (TRUSTED_PROXY_HOPS; client-address.ts drops
 * a client's own); the scheme is the one client-address.ts settled. When the site is HTTPS, its own
 * host over plain HTTP is no origin of it: a page injected into a plain-HTTP answer must not write.
 */
export function siteOrigins(request: NextRequest): Set<string> {
  const config = env();
  const site = new URL(config.SITE_URL);
  const origins = new Set([site.origin]);
  const forwarded = config.TRUSTED_PROXY_HOPS > 0 ? request.headers.get('x-forwarded-host')?.split(',').at(-1)?.trim() : undefined;
  const host = forwarded || request.headers.get('host') || request.nextUrl.host;
  try {
    const served = new URL(`${isHttps(request) ? 'https' : 'http'}://${host}`);
    const downgraded = served.host === site.host && site.protocol === 'https:' && served.protocol === 'http:';
    if (!downgraded) origins.add(served.origin);
  } catch {
    // a Host that is no host name: only SITE_URL counts
  }
  return origins;
}

/**
 * CSRF: a write through the proxy must come from this site. Browsers send Origin (or at least
 * Sec-Fetch-Site) with every cross-site write; it must be one of siteOrigins, scheme included. A
 * request with neither and without our cookies cannot ride on a session, so it is a plain API client
 * and may pass.
 */
export async function crossSiteWrite(request: NextRequest): Promise<boolean> {
  if (['GET', 'HEAD', 'OPTIONS'].includes(request.method)) return false;
  const origin = request.headers.get('origin');
  if (origin) {
    try {
      return !siteOrigins(request).has(new URL(origin).origin);
    } catch {
      return true;
    }
  }
  const site = request.headers.get('sec-fetch-site');
  if (site) return site !== 'same-origin' && site !== 'none';
  for (const names of Object.values(SESSION_COOKIES)) if (await hasCookie(names.token, { req: request })) return true;
  return false;
}
