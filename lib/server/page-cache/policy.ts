import { parse as parseCookies } from 'cookie';
import { COOKIES } from '@/lib/auth/cookies';
import { CACHED_PAGES } from '@/lib/navigation/routes';
import { knownCityCode } from '@/lib/server/city-codes';

/**
 * Which page views the page cache may answer, and under what key. Only anonymous GETs of the public
 * pages the route table marks cached (lib/navigation/routes.ts), never a client-side navigation (RSC),
 * a server action or a signed-in visitor: what they see depends on more than the URL, the language and
 * the city. Only pages open to anonymous visitors: for the rest the middleware's answer is a sign-in
 * redirect that must carry the whole address asked for (/help?from=walk).
 *
 * Each page's key holds only the query parameters it reads, sorted, and Next renders the page for that
 * URL alone, so a parameter the page does not read neither makes a new copy nor ends up in one.
 */
export const CACHEABLE_PAGES: ReadonlySet<string> = new Set(CACHED_PAGES.keys());

const ROUTER_HEADERS = ['rsc', 'next-router-state-tree', 'next-router-prefetch', 'next-router-segment-prefetch', 'next-action'];
const SESSION_COOKIES: string[] = [COOKIES.userToken, COOKIES.managerToken, COOKIES.userSession, COOKIES.managerSession];

export type PageRequest = { method?: string; url?: string; headers: Record<string, string | string[] | undefined> };

function header(request: PageRequest, name: string): string {
  const value = request.headers[name];
  return Array.isArray(value) ? value.join(',') : (value ?? '');
}

/** The page's path with only the parameters it reads, sorted (a repeated one keeps its order). */
export function canonicalPageUrl(url: string): string {
  const parsed = new URL(url, 'http://page.cache');
  const known = CACHED_PAGES.get(parsed.pathname)?.params ?? [];
  const params = [...parsed.searchParams].filter(([name]) => known.includes(name));
  params.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return params.length ? `${parsed.pathname}?${new URLSearchParams(params).toString()}` : parsed.pathname;
}

/** The cache key of a page view, or null when the view must be rendered for this request alone. */
export function pageCacheKey(request: PageRequest): string | null {
  if (request.method !== 'GET' || !request.url) return null;
  if (ROUTER_HEADERS.some((name) => request.headers[name] !== undefined)) return null;
  const url = new URL(request.url, 'http://page.cache');
  // ?lang= names the language itself (lib/i18n/locale-path.ts): not in the key below, so never kept.
  if (!CACHEABLE_PAGES.has(url.pathname) || url.searchParams.has('_rsc') || url.searchParams.has('lang')) return null;
  const canonical = canonicalPageUrl(request.url);
  // Certificate lookups are answered fresh: each view must count against the API's per-address limit.
  if (canonical !== url.pathname && CACHED_PAGES.get(url.pathname)?.queryNeverCached) return null;
  const cookies = parseCookies(header(request, 'cookie'));
  if (SESSION_COOKIES.some((name) => cookies[name] !== undefined)) return null;
  const language = cookies[COOKIES.language] ?? '';
  // Not the Host header: a client chooses it, and pages are drawn for the configured site (SITE_URL)
  // whatever it says. The protocol is the one client-address.ts settled from the socket or a trusted proxy.
  return [
    header(request, 'x-forwarded-proto'),
    canonical,
    `language=${language}`,
    // The language comes from the browser's preferences only while no cookie has chosen one.
    language ? '' : `accept-language=${header(request, 'accept-language')}`,
    `city=${knownCityCode(cookies[COOKIES.cityCode]) ?? ''}`,
  ].join('\n');
}

/**
 * The Cookie header without a cityCode that names none of the province's cities: the page is then
 * drawn for the default city its key says (pageCacheKey), not for the junk. Unchanged when it names one.
 */
export function withKnownCity(cookieHeader: string | undefined): string | undefined {
  if (!cookieHeader) return cookieHeader;
  const city = parseCookies(cookieHeader)[COOKIES.cityCode];
  if (city === undefined || knownCityCode(city)) return cookieHeader;
  const kept = cookieHeader.split(';').filter((pair) => pair.split('=')[0]?.trim() !== COOKIES.cityCode);
  return kept.map((pair) => pair.trim()).join('; ');
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
