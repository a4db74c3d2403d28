// Unified social credit code (GB 32100-2015): 18 characters from a 31-character set (no I, O, Z,
// S, V); the last is a check character over the first 17 with weights 3^(i-1) mod 31.

export const CREDIT_CODE_CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];

export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CREDIT_CODE_CHARSET.indexOf(first17[i]) * WEIGHTS[i];
  return CREDIT_CODE_CHARSET[(31 - (sum % 31)) % 31];
}

export function isValidCreditCode(value: string): boolean {
  if (value.length !== 18) return false;
  for (const ch of value) if (!CREDIT_CODE_CHARSET.includes(ch)) return false;
  return creditCodeCheckChar(value) === value[17];
}

/** Why a code is refused, or null when it is valid (input is trimmed and upper-cased first). */
export function creditCodeProblem(raw: string): 'length' | 'charset' | 'check' | null {
  const value = raw.trim().toUpperCase();
  if (value.length !== 18) return 'length';
  for (const ch of value) if (!CREDIT_CODE_CHARSET.includes(ch)) return 'charset';
  return creditCodeCheckChar(value) === value[17] ? null : 'check';
}
