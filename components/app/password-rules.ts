import type { PasswordProblem } from '@/lib/validation/password-policy';

// The forms apply the API's own password rule (lib/validation/password-policy.ts) before sending.
// The rule (with zod) and the common-password list are fetched with the first check, not with the page.
export { PASSWORD_MAX, PASSWORD_MIN } from '@/lib/validation/password-limits';
export type { PasswordProblem } from '@/lib/validation/password-policy';

export async function newPasswordProblem(password: string, identifiers: ReadonlyArray<string | null | undefined> = []): Promise<PasswordProblem | undefined> {
  const { containsPersonal, newPasswordSchema, problemOf } = await import('@/lib/validation/password-policy');
  const result = await newPasswordSchema.safeParseAsync(password);
  if (!result.success) return problemOf(result.error);
  return containsPersonal(password, identifiers) ? 'personal' : undefined;
}
