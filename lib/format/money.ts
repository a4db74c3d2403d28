// Amounts travel as integer cents (fee_cents, subsidy_cents) and are shown in yuan.

export function centsToYuan(cents: number): number {
  return Math.round(cents) / 100;
}

export function isFree(cents: number | null | undefined): boolean {
  return !cents || cents <= 0;
}

// A formatter costs about 30 µs to build and 1–2 µs to use (Node 20): a list of class cards built one
// per amount. Kept per locale and form; a page uses two or three.
const formatters = new Map<string, Intl.NumberFormat>();

function yuanFormat(locale: string, whole: boolean): Intl.NumberFormat {
  const key = `${locale}|${whole ? 0 : 2}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'CNY',
      currencyDisplay: 'narrowSymbol',
      minimumFractionDigits: whole ? 0 : 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format;
}

/** "¥1,280" for whole yuan, "¥99.50" otherwise; the same narrow symbol in every locale. */
export function formatYuan(cents: number, locale: string): string {
  return yuanFormat(locale, Math.round(cents) % 100 === 0).format(centsToYuan(cents));
}
