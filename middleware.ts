import { type NextRequest, NextResponse } from 'next/server';
import createMiddleware from 'next-intl/middleware';
import { COOKIES } from './lib/auth/cookies';
import { guardRedirect, isNarrowScreen } from './lib/auth/guards';
import { routing } from './lib/i18n/routing';

// Locale without URL prefixes: next-intl rewrites /class to the hidden /zh/class segment from the
// `language` cookie (else Accept-Language, else en), so pages stay cacheable per locale.
const intl = createMiddleware(routing);

export default function middleware(request: NextRequest) {
  const { cookies, headers, nextUrl } = request;
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
  if (target) return NextResponse.redirect(new URL(target, request.url));
  return intl(request);
}

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
