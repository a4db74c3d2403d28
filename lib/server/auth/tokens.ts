import { createHash, randomBytes } from 'node:crypto';
import type { Db } from '@/lib/server/db';
import type { IssuedToken } from '@/lib/contract/account';

export type Guard = 'api' | 'manage';

export const TOKEN_TTL_SECONDS: Record<Guard, number> = { api: 14 * 24 * 3600, manage: 12 * 3600 };

export type { IssuedToken };
export type ResolvedToken = { tokenId: number; subjectId: number };

export function tokenHash(raw: string): string {
  return createHash('sha256').update(raw).digest('hex');
}

/** Opaque bearer tokens: only their SHA-256 is stored, so a database leak yields no usable token. */
export async function issueToken(
  db: Db,
  input: { guard: Guard; subjectId: number; ip?: string | null; userAgent?: string | null; now?: Date },
): Promise<IssuedToken> {
  const now = input.now ?? new Date();
  const raw = randomBytes(32).toString('base64url');
  const ttl = TOKEN_TTL_SECONDS[input.guard];
  await db
    .insertInto('access_tokens')
    .values({
      token_hash: tokenHash(raw),
      guard: input.guard,
      subject_id: input.subjectId,
      expires_at: new Date(now.getTime() + ttl * 1000).toISOString(),
      revoked_at: null,
      last_used_at: null,
      ip: input.ip?.slice(0, 64) ?? null,
      user_agent: input.userAgent?.slice(0, 255) ?? null,
      created_at: now.toISOString(),
    })
    .execute();
  return { access_token: raw, token_type: 'Bearer', expires_in: ttl };
}

export async function revokeToken(db: Db, tokenId: number, now = new Date()): Promise<void> {
  await db.updateTable('access_tokens').set({ revoked_at: now.toISOString() }).where('id', '=', tokenId).execute();
}

/** Ends every other session of a subject, e.g. after a password change. */
export async function revokeOtherTokens(db: Db, guard: Guard, subjectId: number, keepTokenId: number | null, now = new Date()): Promise<void> {
  let query = db
    .updateTable('access_tokens')
    .set({ revoked_at: now.toISOString() })
    .where('guard', '=', guard)
    .where('subject_id', '=', subjectId)
    .where('revoked_at', 'is', null);
  if (keepTokenId !== null) query = query.where('id', '!=', keepTokenId);
  await query.execute();
}

export type PresentedToken = ResolvedToken & { guard: Guard; lastUsedAt: string | null; mustChangePassword: boolean };

/**
 * Resolves a live token of either guard; the caller decides which guard it accepts. The account's
 * one-time-password flag comes in the same query, so enforcing it costs no extra round trip.
 */
export async function resolvePresentedToken(db: Db, raw: string, now = new Date()): Promise<PresentedToken | null> {
  const row = await db
    .selectFrom('access_tokens')
    .leftJoin('users', (join) => join.onRef('users.id', '=', 'access_tokens.subject_id').on('access_tokens.guard', '=', 'api'))
    .leftJoin('managers', (join) => join.onRef('managers.id', '=', 'access_tokens.subject_id').on('access_tokens.guard', '=', 'manage'))
    .select([
      'access_tokens.id', 'access_tokens.subject_id', 'access_tokens.guard', 'access_tokens.last_used_at',
      'users.must_change_password as user_must_change', 'managers.must_change_password as manager_must_change',
    ])
    .where('access_tokens.token_hash', '=', tokenHash(raw))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now.toISOString())
    .executeTakeFirst();
  if (!row || (row.guard !== 'api' && row.guard !== 'manage')) return null;
  const flag = row.guard === 'api' ? row.user_must_change : row.manager_must_change;
  return { tokenId: row.id, subjectId: row.subject_id, guard: row.guard, lastUsedAt: row.last_used_at, mustChangePassword: Number(flag) === 1 };
}

const TOUCH_INTERVAL_MS = 60_000;

/** Records use at most once a minute, so a busy session does not write on every request. */
export async function touchToken(db: Db, token: PresentedToken, now = new Date()): Promise<void> {
  if (token.lastUsedAt && now.getTime() - Date.parse(token.lastUsedAt) < TOUCH_INTERVAL_MS) return;
  await db.updateTable('access_tokens').set({ last_used_at: now.toISOString() }).where('id', '=', token.tokenId).execute();
}
