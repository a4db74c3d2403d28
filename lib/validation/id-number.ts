// GB 11643-1999 citizen identity numbers. Pure, so the browser forms and the server share one rule.

const WEIGHTS = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
const CHECK = '10X98765432';

export type IdNumberProblem = 'format' | 'date' | 'check';
export type IdNumberResult = { ok: true; value: string } | { ok: false; problem: IdNumberProblem };

export const ID_NUMBER_MESSAGES: Record<IdNumberProblem, string> = {
  format: '身份证号码应为 18 位，前 17 位为数字，最后一位为数字或 X。',
  date: '身份证号码中的出生日期无效。',
  check: '身份证号码校验位不正确。',
};

export function idNumberCheckChar(first17: string): string {
  let sum = 0;
  for (let i = 0; i < 17; i++) sum += Number(first17[i]) * WEIGHTS[i];
  return CHECK[sum % 11];
}

function isRealDate(yyyymmdd: string): boolean {
  const year = Number(yyyymmdd.slice(0, 4));
  const month = Number(yyyymmdd.slice(4, 6));
  const day = Number(yyyymmdd.slice(6, 8));
  if (year < 1900 || month < 1 || month > 12 || day < 1) return false;
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Trims, upper-cases a trailing x, and checks format, birth date and check digit, in that order. */
export function checkIdNumber(input: string): IdNumberResult {
  const value = input.trim().toUpperCase();
  if (!/^\d{17}[\dX]$/.test(value)) return { ok: false, problem: 'format' };
  if (!isRealDate(value.slice(6, 14))) return { ok: false, problem: 'date' };
  if (idNumberCheckChar(value) !== value[17]) return { ok: false, problem: 'check' };
  return { ok: true, value };
}

export function isValidIdNumber(input: string): boolean {
  return checkIdNumber(input).ok;
}
