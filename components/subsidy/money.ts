// Subsidy amounts travel in fen (integers); managers type yuan. The typed text is read digit by
// digit, never through a float, so "0.29" is 29 fen and not 28.999….

const YUAN = /^(\d{1,9})(?:\.(\d{0,2}))?$/;

/** "1280" → 128000, "99.5" → 9950, "0.29" → 29; null when the text is not an amount in yuan with at most two decimals. */
export function yuanToFen(text: string): number | null {
  const match = YUAN.exec(text.trim().replace(/[,，\s]/g, ''));
  if (!match) return null;
  const [, whole, decimals = ''] = match;
  return Number(whole) * 100 + Number(decimals.padEnd(2, '0'));
}

/** 128000 → "1280", 9950 → "99.50": the value a yuan field starts with. */
export function fenToYuanText(fen: number): string {
  const whole = Math.trunc(fen / 100);
  const rest = Math.abs(fen % 100);
  return rest === 0 ? String(whole) : `${whole}.${String(rest).padStart(2, '0')}`;
}

/** Sum of fen amounts (integers stay exact). */
export function sumFen(amounts: readonly number[]): number {
  return amounts.reduce((total, fen) => total + fen, 0);
}
