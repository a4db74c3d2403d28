import type { Random } from './random';

// GB 11643-1999: weights 2^(17-i) mod 11 over the first 17 digits; the remainder picks the check character.
const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

export function isValidIdNumber(value: string): boolean {
  if (!/^\d{17}[\dX]$/.test(value)) return false;
  const birth = value.slice(6, 14);
  const date = new Date(`${birth.slice(0, 4)}-${birth.slice(4, 6)}-${birth.slice(6, 8)}T00:00:00Z`);
  if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10).replace(/-/g, '') !== birth) return false;
  return idNumberCheckChar(value) === value[17];
}

export type IdNumberOptions = { areaCode: string; gender: 1 | 2; minYear?: number; maxYear?: number };

/** A valid 18-character number: real area code, birth date, sequence whose parity gives the gender. */
export function makeIdNumber(rng: Random, { areaCode, gender, minYear = 1960, maxYear = 2005 }: IdNumberOptions): string {
  const year = rng.int(minYear, maxYear);
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  const birth = `${year}${String(month).padStart(2, '0')}${String(day).padStart(2, '0')}`;
  const order = rng.int(0, 49) * 2 + (gender === 1 ? 1 : 0);
  const first17 = `${areaCode}${birth}${String(rng.int(0, 9))}${String(order).padStart(2, '0')}`;
  return first17 + idNumberCheckChar(first17);
}

export function birthYearOf(idNumber: string): number {
  return Number(idNumber.slice(6, 10));
}
