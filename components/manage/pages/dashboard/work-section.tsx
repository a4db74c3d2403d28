'use client';

import { useMemo } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { DashboardWork } from '@/lib/contract/dashboard';
import { EmptyState } from '@/components/ui/empty-state';
import { useEnumLabel } from '../../kit';
import { Chart } from './chart';

export const DASHBOARD_WORK_KEY = '/manage/dashboard/work';

const TILE_KEYS = ['publishedJobs', 'applications', 'pendingApplications', 'applicationsThisWeek', 'talentMatches', 'runningClasses', 'enrollmentsWaiting', 'passRate', 'organizations', 'talents'] as const;
const CHART_KEYS = ['jobsByStatus', 'applicationsByStatus', 'matchesByOccupation', 'classesByCity', 'classesByDistrict'] as const;
const COLOURS = ['#409EFF', '#67C23A', '#E6A23C', '#909399', '#F56C6C', '#304156'];

const known = <K extends string>(keys: readonly K[], key: string): key is K => (keys as readonly string[]).includes(key);

function barOption(labels: string[], values: number[], max?: number) {
  return {
    color: ['#409EFF'],
    tooltip: { trigger: 'axis' },
    grid: { left: 48, right: 16, top: 16, bottom: 56 },
    xAxis: { type: 'category', data: labels, axisLabel: { interval: 0, rotate: labels.length > 5 ? 30 : 0, width: 90, overflow: 'truncate' } },
    yAxis: { type: 'value', minInterval: 1, ...(max ? { max } : {}) },
    series: [{ type: 'bar', data: values, barMaxWidth: 36 }],
  };
}

/** The dashboard's part about the account's own work: tiles and charts from GET /manage/dashboard/work. */
export function WorkSection({ work }: { work: DashboardWork }) {
  const t = useTranslations('ManageDashboard');
  const format = useFormatter();

  const enumLabel = useEnumLabel();
  // A chart's labels are place names or one of the dictionary's status groups.
  const label = (kind: DashboardWork['charts'][number]['labels'], value: string) => (kind === 'name' ? value || t('work.unknownPlace') : enumLabel(kind, value));

  const charts = useMemo(
    () =>
      work.charts.filter((c) => known(CHART_KEYS, c.key)).map((c) => {
        const labels = c.points.map((p) => label(c.labels, p.label));
        const option = c.type === 'pie'
          ? { color: COLOURS, tooltip: { trigger: 'item' }, legend: { bottom: 0 }, series: [{ type: 'pie', radius: ['40%', '68%'], data: c.points.map((p, i) => ({ name: labels[i], value: p.value })) }] }
          : barOption(labels, c.points.map((p) => p.value));
        return { ...c, labels, option };
      }),
    [work], // eslint-disable-line react-hooks/exhaustive-deps
  );

  const rates = useMemo(() => {
    const rows = work.pass_rates.map((r) => ({ ...r, rate: r.sat ? Math.round((r.passed / r.sat) * 100) : 0 }));
    return { rows, option: barOption(rows.map((r) => r.title), rows.map((r) => r.rate), 100) };
  }, [work]);

  const tiles = work.tiles.filter((tile) => known(TILE_KEYS, tile.key));

  return (
    <section aria-labelledby="dashboard-work-title" className="space-y-5" data-testid="dashboard-work" data-kind={work.kind}>
      <h2 id="dashboard-work-title" className="text-base font-semibold text-slate-900">{t(`work.sectionTitle.${work.kind}`)}</h2>
      <div className="grid grid-cols-5 gap-5">
        {tiles.map((tile) => (
          <div key={tile.key} className="rounded bg-white p-5 shadow-sm" data-testid={`work-tile-${tile.key}`}>
            <p className="text-sm text-slate-500">{t(`work.tiles.${tile.key as (typeof TILE_KEYS)[number]}`)}</p>
            <p className="mt-2 text-3xl font-semibold tabular-nums text-slate-900">{format.number(tile.value)}</p>
          </div>
        ))}
      </div>
      <div className="grid grid-cols-2 gap-5">
        {charts.map((chart) => (
          <figure key={chart.key} className="rounded bg-white p-5 shadow-sm">
            <figcaption className="mb-2 text-sm font-medium text-slate-900">{t(`work.charts.${chart.key as (typeof CHART_KEYS)[number]}`)}</figcaption>
            {chart.points.length === 0 ? <EmptyState title={t('work.noData')} /> : (
              <>
                <Chart option={chart.option} label={t(`work.charts.${chart.key as (typeof CHART_KEYS)[number]}`)} testId={`work-chart-${chart.key}`} />
                <ul className="sr-only">{chart.points.map((p, i) => <li key={`${p.label}-${i}`}>{chart.labels[i]}: {format.number(p.value)}</li>)}</ul>
              </>
            )}
          </figure>
        ))}
        {work.kind !== 'enterprise' && (
          <figure className="rounded bg-white p-5 shadow-sm">
            <figcaption className="mb-2 text-sm font-medium text-slate-900">{t('work.charts.passRates')}</figcaption>
            {rates.rows.length === 0 ? <EmptyState title={t('work.noData')} /> : (
              <>
                <Chart option={rates.option} label={t('work.charts.passRates')} testId="work-chart-passRates" />
                <ul className="sr-only">{rates.rows.map((r) => <li key={r.class_id}>{t('work.passRateRow', { title: r.title, passed: r.passed, sat: r.sat })}</li>)}</ul>
              </>
            )}
          </figure>
        )}
      </div>
    </section>
  );
}
