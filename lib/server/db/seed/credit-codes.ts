import type { Random } from './random';

// GB 32100-2015 uses 31 characters (no I, O, Z, S, V); position weights are 3^(i-1) mod 31.
const CHARSET = '0123456789ABCDEFGHJKLMNPQRTUWXY';
const WEIGHTS = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
// GB 11714-1997 organisation code check (positions 9-17 of the credit code).
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

export function creditCodeCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += CHARSET.indexOf(first17[i]) * WEIGHTS[i];
  return CHARSET[(31 - (sum % 31)) % 31];
}

export function isValidCreditCode(value: string): boolean {
  if (value.length !== 18) return false;
  for (const ch of value) if (!CHARSET.includes(ch)) return false;
  return creditCodeCheckChar(value) === value[17];
}

function organizationCode(rng: Random): string {
  const body = rng.digits(8);
  let sum = 0;
  for (let i = 0; i < 8; i++) sum += Number(body[i]) * ORG_WEIGHTS[i];
  const c = 11 - (sum % 11);
  return body + (c === 10 ? 'X' : c === 11 ? '0' : String(c));
}

/** Registration authority and kind: 91 enterprise, 12 public institution, 52 private non-enterprise unit. */
export type CreditCodeKind = '91' | '12' | '52';

export function makeCreditCode(rng: Random, kind: CreditCodeKind, areaCode: string): string {
  const first17 = kind + areaCode + organizationCode(rng);
  return first17 + creditCodeCheckChar(first17);
}
