// Client-side checks run before any request; each returns a message key of the Auth namespace.
export type RuleKey =
  | 'phoneRequired'
  | 'phoneInvalid'
  | 'usernameRequired'
  | 'passwordRequired'
  | 'passwordLength'
  | 'passwordCharset'
  | 'passwordWeak'
  | 'confirmMismatch'
  | 'codeRequired'
  | 'codeInvalid'
  | 'codeNotRequested'
  | 'agreementRequired'
  | 'samePassword';

import { passwordProblem } from '@/components/ui/password-rules';

export { PASSWORD_MAX, PASSWORD_MIN } from '@/components/ui/password-rules';
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

export function checkNewPassword(password: string): RuleKey | undefined {
  if (!password) return 'passwordRequired';
  const problem = passwordProblem(password);
  return problem && ({ length: 'passwordLength', charset: 'passwordCharset', weak: 'passwordWeak' } as const)[problem];
}

export function checkConfirm(password: string, confirm: string): RuleKey | undefined {
  return password === confirm ? undefined : 'confirmMismatch';
}

/** Drops fields without an error, so `Object.keys(found).length` says whether the form may go. */
export function compact<K extends string>(found: Partial<Record<K, RuleKey | undefined>>): Partial<Record<K, RuleKey>> {
  return Object.fromEntries(Object.entries(found).filter(([, v]) => v)) as Partial<Record<K, RuleKey>>;
}
