import { creditCodeCheckChar } from '@/lib/validation/credit-code';
import type { Random } from './random';

export { creditCodeCheckChar, isValidCreditCode } from '@/lib/validation/credit-code';

// GB 11714-1997 organisation code check (positions 9-17 of the credit code).
const ORG_WEIGHTS = [3, 7, 9, 10, 5, 8, 4, 2];

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
