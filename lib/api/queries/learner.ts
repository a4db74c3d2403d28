import 'server-only';
import { cache } from 'react';
import { COOKIES } from '@/lib/auth/cookies';
import { requestCookies } from '@/lib/cookies/server';
import { USER_KEY, type Learner } from '@/lib/api/session';
import { api } from '@/lib/api/server';

// The learner pages read their first data on the server, from the session cookie the request carries,
// so the first paint shows it; the browser asks again only after a change (SWR's mutate). A read that
// fails (an expired session, a slow API) leaves the key out and the page's island fetches it as before.

/** The learner's authorization from the httpOnly session cookies, read once per request. */
export const learnerAuthorization = cache(async (): Promise<string | undefined> => {
  const jar = await requestCookies();
  const token = jar[COOKIES.userToken];
  return token ? `${jar[COOKIES.userTokenType] || 'Bearer'} ${token}` : undefined;
});

/** GET an API path as the signed-in learner: its body, or undefined (signed out, or the read failed). */
export const learnerRead = cache(async <T,>(path: string): Promise<T | undefined> => {
  const authorization = await learnerAuthorization();
  if (!authorization) return undefined;
  try {
    return await api<T>(path, { authorization });
  } catch {
    return undefined;
  }
});

/** The signed-in learner (GET /user, the same read as the browser's useLearner), once per request. */
export const currentLearner = cache(async (): Promise<Learner | undefined> => (await learnerRead<{ data?: Learner | null }>(USER_KEY))?.data ?? undefined);

/** SWR's fallback for the keys a page's islands read: each key the server could read, with its body. */
export async function learnerFallback(reads: Record<string, Promise<unknown>>): Promise<Record<string, unknown>> {
  const entries = await Promise.all(Object.entries(reads).map(async ([key, read]) => [key, await read] as const));
  return Object.fromEntries(entries.filter(([, value]) => value !== undefined));
}
