import { readBrowserCookie, removeBrowserCookie } from '@/lib/cookies/browser';

/**
 * The readable marker beside an httpOnly session cookie (browser only). A module of its own, so the
 * header and class-page islands can ask without bringing the API client (lib/api/client.ts) into
 * every page's first load.
 */
export function hasSessionMarker(name: string): boolean {
  if (typeof document === 'undefined') return false;
  return readBrowserCookie(name) === '1';
}

/** Drops the marker once the session is gone (the proxy has already cleared the httpOnly cookies). */
export function clearSessionMarker(name: string): void {
  if (typeof document === 'undefined') return;
  removeBrowserCookie(name);
}
