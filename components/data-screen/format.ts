import type { useFormatter } from 'next-intl';
import type { ScreenArea, ScreenMeasure } from '@/lib/contract/data-screen/figures';

// The screen's numbers in the interface language: counts grouped (12,345), money in yuan from fen
// (compact once it is large, so a wall tile never wraps), rates as percentages, a missing rate as null.

type Format = ReturnType<typeof useFormatter>;

export const formatCount = (format: Format, value: number) => format.number(value);

export function formatFen(format: Format, fen: number): string {
  const yuan = fen / 100;
  return format.number(yuan, {
    style: 'currency',
    currency: 'CNY',
    currencyDisplay: 'narrowSymbol',
    ...(yuan >= 100_000 ? { notation: 'compact', maximumFractionDigits: 1 } : { maximumFractionDigits: 0 }),
  });
}

/** A rate 0–1 as "87.5%"; null (nobody sat an exam) stays null for the caller to word. */
export function formatRate(format: Format, rate: number | null): string | null {
  return rate === null ? null : format.number(rate, { style: 'percent', maximumFractionDigits: 1 });
}

/** The message key of each measure under DataScreen.measures. */
export const MEASURE_KEYS = {
  learners: 'learners',
  certificates: 'certificates',
  pass_rate: 'passRate',
  subsidy_paid: 'subsidyPaid',
  jobs: 'jobs',
} as const satisfies Record<ScreenMeasure, string>;

/** An area's value for a measure (the map's colour); null when it has none (no exam sat). */
export function measureValue(area: ScreenArea, measure: ScreenMeasure): number | null {
  switch (measure) {
    case 'learners': return area.learners;
    case 'certificates': return area.certificates;
    case 'pass_rate': return area.pass_rate;
    case 'subsidy_paid': return area.subsidy_paid_fen;
    case 'jobs': return area.jobs;
  }
}

/** The message key under DataScreen of a measure's name. */
export const measureKey = (measure: ScreenMeasure) => `measures.${MEASURE_KEYS[measure]}` as const;
