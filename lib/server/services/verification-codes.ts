import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { AppError, tooManyRequests } from '@/lib/server/domain/errors';
import type { StoredCode } from '@/lib/server/auth/code-store';
import type { AppContext } from '@/lib/server/domain/context';
import type { Db } from '@/lib/server/db';
import type { LimitResult } from '@/lib/server/rate-limit';
import type { SmsPurpose } from '@/lib/server/sms';
import type { IssuedCode } from '@/lib/contract/account';

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

/**
 * Sends a 6-digit code. A login code for a phone without an account is stored (with a code
 * nobody receives) but not sent, so the answer does not reveal whether the account exists. A sign-up
 * code for a registered phone is refused, but only after the request has counted against the limits
 * per phone and per address, so that answer cannot be asked for phone after phone.
 */
export async function requestCode(db: Db, rt: AppContext, { phone, purpose, ip }: CodeRequest): Promise<IssuedCode> {
  const refuse = (limit: LimitResult, message: string) => {
    if (!limit.allowed) throw tooManyRequests(message, limit.retryAfterSeconds);
  };
  refuse(await rt.limits.resend.consume(phone), RESEND_MESSAGE);
  refuse(await rt.limits.phoneDaily.consume(phone), PHONE_DAILY_MESSAGE);
  refuse(await rt.limits.ipDaily.consume(ip ?? 'unknown'), IP_DAILY_MESSAGE);
  const account = await db.selectFrom('users').select('id').where('phone', '=', phone).executeTakeFirst();
  if (purpose === 'register' && account) {
    throw new AppError('validation_failed', undefined, { phone: ['该手机号已注册，请直接登录。'] });
  }

  const now = rt.now();
  const key = randomBytes(24).toString('base64url');
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  const expiresAt = new Date(now.getTime() + CODE_TTL_MS).toISOString();
  // A code not stored or not sent (Redis or the SMS gateway down or past its deadline) gives the resend
  // wait back, so asking again works at once; one not sent is also spent, so a late delivery is no use.
  const giveBack = () => rt.limits.resend.reset(phone).catch(() => undefined);
  try {
    await rt.codes.create({ key, phone, purpose, codeHash: hashCode(key, code), ip, expiresAt, createdAt: now.toISOString() });
  } catch (error) {
    await giveBack();
    throw error;
  }
  if (purpose === 'register' || account) {
    try {
      await rt.sms.send({ phone, purpose, code });
    } catch (error) {
      await rt.codes.consume(key, now.toISOString()).catch(() => undefined);
      await giveBack();
      throw error;
    }
  }
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
export async function verifyCode(rt: AppContext, check: CodeCheck): Promise<StoredCode> {
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
