// Amounts travel as integer cents (fee_cents, subsidy_cents) and are shown in yuan.

export function centsToYuan(cents: number): number {
  return Math.round(cents) / 100;
}

export function isFree(cents: number | null | undefined): boolean {
  return !cents || cents <= 0;
}

/** "¥1,280" for whole yuan, "¥99.50" otherwise; the same narrow symbol in every locale. */
export function formatYuan(cents: number, locale: string): string {
  const whole = Math.round(cents) % 100 === 0;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(centsToYuan(cents));
}
