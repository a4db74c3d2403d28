import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { getCookie, hasCookie, setCookie } from 'cookies-next/server';
import { COOKIES } from './lib/auth/cookies';
import { guardRedirect, isNarrowScreen } from './lib/auth/guards';
import { EXPLICIT_LANG_HEADER, explicitLocale } from './lib/i18n/locale-path';
import { LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, routing } from './lib/i18n/routing';
import { isKnownPage } from './lib/navigation/page-routes';
import { isStaleNavigation, servedVersion } from './lib/navigation/version-guard';
import { applyPageHeaders, createNonce, isHttpsRequest, NONCE_HEADER, pageCsp } from './lib/security/headers';

// Locale without URL prefixes: next-intl rewrites /class to the hidden /zh/class segment from the
// `language` cookie (else Accept-Language, else en).
const intl = createMiddleware(routing);
// next-intl's own request header naming the locale, as its middleware sets it.
const INTL_LOCALE_HEADER = 'X-NEXT-INTL-LOCALE';
const DEV = process.env.NODE_ENV === 'development';
const SERVED_VERSION = servedVersion();

export default async function middleware(request: NextRequest) {
  const { headers, nextUrl } = request;
  // cookies-next's middleware form (Edge-safe): the NextRequest and NextResponse carry the cookies.
  const req = { req: request };
  const https = isHttpsRequest(headers, nextUrl.protocol);
  const nonce = createNonce();
  if (isStaleNavigation(request, SERVED_VERSION)) {
    // Not a page payload: Next's router loads the address as a new document, from this build.
    const reload = new NextResponse(null, { status: 409, headers: { 'cache-control': 'no-store', 'x-version-reload': SERVED_VERSION } });
    applyPageHeaders(reload.headers, nonce, https, DEV);
    return reload;
  }
  const target = guardRedirect({
    pathname: nextUrl.pathname,
    search: nextUrl.search,
    hasUserToken: await hasCookie(COOKIES.userToken, req),
    hasManagerToken: await hasCookie(COOKIES.managerToken, req),
    narrow: isNarrowScreen({
      viewportWidth: await getCookie(COOKIES.viewportWidth, req),
      chUaMobile: headers.get('sec-ch-ua-mobile'),
      userAgent: headers.get('user-agent'),
    }),
  });
  if (target) {
    const redirect = NextResponse.redirect(new URL(target, request.url));
    applyPageHeaders(redirect.headers, nonce, https, DEV);
    return redirect;
  }

  // Every page gets a fresh nonce: Next reads it from the request's CSP header and puts it on its own
  // scripts, so an injected <script> cannot run. This makes every page render per request; the public
  // pages stay fast because their data comes from the server's data cache, not from each view.
  const forwarded = new Headers(headers);
  forwarded.delete(NONCE_HEADER);
  forwarded.delete(EXPLICIT_LANG_HEADER);
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set('content-security-policy', pageCsp(nonce, { dev: DEV }));
  let response: NextResponse;
  const missing = !isKnownPage(nextUrl.pathname);
  // /class?lang=zh: the Chinese page for everyone, crawlers included (lib/i18n/locale-path.ts); the
  // language it names is also kept for the visitor's next pages.
  const explicit = explicitLocale(nextUrl.searchParams);
  if (explicit) {
    forwarded.set(INTL_LOCALE_HEADER, explicit);
    forwarded.set(EXPLICIT_LANG_HEADER, '1');
    const internal = new URL(`/${explicit}${nextUrl.pathname === '/' ? '' : nextUrl.pathname}${nextUrl.search}`, request.url);
    response = NextResponse.rewrite(internal, { request: { headers: forwarded } });
    await setCookie(LOCALE_COOKIE, explicit, { res: response, path: '/', maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: 'lax' });
  } else {
    response = intl(new NextRequest(request, { headers: forwarded }));
  }
  // An address no page has: the catch-all draws the not-found page, answered 404 from here.
  if (missing && !response.headers.has('location')) response = new NextResponse(null, { status: 404, headers: response.headers });
  applyPageHeaders(response.headers, nonce, https, DEV);
  return response;
}

export const config = {
  // Like /api, the published certificate keys and status list (/.well-known) are documents, not pages.
  matcher: ['/((?!api|\\.well-known|_next|_vercel|.*\\..*).*)'],
};
