/** The seed's demo learner who has passed real-name verification (DEMO_LEARNERS in lib/server/db/seed/learners.ts). */
export const DEMO_LEARNER_PHONE = '13900000001';

/** The Cookie header a browser would send back after these Set-Cookie lines (cleared ones left out). */
export function browserCookies(setCookies: string[]): string {
  return setCookies
    .map((line) => line.split(';')[0].trim())
    .filter((pair) => pair.includes('=') && pair.slice(pair.indexOf('=') + 1) !== '')
    .join('; ');
}

/**
 * Signs the learner in through the site's own proxy, as the front's login form does (POST
 * /api/v1/authorizations, the session set as cookies), and checks the session reads GET /api/v1/user.
 */
export async function learnerCookie(origin: string, username: string, password: string): Promise<string> {
  const login = () =>
    fetch(`${origin}/api/v1/authorizations`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin },
      body: JSON.stringify({ username, password, guard: 'api' }),
    });
  // A POST is not retried by fetch itself: after minutes of Lighthouse a pooled connection may have been closed.
  const response = await login().catch(login);
  if (response.status !== 201) throw new Error(`signing in as ${username} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
  const cookie = browserCookies(response.headers.getSetCookie());
  if (!cookie) throw new Error(`signing in as ${username} set no session cookie`);
  const user = await fetch(`${origin}/api/v1/user`, { headers: { cookie } });
  const body = (await user.json().catch(() => null)) as { data?: { id?: number } | null } | null;
  if (!user.ok || typeof body?.data?.id !== 'number') throw new Error(`the session of ${username} does not read GET /api/v1/user (${user.status})`);
  return cookie;
}

/** Ends the session the measurement used, so its token does not outlive the run. */
export async function signOut(origin: string, cookie: string): Promise<void> {
  await fetch(`${origin}/api/v1/authorizations/current`, { method: 'DELETE', headers: { cookie, origin } }).catch(() => undefined);
}
