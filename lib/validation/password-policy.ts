import { z } from 'zod';
import { PASSWORD_MAX, PASSWORD_MIN } from './password-limits';

// The one rule for every password a person chooses (learners and managers, API and forms). The
// browser checks it before sending; the server checks it again, because a client can send anything.

export { PASSWORD_MAX, PASSWORD_MIN };
/** MD5 of the empty string: a manager digest that stands for no password at all. */
export const EMPTY_PASSWORD_MD5 = 'd41d8cd98f00b204e9800998ecf8427e';

export type PasswordProblem = 'length' | 'charset' | 'weak' | 'digest' | 'personal' | 'common';

export const PASSWORD_MESSAGES: Record<PasswordProblem, string> = {
  length: `长度必须为 ${PASSWORD_MIN}–${PASSWORD_MAX} 个字符。`,
  charset: '只能包含字母、数字和英文符号。',
  weak: '必须同时包含字母和数字。',
  digest: '请填写密码本身，不能是 32 位 MD5 摘要。',
  personal: '不能包含手机号或用户名。',
  common: '过于常见，容易被猜中，请换一个。',
};

// Chinese favourites that the international list lacks or ranks low (love numbers, QQ habits).
const CHINESE_COMMON = [
  '123456', '12345678', '88888888', '66666666', '5201314', '1314520', 'woaini', 'woaini1314', 'woaini520', 'woaini521',
  'woaini123', 'iloveyou1314', 'qq123456', 'qq5201314', 'a123456', 'a1234567', 'a12345678', 'a123456789', 'aa123456',
  'aa123456789', 'abc123456', 'a5201314', 'wang123456', 'zhang123456', 'li123456', 'liu123456', 'chen123456',
  'wangyang123', 'zhangwei123', 'asd123456', 'qwe123456', 'zxc123456', 'qaz123456', 'woaiwojia', 'woaiwojia1',
  'nihao123', 'nihao123456', 'ww123456', 'aini1314', 'aini520', 'z123456', 'q123456', 'w123456', 's123456', 'abcd123456',
];

let common: Promise<ReadonlySet<string>> | undefined;

/** zxcvbn-ts's list of ~49,000 leaked passwords plus the Chinese ones; loaded once, on first use. */
export function commonPasswords(): Promise<ReadonlySet<string>> {
  common ??= import('@zxcvbn-ts/language-common').then(
    ({ dictionary }) => new Set([...(dictionary['passwords-common'] as string[]), ...CHINESE_COMMON].map((p) => p.toLowerCase())),
  );
  return common;
}

export function passwordShapeProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'length';
  if (!/^[\x21-\x7e]+$/.test(password)) return 'charset';
  if (!/[A-Za-z]/.test(password) || !/\d/.test(password)) return 'weak';
  // A client that still hashes would otherwise store the digest as the password and lock its user out.
  return /^[a-f0-9]{32}$/i.test(password) ? 'digest' : undefined;
}

/** Whether the password contains one of the account's own identifiers (phone number, user name). */
export function containsPersonal(password: string, identifiers: ReadonlyArray<string | null | undefined>): boolean {
  const lower = password.toLowerCase();
  return identifiers.some((id) => Boolean(id && id.trim().length >= 4 && lower.includes(id.trim().toLowerCase())));
}

export async function passwordProblem(password: string, identifiers: ReadonlyArray<string | null | undefined> = []): Promise<PasswordProblem | undefined> {
  const shape = passwordShapeProblem(password);
  if (shape) return shape;
  if (containsPersonal(password, identifiers)) return 'personal';
  return (await commonPasswords()).has(password.toLowerCase()) ? 'common' : undefined;
}

/** The issue a schema adds: a Chinese message for the API, the problem code for translated forms. */
export function passwordIssue(problem: PasswordProblem, path: PropertyKey[] = []) {
  return { code: 'custom' as const, message: PASSWORD_MESSAGES[problem], params: { problem }, path };
}

/** The check of a new password as a zod refinement (asynchronous: the common list loads on first use). */
export async function refineNewPassword(value: string, ctx: z.RefinementCtx): Promise<void> {
  const problem = await passwordProblem(value);
  if (problem) ctx.addIssue(passwordIssue(problem));
}

/** A new password; the API adds its OpenAPI description to the same refinement. */
export const newPasswordSchema = z.string().superRefine(refineNewPassword);

/** The problem code of a failed parse of newPasswordSchema, for the forms' translated messages. */
export function problemOf(error: z.ZodError): PasswordProblem | undefined {
  const issue = error.issues.find((i) => i.code === 'custom');
  return (issue as { params?: { problem?: PasswordProblem } } | undefined)?.params?.problem;
}
