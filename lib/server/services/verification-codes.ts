import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError } from '@/lib/server/api/http/errors';
import type { StoredCode } from '@/lib/server/auth/code-store';
import type { AccountsRuntime } from '@/lib/server/auth/runtime';
import type { Db } from '@/lib/server/db';
import type { SmsPurpose } from '@/lib/server/sms';

export const CODE_TTL_MS = 5 * 60_000;
export const MAX_CODE_ATTEMPTS = 5;
export const RESEND_MESSAGE = '发送过于频繁，请稍后再试。';
const PHONE_DAILY_MESSAGE = '该手机号今日获取验证码次数已达上限，请明天再试。';
const IP_DAILY_MESSAGE = '今日获取验证码次数已达上限，请明天再试。';
export const CODE_INVALID_MESSAGE = '验证码已失效，请重新获取。';
export const CODE_WRONG_MESSAGE = '验证码错误。';

const hashCode = (key: string, code: string) => createHash('sha256').update(`${key}:${code}`).digest('hex');

function sameHash(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

export type CodeRequest = { phone: string; purpose: SmsPurpose; ip: string | null };
export type IssuedCode = { verification_key: string; expired_at: string };

/**
 * Sends a 6-digit code. A login code for a phone without an account is stored (with a code
 * nobody receives) but not sent, so the answer does not reveal whether the account exists.
 */
export async function requestCode(db: Db, rt: AccountsRuntime, { phone, purpose, ip }: CodeRequest): Promise<IssuedCode> {
  const account = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (purpose === 'register' && account) {
    throw new AppError('validation_failed', undefined, { phone: ['该手机号已注册，请直接登录。'] });
  }
  if (!(await rt.limits.resend.consume(phone)).allowed) throw new AppError('too_many_requests', RESEND_MESSAGE);
  if (!(await rt.limits.phoneDaily.consume(phone)).allowed) throw new AppError('too_many_requests', PHONE_DAILY_MESSAGE);
  if (!(await rt.limits.ipDaily.consume(ip ?? 'unknown')).allowed) throw new AppError('too_many_requests', IP_DAILY_MESSAGE);

  const now = rt.now();
  const key = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS).toISOString();
  await rt.codes.create({ key, phone, purpose, codeHash: hashCode(key, code), ip, expiresAt, createdAt: now.toISOString() });
  if (purpose === 'register' || account) await rt.sms.send({ phone, purpose, code });
  return { verification_key: key, expired_at: expiresAt };
}

export type CodeCheck = {
  key: string;
  code: string;
  /** Only codes sent for this purpose; any when omitted. */
  purpose?: SmsPurpose;
  /** The code must have been sent to this phone. */
  phone?: string;
  /** Mark it used; a used code never verifies again. */
  consume: boolean;
};

const invalid = (message: string) => new AppError('validation_failed', undefined, { verification_code: [message] });

/** Checks a code; every wrong guess counts, and the fifth kills the key. Throws 422 on verification_code. */
export async function verifyCode(rt: AccountsRuntime, check: CodeCheck): Promise<StoredCode> {
  const now = rt.now();
  const stored = await rt.codes.find(check.key);
  if (
    !stored ||
    stored.usedAt !== null ||
    Date.parse(stored.expiresAt) <= now.getTime() ||
    stored.attempts >= MAX_CODE_ATTEMPTS ||
    (check.purpose && stored.purpose !== check.purpose)
  ) {
    throw invalid(CODE_INVALID_MESSAGE);
  }
  if (!sameHash(stored.codeHash, hashCode(check.key, check.code)) || (check.phone !== undefined && check.phone !== stored.phone)) {
    const attempts = await rt.codes.recordFailure(check.key);
    throw invalid(attempts >= MAX_CODE_ATTEMPTS ? CODE_INVALID_MESSAGE : CODE_WRONG_MESSAGE);
  }
  if (check.consume && !(await rt.codes.consume(check.key, now.toISOString()))) throw invalid(CODE_INVALID_MESSAGE);
  return stored;
}
