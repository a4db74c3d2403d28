import createMiddleware from 'next-intl/middleware';
import { routing } from './lib/i18n/routing';

// Locale without URL prefixes: next-intl rewrites /class to the hidden /zh/class segment from the
// `language` cookie (else Accept-Language, else en), so pages stay cacheable per locale.
export default createMiddleware(routing);

export const config = {
  matcher: ['/((?!api|_next|_vercel|.*\\..*).*)'],
};
