import { createHash } from 'node:crypto';
import { sql } from 'kysely';
import type { Db } from '@/lib/server/db';
import type { Guard } from '@/lib/server/auth/tokens';

// The rule: 5 failed sign-ins to one account from one address within 15 minutes lock that account
// for that address only, for 15 minutes from the fifth failure; other addresses can still sign in.
// 50 failures to one account from all addresses together within 15 minutes lock it for 15 minutes
// for every address except those it signed in from successfully in the last 30 days. Unknown names
// are counted the same way, so a lock does not reveal whether an account exists. Refused attempts
// are not counted, so a lock does not extend itself; a success clears its address's failures.
//
// Each attempt takes a slot with one conditional UPDATE before the password is checked, so a
// concurrent burst checks at most as many passwords as there are slots (SQLite's single writer,
// PostgreSQL's row lock), on every instance alike.

export const ADDRESS_THRESHOLD = 5;
export const ACCOUNT_THRESHOLD = 50;
export const LOCKOUT_WINDOW_MS = 15 * 60_000;
export const LOCKOUT_DURATION_MS = 15 * 60_000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 3600_000;
export const LOCKED_MESSAGE = '登录失败次数过多，账号已锁定，请 15 分钟后再试。';

/** The address key of the account-wide counter. */
const ALL_ADDRESSES = '*';

/** The name is hashed: it may be a password typed into the wrong box. */
export function accountKey(guard: Guard, username: string): string {
  return createHash('sha256').update(`${guard}\n${username.slice(0, 50)}`).digest('hex');
}

const addressKey = (address: string | null) => (address ?? 'unknown').slice(0, 64);

type Counter = { guard: Guard; account: string; address: string; threshold: number };
const byKey = (db: Db, c: Counter) =>
  db.updateTable('login_lockouts').where('guard', '=', c.guard).where('account', '=', c.account).where('address', '=', c.address);

