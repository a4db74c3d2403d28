import { SESSION_COOKIES } from '@/lib/auth/cookies';

export type Fetcher = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Signs a learner in and returns the headers that carry the session afterwards. Through the Next
 * proxy (what the soak drives when a build exists) the token never appears in the body: the proxy
 * sets it as httpOnly cookies, so the client sends those back like a browser. The bare API answers
 * with access_token, which goes in an authorization header. Null when the sign-in failed or
 * yielded no session, so the caller never sends "Bearer undefined".
 */
export async function learnerSession(
  fetcher: Fetcher, origin: string, credentials: { username: string; password: string }, headers: Record<string, string> = {},
): Promise<Record<string, string> | null> {
  const response = await fetcher(`${origin}/api/v1/authorizations`, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json', origin },
    body: JSON.stringify({ ...credentials, guard: 'api' }),
  });
  if (response.status !== 201) return null;
  const cookie = sessionCookieHeader(response.headers.getSetCookie(), 'user');
  if (cookie) return { cookie };
  const body = (await response.json().catch(() => null)) as { access_token?: unknown; token_type?: unknown } | null;
  if (typeof body?.access_token !== 'string' || !body.access_token) return null;
  return { authorization: `${typeof body.token_type === 'string' ? body.token_type : 'Bearer'} ${body.access_token}` };
}

/** The Cookie header a browser would send back for a session's Set-Cookie lines, or null without a token. */
export function sessionCookieHeader(setCookies: string[], guard: keyof typeof SESSION_COOKIES): string | null {
  const names = SESSION_COOKIES[guard];
  const pairs = setCookies.map((line) => line.split(';')[0].trim()).filter((pair) => [names.token, names.type].includes(pair.split('=')[0]));
  const token = pairs.find((pair) => pair.startsWith(`${names.token}=`))?.slice(names.token.length + 1);
  return token ? pairs.join('; ') : null;
}
