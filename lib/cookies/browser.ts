import { getCookie, setCookie } from 'cookies-next/client';

// Every cookie the page itself writes or reads (browser only), through cookies-next: the whole site,
// Lax, a year unless told otherwise. The session tokens are httpOnly and never pass through here.

export const YEAR_SECONDS = 31536000;

export function readBrowserCookie(name: string): string | undefined {
  return getCookie(name) ?? undefined;
}

export function writeBrowserCookie(name: string, value: string, maxAge: number = YEAR_SECONDS): void {
  setCookie(name, value, { path: '/', maxAge, sameSite: 'lax' });
}

export function removeBrowserCookie(name: string): void {
  setCookie(name, '', { path: '/', maxAge: 0, sameSite: 'lax' });
}
