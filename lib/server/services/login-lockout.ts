import type { Db } from '@/lib/server/db';
import type { Guard } from '@/lib/server/auth/tokens';

// The rule: 5 counted failures for the same (guard, username) within 15 minutes lock that name
// for 15 minutes from the fifth failure. Attempts refused because of the lock are logged but not
// counted, so the lock does not extend itself. A success (only possible while unlocked) or an
// 'unlocked' row written by an administrator clears the failures before it. The state is derived
// from login_logs, so every API instance sees the same answer.

export const LOCKOUT_THRESHOLD = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;
export const LOCKED_MESSAGE = '登录失败次数过多，账号已锁定，请 15 分钟后再试。';

export const COUNTED_FAILURES = ['unknown_user', 'bad_password'] as const;

export type LockStatus = { locked: false } | { locked: true; until: Date };

export async function lockStatus(db: Db, guard: Guard, username: string, now: Date): Promise<LockStatus> {
  // Anything older than window + duration cannot lock now.
  const since = new Date(now.getTime() - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS).toISOString();
  const rows = await db
    .selectFrom('login_logs')
    .select(['success', 'reason', 'created_at'])
    .where('guard', '=', guard)
    .where('username', '=', username.slice(0, 50))
    .where('created_at', '>', since)
    .where('created_at', '<=', now.toISOString())
    .orderBy('created_at')
    .orderBy('id')
    .execute();
  let failures: number[] = [];
  let lockedUntil = 0;
  for (const row of rows) {
    const at = Date.parse(row.created_at);
    if (row.reason === 'unlocked') {
      lockedUntil = 0;
      failures = [];
      continue;
    }
    if (row.success === 1) {
      if (at >= lockedUntil) failures = [];
      continue;
    }
    if (!(COUNTED_FAILURES as readonly string[]).includes(row.reason ?? '') || at < lockedUntil) continue;
    failures = failures.filter((t) => at - t < LOCKOUT_WINDOW_MS);
    failures.push(at);
    if (failures.length >= LOCKOUT_THRESHOLD) {
      lockedUntil = at + LOCKOUT_DURATION_MS;
      failures = [];
    }
  }
  return lockedUntil > now.getTime() ? { locked: true, until: new Date(lockedUntil) } : { locked: false };
}

export type LoginAttempt = {
  guard: Guard;
  username: string;
  subjectId: number | null;
  success: boolean;
  reason: string;
  ip: string | null;
  userAgent: string | null;
  now: Date;
};

export async function recordLoginAttempt(db: Db, a: LoginAttempt): Promise<void> {
  await db
    .insertInto('login_logs')
    .values({
      guard: a.guard, username: a.username.slice(0, 50), subject_id: a.subjectId, success: a.success ? 1 : 0,
      reason: a.reason, ip: a.ip, user_agent: a.userAgent, created_at: a.now.toISOString(),
    })
    .execute();
}

/** For a future back-office action: clears the failures so far, which ends a lock at once. */
export async function unlockLogin(db: Db, guard: Guard, username: string, now: Date): Promise<void> {
  await recordLoginAttempt(db, { guard, username, subjectId: null, success: false, reason: 'unlocked', ip: null, userAgent: null, now });
}
