// Client-side checks run before any request; each returns a message key of the Auth namespace.
export type RuleKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'usernameRequired'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordCharset'
  | 'passwordWeak'
  | 'passwordDigest'
  | 'passwordPersonal'
  | 'passwordCommon'
  | 'confirmMismatch'
  | 'codeRequired'
  | 'codeInvalid'
  | 'codeNotRequested'
  | 'agreementRequired'
  | 'samePassword';

import { newPasswordProblem } from '@/components/app/password-rules';

export { PASSWORD_MAX, PASSWORD_MIN } from '@/components/app/password-rules';
const PHONE = /^1[3-9]\d{9}$/;
const CODE = /^\d{6}$/;

export function checkPhone(phone: string): RuleKey | undefined {
  if (!phone) return 'phoneRequired';
  return PHONE.test(phone) ? undefined : 'phoneInvalid';
}

export function checkCode(code: string, key: string | null): RuleKey | undefined {
  if (!code) return 'codeRequired';
  if (!CODE.test(code)) return 'codeInvalid';
  return key ? undefined : 'codeNotRequested';
}

const PASSWORD_RULE_KEYS = {
  length: 'passwordLength', charset: 'passwordCharset', weak: 'passwordWeak', digest: 'passwordDigest', personal: 'passwordPersonal', common: 'passwordCommon',
} as const;

export async function checkNewPassword(password: string, phone?: string): Promise<RuleKey | undefined> {
  if (!password) return 'passwordRequired';
  const problem = await newPasswordProblem(password, [phone]);
  return problem && PASSWORD_RULE_KEYS[problem];
}

export function checkConfirm(password: string, confirm: string): RuleKey | undefined {
  return password === confirm ? undefined : 'confirmMismatch';
}

/** Drops fields without an error, so `Object.keys(found).length` says whether the form may go. */
export function compact<K extends string>(found: Partial<Record<K, RuleKey | undefined>>): Partial<Record<K, RuleKey>> {
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Partial<Record<K, RuleKey>>;
}
