// The API's rule for new passwords (learners check it on the server; manager passwords arrive
// hashed, so the browser is the only place their strength can be checked).
export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;

export type PasswordProblem = 'length' | 'charset' | 'weak';

export function passwordProblem(password: string): PasswordProblem | undefined {
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) return 'length';
  if (!/^[\x21-\x7e]+$/.test(password)) return 'charset';
  return /[A-Za-z]/.test(password) && /\d/.test(password) ? undefined : 'weak';
}
