import { z } from 'zod';

// Money in the subsidy chain is whole fen (分) everywhere: stored, computed, answered. Yuan appear
// only when a person types or reads an amount.

export const fen = z.number().int().min(0).max(100_000_000_00).meta({ description: 'An amount in fen (1 yuan = 100 fen), an integer', example: 150000 });

/** 150000 → "1500.00" (for sheets and PDFs; the UI formats with its locale). */
export function yuanText(amountFen: number): string {
  const sign = amountFen < 0 ? '-' : '';
  const abs = Math.abs(amountFen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