/** Takes one attempt slot; false when the counter is locked or its slots in this window are taken. */
async function take(db: Db, c: Counter, now: Date): Promise<boolean> {
  const stamp = now.toISOString();
  const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
  await db
    .insertInto('login_lockouts')
    .values({ guard: c.guard, account: c.account, address: c.address, failures: 0, window_start: stamp, locked_until: null })
    .onConflict((oc) => oc.columns(['guard', 'account', 'address']).doNothing())
    .execute();
  const expired = sql<boolean>`window_start <= ${windowStart}`;
  const result = await byKey(db, c)
    .set({
      failures: sql<number>`case when ${expired} then 1 else failures + 1 end`,
      window_start: sql<string>`case when ${expired} then ${stamp} else window_start end`,
      locked_until: null,
    })
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', stamp)]))
    .where((eb) => eb.or([eb('window_start', '<=', windowStart), eb('failures', '<', c.threshold)]))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Gives back a slot taken for an attempt that did not fail. */
const giveBack = (db: Db, c: Counter) => byKey(db, c).set({ failures: sql<number>`case when failures > 0 then failures - 1 else 0 end` }).execute();

/** The failure that fills the last slot locks the counter. */
const lockIfFull = (db: Db, c: Counter, now: Date) =>
  byKey(db, c)
    .set({ locked_until: new Date(now.getTime() + LOCKOUT_DURATION_MS).toISOString() })
    .where('failures', '>=', c.threshold)
    .where('locked_until', 'is', null)
    .execute();

/** Whether this account signed in successfully from this address lately (the account-wide lock spares it). */
async function knownAddress(db: Db, guard: Guard, username: string, address: string | null, now: Date): Promise<boolean> {
  if (!address) return false;
  const row = await db
    .selectFrom('login_logs')
    .select('id')
    .where('guard', '=', guard)
    .where('username', '=', username.slice(0, 50))
    .where('ip', '=', address)
    .where('success', '=', 1)
    .where('created_at', '>', new Date(now.getTime() - KNOWN_ADDRESS_MS).toISOString())
    .executeTakeFirst();
  return Boolean(row);
}

export type AttemptGate = { failed: () => Promise<void>; succeeded: () => Promise<void> };

/**
 * Admits one password check for (guard, username) from address, or null when the account is locked
 * for this address. The caller reports how the check went: a failure may lock, a success frees.
 */
export async function admitAttempt(db: Db, guard: Guard, username: string, address: string | null, now: Date): Promise<AttemptGate | null> {
  const account = accountKey(guard, username);
  const here: Counter = { guard, account, address: addressKey(address), threshold: ADDRESS_THRESHOLD };
  const everywhere: Counter = { guard, account, address: ALL_ADDRESSES, threshold: ACCOUNT_THRESHOLD };
  const counters = (await knownAddress(db, guard, username, address, now)) ? [here] : [here, everywhere];
  const taken: Counter[] = [];
  for (const counter of counters) {
    if (!(await take(db, counter, now))) {
      for (const t of taken) await giveBack(db, t);
      return null;
    }
    taken.push(counter);
  }
  return {
    async failed() {
      for (const c of taken) await lockIfFull(db, c, now);
      await forgetStale(db, now);
    },
    async succeeded() {
      await byKey(db, here).set({ failures: 0, locked_until: null }).execute();
      if (taken.includes(everywhere)) await giveBack(db, everywhere);
    },
  };
}

/** Counters whose window and lock have both ended say nothing any more (and hold hashed names). */
async function forgetStale(db: Db, now: Date): Promise<void> {
  const stamp = now.toISOString();
  await db
    .deleteFrom('login_lockouts')
    .where('window_start', '<=', new Date(now.getTime() - LOCKOUT_WINDOW_MS - LOCKOUT_DURATION_MS).toISOString())
    .where((eb) => eb.or([eb('locked_until', 'is', null), eb('locked_until', '<=', stamp)]))
    .execute();
}

export type LockStatus = { locked: false } | { locked: true; until: Date };

/**
 * Whether the account is locked for an address (or, without one, for any address): by the
 * account-wide counter or by that address's own.
 */
export async function lockStatus(db: Db, guard: Guard, username: string, now: Date, address?: string | null): Promise<LockStatus> {
  let query = db
    .selectFrom('login_lockouts')
    .select('locked_until')
    .where('guard', '=', guard)
    .where('account', '=', accountKey(guard, username))
    .where('locked_until', '>', now.toISOString());
  if (address !== undefined) query = query.where('address', 'in', [ALL_ADDRESSES, addressKey(address)]);
  const until = (await query.execute()).map((r) => r.locked_until!).sort().at(-1);
  return until ? { locked: true, until: new Date(until) } : { locked: false };
}

/** Ends every lock of the account and forgets its failures, from every address. */
export async function unlockLogin(db: Db, guard: Guard, username: string): Promise<void> {
  await db.deleteFrom('login_lockouts').where('guard', '=', guard).where('account', '=', accountKey(guard, username)).execute();
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

/**
 * What the log keeps of a name that names no account: it may be a password typed into the wrong
 * box, so only its first and last character, with at most six asterisks between.
 */
export function maskUsername(username: string): string {
  const chars = Array.from(username);
  if (chars.length <= 2) return '*'.repeat(chars.length);
  return `${chars[0]}${'*'.repeat(Math.min(chars.length - 2, 6))}${chars.at(-1)}`;
}

/** subjectId null means the name names no account: it is stored masked. */
export async function recordLoginAttempt(db: Db, a: LoginAttempt): Promise<void> {
  const username = a.subjectId === null && a.reason !== 'unlocked' ? maskUsername(a.username) : a.username;
  await db
    .insertInto('login_logs')
    .values({
      guard: a.guard, username: username.slice(0, 50), subject_id: a.subjectId, success: a.success ? 1 : 0,
      reason: a.reason, ip: a.ip, user_agent: a.userAgent, created_at: a.now.toISOString(),
    })
    .execute();
}
