// Route guards of SPEC.md §2, as pure functions: the edge middleware calls them, tests check them.

/** Front paths open without a user token, exactly as SPEC.md §2 lists them. */
export const FRONT_WHITELIST: readonly string[] = [
  '/', '/aboutUs', '/user/login', '/introduce', '/club', '/user/reg', '/contact', '/trainingRegistration',
  '/occupation', '/class', '/class/info', '/news', '/enroll', '/cerQuery', '/user/smslogin', '/detail',
  '/talent', '/talentInfo', '/examiner', '/teacher', '/examinerInfo', '/teacherInfo',
];

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

/** Where to send the request instead, or null to let it through. */
export function guardRedirect({ pathname, search, hasUserToken, hasManagerToken, narrow }: GuardInput): string | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fullPath = `${pathname}${search}`;
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
