'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { MonthPoint, ScreenTrends } from '@/lib/contract/data-screen/figures';
import { Chart } from './chart';
import { formatCount, formatFen } from './format';

const TREND_KEYS = {
  learners: 'learners',
  enrollments: 'enrollments',
  certificates: 'certificates',
  jobs: 'jobs',
  applications: 'applications',
  subsidy_paid_fen: 'subsidyPaid',
} as const satisfies Record<keyof ScreenTrends, string>;

/** A small line of one figure's last 12 months, with its latest month in words beside it. */
function Sparkline({ name, points, money }: { name: keyof ScreenTrends; points: MonthPoint[]; money: boolean }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const label = t(`trend.${TREND_KEYS[name]}`);
  const text = (v: number) => (money ? formatFen(format, v) : formatCount(format, v));
  const latest = points.at(-1)?.value ?? 0;
  const option = useMemo(() => ({
    animation: false,
    grid: { left: 2, right: 2, top: 4, bottom: 2 },
    tooltip: { trigger: 'axis', valueFormatter: (v: number) => text(v), confine: true },
    xAxis: { type: 'category', show: false, boundaryGap: false, data: points.map((p) => p.month) },
    yAxis: { type: 'value', show: false, min: 0 },
    series: [{ type: 'line', data: points.map((p) => p.value), smooth: true, symbol: 'none', lineStyle: { width: 2, color: '#67e8f9' }, areaStyle: { color: 'rgba(103,232,249,0.18)' } }],
  }), [points]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <li data-testid={`trend-${name}`} className="flex min-w-0 flex-col">
      <p className="flex items-baseline justify-between gap-[0.3em] text-[0.85em]">
        <span className="truncate text-slate-300">{label}</span>
        <span className="tabular-nums text-cyan-100">{text(latest)}</span>
      </p>
      <Chart option={option} label={t('trendLabel', { figure: label })} testId={`trend-chart-${name}`} className="min-h-0 flex-1" />
    </li>
  );
}

/** A 12-month line for each figure; the subsidy's only when the subsidies have data. */
export function Trends({ trends, columns }: { trends: ScreenTrends; /** Grid column classes; default one row of them all. */ columns?: string }) {
  const names = (Object.keys(TREND_KEYS) as (keyof ScreenTrends)[]).filter((name) => trends[name] !== null);
  return (
    <ul className={`grid min-h-0 flex-1 gap-[0.75em] ${columns ?? ''}`} style={columns ? undefined : { gridTemplateColumns: `repeat(${names.length}, minmax(0, 1fr))` }}>
      {names.map((name) => <Sparkline key={name} name={name} points={trends[name] ?? []} money={name === 'subsidy_paid_fen'} />)}
    </ul>
  );
}
