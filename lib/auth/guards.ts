// Route guards of SPEC.md §2, as pure functions: the edge middleware calls them, tests check them.

import { ANONYMOUS_PATHS } from '@/lib/navigation/routes';
import { safeRedirect } from '@/lib/navigation/safe-redirect';

/** Front paths open without a user token, exactly as SPEC.md §2 lists them (the route table's public pages). */
export const FRONT_WHITELIST: readonly string[] = ANONYMOUS_PATHS;

/** SPEC.md §9: the front site's narrow-screen threshold. */
export const NARROW_SCREEN_MAX = 768;

export type UrlType = 'manage' | 'front';

/** `/redirect/manage/…` refreshes a back-office tab (SPEC.md §2), so it needs the manager session too. */
export function urlType(pathname: string): UrlType {
  const path = pathname.startsWith('/redirect/') ? pathname.slice('/redirect'.length) : pathname;
  return path === '/manage' || path.startsWith('/manage/') ? 'manage' : 'front';
}

export type GuardInput = {
  pathname: string;
  search: string;
  hasUserToken: boolean;
  hasManagerToken: boolean;
  /** Whether the visitor's screen is narrower than 769 px, as far as the request tells. */
  narrow: boolean;
};

function withRedirect(target: string, fullPath: string): string {
  return `${target}?${new URLSearchParams({ redirect: fullPath }).toString()}`;
}

const REDIRECT_PREFIX = '/redirect';

/**
 * SPEC.md's `/redirect/{path}` for a front path: straight to the page it names (checked like every
 * return address, else the home page), through that page's own guard in the same answer.
 */
function frontRedirect(input: GuardInput, fullPath: string): string {
  const target = safeRedirect(fullPath.slice(REDIRECT_PREFIX.length), 'front') ?? '/';
  const url = new URL(target, 'https://site.invalid');
  return guardRedirect({ ...input, pathname: url.pathname, search: url.search }) ?? target;
}

/** Where to send the request instead, or null to let it through. */
export function guardRedirect(input: GuardInput): string | null {
  const { pathname, search, hasUserToken, hasManagerToken, narrow } = input;
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fullPath = `${pathname}${search}`;
  if (pathname.startsWith(`${REDIRECT_PREFIX}/`) && urlType(pathname) === 'front') return frontRedirect(input, fullPath);
  if (urlType(path) === 'manage') {
    if (path === '/manage/login') return hasManagerToken ? '/manage' : null;
    return hasManagerToken ? null : withRedirect('/manage/login', fullPath);
  }
  if (path === '/user/login' && hasUserToken) return narrow ? '/user/center' : '/user/info';
  if (hasUserToken || FRONT_WHITELIST.includes(path)) return null;
  return withRedirect('/user/login', fullPath);
}

const MOBILE_UA = /Mobi|Android|iPhone|iPod|iPad|HarmonyOS|Windows Phone/i;

/**
 * The first request carries no measured width, so it is judged from what every request has: the
 * `viewport_width` cookie once the page has set it, else the Sec-CH-UA-Mobile client hint that
 * Chromium browsers send by default, else the user agent.
 */
export function isNarrowScreen(headers: { viewportWidth?: string; chUaMobile?: string | null; userAgent?: string | null }): boolean {
  const width = Number(headers.viewportWidth);
  if (headers.viewportWidth && Number.isFinite(width) && width > 0) return width <= NARROW_SCREEN_MAX;
  if (headers.chUaMobile) return headers.chUaMobile.trim() === '?1';
  return MOBILE_UA.test(headers.userAgent ?? '');
}
