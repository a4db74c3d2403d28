import { NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { COOKIES } from './lib/auth/cookies';
import { guardRedirect, isNarrowScreen } from './lib/auth/guards';
import { routing } from './lib/i18n/routing';
import { applyPageHeaders, createNonce, isHttpsRequest, NONCE_HEADER, pageCsp } from './lib/security/headers';

// Locale without URL prefixes: next-intl rewrites /class to the hidden /zh/class segment from the
// `language` cookie (else Accept-Language, else en).
const intl = createMiddleware(routing);
const DEV = process.env.NODE_ENV === 'development';

export default function middleware(request: NextRequest) {
  const { cookies, headers, nextUrl } = request;
  const https = isHttpsRequest(headers, nextUrl.protocol);
  const nonce = createNonce();
  const target = guardRedirect({
    pathname: nextUrl.pathname,
    search: nextUrl.search,
    hasUserToken: cookies.has(COOKIES.userToken),
    hasManagerToken: cookies.has(COOKIES.managerToken),
    narrow: isNarrowScreen({
      viewportWidth: cookies.get(COOKIES.viewportWidth)?.value,
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
  forwarded.set(NONCE_HEADER, nonce);
  forwarded.set('content-security-policy', pageCsp(nonce, { dev: DEV }));
  const response = intl(new NextRequest(request, { headers: forwarded }));
  applyPageHeaders(response.headers, nonce, https, DEV);
  return response;
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
