import type { Context, MiddlewareHandler } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { resolvePresentedToken, touchToken, type Guard } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { ApiEnv } from './router';

/** `authorization: <token_type> <token>`; Bearer is the only type we issue. */
export function presentedToken(c: Context): string | null {
  return bearerToken(c.req.header('authorization'));
}

function bearerToken(authorization: string | null | undefined): string | null {
  const header = authorization?.trim();
  if (!header) return null;
  const [type, token, extra] = header.split(/\s+/);
  if (extra !== undefined || !token || type.toLowerCase() !== 'bearer') return null;
  return token;
}

/**
 * Whether an Authorization header names a session that is alive (the response cache serves everyone
 * else the anonymous answer). A database that cannot answer counts as alive: the read then goes
 * through the route, which reports the outage.
 */
export async function isLiveSession(db: () => Promise<Db> | Db, authorization: string): Promise<boolean> {
  const raw = bearerToken(authorization);
  if (!raw) return false;
  try {
    const handle = await db();
    return Boolean(await resolvePresentedToken(handle, raw, appContext(handle).now()));
  } catch {
    return true;
  }
}

/**
 * The caller's address, for limits and logs: X-Forwarded-For as the server in front of the API wrote
 * it. The Next proxy and `npm run api` replace whatever the client sent with the one address they
 * resolved from their socket and TRUSTED_PROXY_HOPS (lib/server/client-address.ts); the right-most
 * entry is read so that a chain written by hand (tests) still yields its last proxy's view.
 */
export function clientIp(c: Context): string | null {
  const entry = c.req.header('x-forwarded-for')?.split(',').at(-1)?.trim();
  return entry ? entry.slice(0, 64) : null;
}

export function userAgent(c: Context): string | null {
  return c.req.header('user-agent')?.slice(0, 255) ?? null;
}

/**
 * What a session with a one-time password (a new manager's, or after a reset) may still call:
 * replacing the password, signing out, and reading its own account, menus and settings, so the
 * UI can load and send the owner to the password page. Paths are relative to /api/v1.
 */
const OPEN_BEFORE_PASSWORD_CHANGE: ReadonlyArray<readonly [string, RegExp]> = [
  ['PATCH', /^\/user\/password-change$/],
  ['DELETE', /^\/authorizations\/current$/],
  ['GET', /^\/user$/],
  ['GET', /^\/user\/(info|navbars|sidebars|settings|routes\/check|menu-search)$/],
  ['GET', /^\/permissions$/],
];

function openBeforePasswordChange(method: string, path: string): boolean {
  const local = path.replace(/^\/api\/v1(?=\/)/, '').replace(/\/+$/, '') || '/';
  return OPEN_BEFORE_PASSWORD_CHANGE.some(([m, pattern]) => (m === method || (m === 'GET' && method === 'HEAD')) && pattern.test(local));
}

function authenticate(accepted: readonly Guard[]): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    const raw = presentedToken(c);
    if (!raw) throw new AppError('unauthenticated');
    const db = await c.var.db();
    const now = appContext(db).now();
    const token = await resolvePresentedToken(db, raw, now);
    if (!token || !accepted.includes(token.guard)) throw new AppError('unauthenticated');
    if (token.mustChangePassword && !openBeforePasswordChange(c.req.method, c.req.path)) throw new AppError('password_change_required');
    await touchToken(db, token, now);
    c.set('guard', token.guard);
    c.set('tokenId', token.tokenId);
    if (token.guard === 'api') c.set('userId', token.subjectId);
    else c.set('managerId', token.subjectId);
    await next();
  };
}

export const requireUser = () => authenticate(['api']);
export const requireManager = () => authenticate(['manage']);
/** Either session; the handler branches on c.var.guard. */
export const requireToken = () => authenticate(['api', 'manage']);
