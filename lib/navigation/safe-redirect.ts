// The one check for every user-supplied return address (?redirect= on the sign-in pages, the
// back-office tab refresh). Edge-safe and pure: no window, so middleware, pages and tests share it.

export const MANAGE_HOME = '/manage';

export type RedirectArea = 'front' | 'manage';

// Any origin with a special scheme resolves relative values exactly as the site's own would; the
// answer is a path, so the origin itself never leaves this module.
const SITE = 'https://site.invalid';
const LOGIN_PAGES = new Set(['/user/login', '/user/smslogin', '/user/reg', '/manage/login']);

function decodedPath(pathname: string): string | null {
  try {
    return decodeURIComponent(pathname).replace(/\/+$/, '') || '/';
  } catch {
    return null;
  }
}

/**
 * The path+query+hash to go to, or null. The value is resolved the way a browser would (which
 * drops tabs and newlines and reads `\` as `/`), and accepted only if the origin stays the site's;
 * never a sign-in page, and for the back-office only a page under /manage.
 */
export function safeRedirect(value: string | null | undefined, area: RedirectArea): string | null {
  if (!value || !value.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, SITE);
  } catch {
    return null;
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return null;
  const path = decodedPath(url.pathname);
  if (path === null || LOGIN_PAGES.has(path)) return null;
  if (area === 'manage' && path !== MANAGE_HOME && !path.startsWith(`${MANAGE_HOME}/`)) return null;
  const target = `${url.pathname}${url.search}${url.hash}`;
  // What the browser will do with the answer is checked too, not only what was asked for.
  return new URL(target, SITE).origin === SITE ? target : null;
}

/** The back-office landing after sign-in: the asked-for page when it is safe, else the home page. */
export function manageRedirect(value: string | null | undefined): string {
  return safeRedirect(value, 'manage') ?? MANAGE_HOME;
}
