import { randomUUID, timingSafeEqual, createHash } from 'node:crypto';
import md5 from 'md5';
import { AppError, tooManyRequests } from '@/lib/server/domain/errors';
import { hashPassword, verifyPassword } from '@/lib/server/auth/passwords';
import type { AppContext } from '@/lib/server/domain/context';
import { issueToken, revokeOtherTokens, type Guard, type IssuedToken } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { admitAttempt, LOCKED_MESSAGE, LOCKOUT_DURATION_MS, recordLoginAttempt } from './login-lockout';
import { verifyCode } from './verification-codes';
import { containsPersonal, PASSWORD_MESSAGES } from '@/lib/validation/password-policy';

export const BAD_CREDENTIALS_MESSAGE = '用户名或密码错误。';
export const DISABLED_MESSAGE = '账号已被禁用，请联系管理员。';

export type RequestMeta = { ip: string | null; userAgent: string | null };

let dummyHash: Promise<string> | undefined;
/** Verifying against this when the user does not exist keeps both paths equally slow. */
const dummy = () => (dummyHash ??= hashPassword('timing-equaliser-not-a-password'));

export type Registration = { phone: string; password: string; verificationKey: string; verificationCode: string };

export async function registerLearner(db: Db, rt: AppContext, input: Registration, meta: RequestMeta): Promise<IssuedToken> {
  await verifyCode(rt, { key: input.verificationKey, code: input.verificationCode, purpose: 'register', phone: input.phone, consume: false });
  const taken = await db.selectFrom('users').select('id').where('phone', '=', input.phone).executeTakeFirst();
  if (taken) throw new AppError('validation_failed', undefined, { phone: ['该手机号已注册，请直接登录。'] });
  const passwordHash = await hashPassword(input.password);
  const now = rt.now();
  await verifyCode(rt, { key: input.verificationKey, code: input.verificationCode, purpose: 'register', phone: input.phone, consume: true });
  return db.transaction().execute(async (trx) => {
    const stamp = now.toISOString();
    const user = await trx
      .insertInto('users')
      .values({
        uuid: randomUUID(), phone: input.phone, name: null, avatar: null, gender: null, education: null, city_code: null,
        password_hash: passwordHash, status: 'active', must_change_password: 0, last_login_at: stamp, created_at: stamp, updated_at: stamp,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return issueToken(trx, { guard: 'api', subjectId: user.id, ...meta, now });
  });
}

type Subject = { id: number; password_hash: string; status: string };

async function passwordLogin(
  db: Db,
  rt: AppContext,
  guard: Guard,
  username: string,
  password: string,
  meta: RequestMeta,
  find: (username: string) => Promise<Subject | undefined>,
): Promise<IssuedToken> {
  const now = rt.now();
  const subject = await find(username);
  const log = (reason: string) => recordLoginAttempt(db, { guard, username, subjectId: subject?.id ?? null, success: false, reason, ...meta, now });
  const gate = await admitAttempt(db, guard, username, meta.ip, now);
  if (!gate) {
    await log('locked');
    // At most the lock's length: the message tells the same 15 minutes.
    throw tooManyRequests(LOCKED_MESSAGE, LOCKOUT_DURATION_MS / 1000);
  }
  const ok = await verifyPassword(subject?.password_hash ?? (await dummy()), password);
  // A disabled account answers like a wrong password, whichever was typed: the answer must not tell
  // that a guessed password is right, nor that the name exists.
  if (!subject || !ok || subject.status !== 'active') {
    await gate.failed();
    await log(!subject ? 'unknown_user' : !ok ? 'bad_password' : 'disabled');
    throw new AppError('unauthenticated', BAD_CREDENTIALS_MESSAGE);
  }
  await gate.succeeded();
  return db.transaction().execute(async (trx) => {
    await recordLoginAttempt(trx, { guard, username, subjectId: subject.id, success: true, reason: 'ok', ...meta, now });
    await trx.updateTable(guard === 'api' ? 'users' : 'managers').set({ last_login_at: now.toISOString() }).where('id', '=', subject.id).execute();
    return issueToken(trx, { guard, subjectId: subject.id, ...meta, now });
  });
}

/** Learners sign in with their phone number as the username. */
export function loginLearner(db: Db, rt: AppContext, username: string, password: string, meta: RequestMeta) {
  return passwordLogin(db, rt, 'api', username, password, meta, (name) =>
    db.selectFrom('users').select(['id', 'password_hash', 'status']).where('phone', '=', name).executeTakeFirst(),
  );
}

const digest = (value: string) => createHash('sha256').update(value).digest();

/** Compares digests, so neither the length nor the content of the secret leaks through timing. */
export function sameSecret(expected: string, given: string): boolean {
  return timingSafeEqual(digest(expected), digest(given));
}

export type ManagerLogin = { username: string; password: string; clientId: string; clientSecret?: string };

/** The password is the lowercase MD5 hex the login page sends; the stored hash covers that. */
export function loginManager(db: Db, rt: AppContext, input: ManagerLogin, meta: RequestMeta) {
  const client = rt.managerClient;
  const secretOk = client.secret === undefined || sameSecret(client.secret, input.clientSecret ?? '');
  if (!sameSecret(client.id, input.clientId) || !secretOk) throw new AppError('unauthenticated', 'invalid_client');
  return passwordLogin(db, rt, 'manage', input.username, input.password.toLowerCase(), meta, (name) =>
    db.selectFrom('managers').select(['id', 'password_hash', 'status']).where('username', '=', name).executeTakeFirst(),
  );
}

/** SMS login: the code proves the phone; it is consumed before the token is issued. */
export async function loginWithCode(db: Db, rt: AppContext, key: string, code: string, meta: RequestMeta): Promise<IssuedToken> {
  const stored = await verifyCode(rt, { key, code, purpose: 'login', consume: false });
  const user = await db.selectFrom('users').select(['id', 'status']).where('phone', '=', stored.phone).executeTakeFirst();
  const now = rt.now();
  if (!user) throw new AppError('validation_failed', undefined, { verification_code: ['验证码错误。'] });
  if (user.status !== 'active') {
    await recordLoginAttempt(db, { guard: 'api', username: stored.phone, subjectId: user.id, success: false, reason: 'disabled', ...meta, now });
    throw new AppError('forbidden', DISABLED_MESSAGE);
  }
  await verifyCode(rt, { key, code, purpose: 'login', consume: true });
  return db.transaction().execute(async (trx) => {
    await recordLoginAttempt(trx, { guard: 'api', username: stored.phone, subjectId: user.id, success: true, reason: 'sms', ...meta, now });
    await trx.updateTable('users').set({ last_login_at: now.toISOString() }).where('id', '=', user.id).execute();
    return issueToken(trx, { guard: 'api', subjectId: user.id, ...meta, now });
  });
}

export type PasswordChange = { guard: Guard; subjectId: number; tokenId: number; oldPassword: string; password: string };

/**
 * Ends every other session of the subject; the one that made the change stays valid. A manager's
 * old password arrives as the sign-in's MD5 and the new one in plain text (checked by the route
 * against the password policy); it is stored as its MD5, like every manager password.
 */
export async function changePassword(db: Db, rt: AppContext, input: PasswordChange): Promise<void> {
  const manager = input.guard === 'manage';
  const table = manager ? 'managers' : 'users';
  const old = manager ? input.oldPassword.toLowerCase() : input.oldPassword;
  const next = manager ? md5(input.password) : input.password;
  const row = manager
    ? await db.selectFrom('managers').select(['password_hash', 'username', 'phone']).where('id', '=', input.subjectId).executeTakeFirst()
    : await db.selectFrom('users').select(['password_hash', 'phone']).where('id', '=', input.subjectId).executeTakeFirst();
  if (!row || !(await verifyPassword(row.password_hash, old))) {
    throw new AppError('validation_failed', undefined, { old_password: ['原密码不正确。'] });
  }
  if (old === next) {
    throw new AppError('validation_failed', undefined, { password: ['新密码不能与原密码相同。'] });
  }
  if (containsPersonal(input.password, ['username' in row ? row.username : null, row.phone])) {
    throw new AppError('validation_failed', undefined, { password: [`password ${PASSWORD_MESSAGES.personal}`] });
  }
  const passwordHash = await hashPassword(next);
  const now = rt.now();
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable(table)
      .set({ password_hash: passwordHash, must_change_password: 0, updated_at: now.toISOString() })
      .where('id', '=', input.subjectId)
      .execute();
    await revokeOtherTokens(trx, input.guard, input.subjectId, input.tokenId, now);
  });
}
