import { parse as parseCookies } from 'cookie';
import { COOKIES } from '@/lib/auth/cookies';

/**
 * Which page views the page cache may answer, and under what key. Only anonymous GETs of the public
 * routes below, never a client-side navigation (RSC), a server action or a signed-in visitor: what
 * they see depends on more than the URL, the language and the city.
 */
export const CACHEABLE_PAGES = new Set([
  '/',
  '/news',
  '/detail',
  '/class',
  '/class/info',
  '/enroll',
  '/occupation',
  '/talent',
  '/talentInfo',
  '/teacher',
  '/teacherInfo',
  '/examiner',
  '/examinerInfo',
  '/cerQuery',
  '/trainingRegistration',
  '/aboutUs',
  '/contact',
  '/introduce',
  '/club',
  '/help',
  '/moxibustion',
  '/moxibustion/enrollLists',
  '/moxibustion/enrollInfo',
  '/moxibustion/certificateSearch',
  '/moxibustion/certificateInfo',
]);

/** Searches by a person's name and ID number are answered fresh, so they are never kept in memory. */
const QUERY_NEVER_CACHED = new Set(['/cerQuery', '/moxibustion/certificateSearch']);

const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
const SESSION_COOKIES: string[] = [COOKIES.userToken, COOKIES.managerToken, COOKIES.userSession, COOKIES.managerSession];

export type PageRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

function header(request: PageRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** The cache key of a page view, or null when the view must be rendered for this request alone. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = new URL(request.url, 'http://page.cache');
  if (!CACHEABLE_PAGES.has(url.pathname) || url.searchParams.has('_rsc')) return null;
  if (url.search && QUERY_NEVER_CACHED.has(url.pathname)) return null;
  const cookies = parseCookies(header(request, 'cookie'));
  if (SESSION_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  const language = cookies[COOKIES.language] ?? '';
  return [
    header(request, 'host'),
    header(request, 'x-forwarded-proto'),
    url.pathname + url.search,
    `language=${language}`,
    // The language comes from the browser's preferences only while no cookie has chosen one.
    language ? '' : `accept-language=${header(request, 'accept-language')}`,
    `city=${cookies[COOKIES.cityCode] ?? ''}`,
  ].join('\n');
}

/** The nonce Next put on its scripts, read from the response's CSP. */
export function nonceOf(csp: string | undefined): string | null {
  return csp?.match(/'nonce-([A-Za-z0-9+/=_-]+)'/)?.[1] ?? null;
}

/**
 * Whether a page that sets these cookies may be kept. Only the language cookie qualifies: the
 * middleware sets it from the browser's languages, which are part of the key, so every visitor the
 * copy answers would have been given the same cookie.
 */
export function keepsWithCookies(setCookie: string | number | string[] | undefined): boolean {
  if (setCookie === undefined) return true;
  const cookies = Array.isArray(setCookie) ? setCookie : [String(setCookie)];
  return cookies.every((cookie) => cookie.startsWith(`${COOKIES.language}=`));
}
