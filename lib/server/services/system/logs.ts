import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import type { Guard } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { contains } from '../query';
import { maskPhone } from '../learners';
import { AppError } from '@/lib/server/domain/errors';
import { lockStatus, recordLoginAttempt, unlockLogin } from '../login-lockout';
import { assertOutranks } from './privileges';

const count = (n: { n: string | number }) => Number(n.n);
const endOfDay = (date: string) => `${date}T23:59:59.999Z`;

export type OperationLogFilters = { keyword?: string; module?: string; method?: string; from?: string; to?: string };

export async function listOperationLogs(db: Db, f: OperationLogFilters, page: PageRequest) {
  let query = db.selectFrom('operation_logs').leftJoin('managers', 'managers.id', 'operation_logs.manager_id');
  if (f.keyword) {
    const k = f.keyword;
    query = query.where((eb) => eb.or([contains('managers.username', k), contains('managers.name', k), contains('operation_logs.path', k)]));
  }
  if (f.module) query = query.where('operation_logs.module', '=', f.module);
  if (f.method) query = query.where('operation_logs.method', '=', f.method);
  if (f.from) query = query.where('operation_logs.created_at', '>=', f.from);
  if (f.to) query = query.where('operation_logs.created_at', '<=', endOfDay(f.to));
  const total = count(await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow());
  const data = await query
    .select([
      'operation_logs.id', 'operation_logs.manager_id', 'managers.username', 'managers.name as manager_name', 'operation_logs.module',
      'operation_logs.action', 'operation_logs.method', 'operation_logs.path', 'operation_logs.params', 'operation_logs.status_code',
      'operation_logs.duration_ms', 'operation_logs.ip', 'operation_logs.created_at',
    ])
    .orderBy('operation_logs.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute();
  return { total, data };
}

export type LoginLogFilters = { guard?: Guard; username?: string; success?: boolean; from?: string; to?: string };

/** Each row says whether its account is locked right now for the row's address, so the page can offer to unlock it. */
export async function listLoginLogs(db: Db, f: LoginLogFilters, page: PageRequest, now: Date) {
  let query = db.selectFrom('login_logs');
  if (f.guard) query = query.where('guard', '=', f.guard);
  if (f.username) query = query.where(contains('username', f.username));
  if (f.success !== undefined) query = query.where('success', '=', f.success ? 1 : 0);
  if (f.from) query = query.where('created_at', '>=', f.from);
  if (f.to) query = query.where('created_at', '<=', endOfDay(f.to));
  const total = count(await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow());
  const rows = await query.selectAll().orderBy('id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute();
  // A row whose name names no account holds it masked; it has no lock to show.
  const locks = new Map<string, string | null>();
  const lockKey = (r: { guard: string; username: string; ip: string | null }) => `${r.guard}\u0000${r.username}\u0000${r.ip ?? ''}`;
  for (const r of rows) {
    const key = lockKey(r);
    if (r.subject_id === null || locks.has(key)) continue;
    const status = await lockStatus(db, r.guard as Guard, r.username, now, r.ip);
    locks.set(key, status.locked ? status.until.toISOString() : null);
  }
  return {
    total,
    data: rows.map((r) => {
      const lockedUntil = locks.get(lockKey(r)) ?? null;
      // A learner signs in with a phone: shown masked, as everywhere else (unlock takes the row's id).
      const username = r.guard === 'api' ? maskPhone(r.username) : r.username;
      return { ...r, username, success: r.success === 1, locked: lockedUntil !== null, locked_until: lockedUntil };
    }),
  };
}

/** The account a row of the sign-in log names, for an unlock from the log (which shows learners' phones masked). */
export async function usernameOfLoginLog(db: Db, guard: Guard, logId: number): Promise<string> {
  const row = await db.selectFrom('login_logs').select('username').where('id', '=', logId).where('guard', '=', guard).executeTakeFirst();
  if (!row) throw new AppError('not_found', '登录记录不存在。');
  return row.username;
}

/**
 * Ends the lock of an account, from every address. A manager may unlock only managers who hold no
 * permission they lack (as for editing them), so a province administrator can free the managers
 * below them but not the super-admin.
 */
export async function unlockAccount(db: Db, actorId: number, guard: Guard, username: string, now: Date): Promise<void> {
  const subject = guard === 'manage'
    ? await db.selectFrom('managers').select('id').where('username', '=', username).executeTakeFirst()
    : await db.selectFrom('users').select('id').where('phone', '=', username).executeTakeFirst();
  if (guard === 'manage' && subject) await assertOutranks(db, actorId, subject.id);
  if (!(await lockStatus(db, guard, username, now)).locked) throw new AppError('conflict', '该账号当前未被锁定。');
  await unlockLogin(db, guard, username);
  await recordLoginAttempt(db, { guard, username, subjectId: subject?.id ?? null, success: false, reason: 'unlocked', ip: null, userAgent: null, now });
}

export async function listClientErrors(db: Db, f: { keyword?: string }, page: PageRequest) {
  let query = db.selectFrom('client_error_logs');
  if (f.keyword) {
    const k = f.keyword;
    query = query.where((eb) => eb.or([contains('message', k), contains('url', k)]));
  }
  const total = count(await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow());
  const data = await query.selectAll().orderBy('id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute();
  return { total, data };
}

/** Live sessions: tokens neither revoked nor expired, with whose they are. */
export async function listSessions(db: Db, f: { guard?: Guard; keyword?: string }, page: PageRequest, now: Date) {
  let query = db
    .selectFrom('access_tokens')
    .leftJoin('managers', (j) => j.onRef('managers.id', '=', 'access_tokens.subject_id').on('access_tokens.guard', '=', 'manage'))
    .leftJoin('users', (j) => j.onRef('users.id', '=', 'access_tokens.subject_id').on('access_tokens.guard', '=', 'api'))
    .where('access_tokens.revoked_at', 'is', null)
    .where('access_tokens.expires_at', '>', now.toISOString());
  if (f.guard) query = query.where('access_tokens.guard', '=', f.guard);
  if (f.keyword) {
    const k = f.keyword;
    query = query.where((eb) => eb.or([contains('managers.username', k), contains('managers.name', k), contains('users.phone', k)]));
  }
  const total = count(await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow());
  const rows = await query
    .select([
      'access_tokens.id', 'access_tokens.guard', 'access_tokens.subject_id', 'access_tokens.ip', 'access_tokens.user_agent',
      'access_tokens.created_at', 'access_tokens.last_used_at', 'access_tokens.expires_at', 'managers.username', 'managers.name as manager_name', 'users.phone',
    ])
    .orderBy('access_tokens.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute();
  return {
    total,
    data: rows.map(({ username, manager_name, phone, ...r }) => ({
      ...r, account: (r.guard === 'manage' ? username : phone && maskPhone(phone)) ?? '', name: r.guard === 'manage' ? manager_name : null,
    })),
  };
}
