import 'server-only';
import { cookies } from 'next/headers';
import { getCookie, getCookies } from 'cookies-next/server';

// The request's cookies in server components and route handlers, through cookies-next's App Router
// form (the `cookies` function of next/headers), which holds on Next 15 and 16.

export async function requestCookie(name: string): Promise<string | undefined> {
  return (await getCookie(name, { cookies })) ?? undefined;
}

export async function requestCookies(): Promise<Partial<Record<string, string>>> {
  return getCookies({ cookies });
}
