'use client';

import { useMemo } from 'react';
import useSWR from 'swr';
import { useFormatter, useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import { EmptyState } from '@/components/ui/empty-state';
import { Skeleton } from '@/components/ui/skeleton';
import { useEnumLabel } from '../../kit';
import { Chart } from './chart';
import type { DashboardFigures, DashboardWork } from '@/lib/contract/dashboard';
import { DASHBOARD_WORK_KEY, WorkSection } from './work-section';

export const DASHBOARD_KEY = '/manage/dashboard';

const COLOURS = ['#909399', '#409EFF', '#E6A23C', '#67C23A', '#304156'];
const TOP_CITIES = 10;

async function fetchFigures(): Promise<DashboardFigures> {
  return (await apiFetch<{ data: DashboardFigures }>(DASHBOARD_KEY, { guard: 'manage' })).data;
}

async function fetchWork(): Promise<DashboardWork> {
  return (await apiFetch<{ data: DashboardWork }>(DASHBOARD_WORK_KEY, { guard: 'manage' })).data;
}

/** Figures in the interface language's digits and grouping (12,345 / 12.345). */
function Tile({ label, value, testId }: { label: string; value: number; testId: string }) {
  const format = useFormatter();
  return (
    <div className="rounded bg-white p-5 shadow-sm" data-testid={testId}>
      <p className="text-sm text-slate-500">{label}</p>
      <p className="mt-2 text-3xl font-semibold tabular-nums text-slate-900">{format.number(value)}</p>
    </div>
  );
}

/** The /manage dashboard: figures of the manager's data scope from GET /manage/dashboard. */
export default function DashboardPage() {
  const t = useTranslations('ManageDashboard');
  const format = useFormatter();
  const { data, error, mutate, isLoading } = useSWR(DASHBOARD_KEY, fetchFigures, { revalidateOnFocus: false });
  const work = useSWR(DASHBOARD_WORK_KEY, fetchWork, { revalidateOnFocus: false });
  // An enterprise trains no one: its dashboard is its recruitment work alone.
  const trainingFigures = work.data?.kind !== 'enterprise';

  const label = useEnumLabel();
  const statusName = (s: string) => label('classStatus', s);
  const cityName = (c: { city: string | null }) => c.city ?? t('unknownCity');
  const totalClasses = data?.classes_by_status.reduce((sum, r) => sum + r.count, 0) ?? 0;

  const statusOption = useMemo(() => data && {
    color: COLOURS,
    tooltip: { trigger: 'item' },
    legend: { bottom: 0 },
    series: [{ type: 'pie', radius: ['40%', '68%'], data: data.classes_by_status.map((r) => ({ name: statusName(r.status), value: r.count })) }],
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  const cityOption = useMemo(() => {
    if (!data) return undefined;
    const top = data.learners_by_city.slice(0, TOP_CITIES);
    return {
      color: ['#409EFF'],
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 16, bottom: 48 },
      xAxis: { type: 'category', data: top.map(cityName), axisLabel: { interval: 0, rotate: top.length > 6 ? 30 : 0 } },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ type: 'bar', data: top.map((r) => r.count), barMaxWidth: 36 }],
    };
  }, [data]); // eslint-disable-line react-hooks/exhaustive-deps

  if (error) {
    return (
      <section role="alert" className="rounded bg-white p-8 text-center shadow-sm">
        <p className="text-sm text-slate-700">{t('loadFailed')}</p>
        <button type="button" onClick={() => void mutate()} className="mt-4 rounded bg-[var(--manage-theme)] px-4 py-1.5 text-sm text-white">{t('retry')}</button>
      </section>
    );
  }

  return (
    <section aria-labelledby="dashboard-title" className="space-y-5" aria-busy={isLoading}>
      <div className="flex items-baseline justify-between">
        <h1 id="dashboard-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        {data && <p className="text-sm text-slate-500" data-testid="dashboard-scope">{t(`scope.${data.scope}`)}</p>}
      </div>
      {work.data && <WorkSection work={work.data} />}
      {work.error && (
        <p role="alert" className="rounded bg-white p-4 text-sm text-slate-700 shadow-sm">
          {t('loadFailed')}
          <button type="button" onClick={() => void work.mutate()} className="ml-3 rounded bg-[var(--manage-theme)] px-3 py-1 text-white">{t('retry')}</button>
        </p>
      )}
      {!trainingFigures ? null : !data ? (
        <div className="grid grid-cols-4 gap-5" role="status" aria-label={t('loading')}>
          {[0, 1, 2, 3].map((i) => <Skeleton key={i} className="h-24" />)}
        </div>
      ) : (
        <>
          <div className="grid grid-cols-4 gap-5">
            <Tile label={t('classes')} value={totalClasses} testId="tile-classes" />
            <Tile label={t('enrollmentsThisWeek')} value={data.enrollments_this_week} testId="tile-enrollments" />
            <Tile label={t('pendingReviews')} value={data.pending_reviews} testId="tile-pending" />
            <Tile label={t('certificatesIssued')} value={data.certificates_issued} testId="tile-certificates" />
          </div>
          <div className="grid grid-cols-2 gap-5">
            <figure className="rounded bg-white p-5 shadow-sm">
              <figcaption className="mb-2 text-sm font-medium text-slate-900">{t('classesByStatus')}</figcaption>
              {totalClasses === 0 ? <EmptyState title={t('noClasses')} /> : (
                <>
                  <Chart option={statusOption!} label={t('classesByStatus')} testId="chart-status" />
                  <ul className="sr-only">{data.classes_by_status.map((r) => <li key={r.status}>{statusName(r.status)}: {format.number(r.count)}</li>)}</ul>
                </>
              )}
            </figure>
            <figure className="rounded bg-white p-5 shadow-sm">
              <figcaption className="mb-2 text-sm font-medium text-slate-900">{t('learnersByCity')}</figcaption>
              {data.learners_by_city.length === 0 ? <EmptyState title={t('noLearners')} /> : (
                <>
                  <Chart option={cityOption!} label={t('learnersByCity')} testId="chart-cities" />
                  <ul className="sr-only">{data.learners_by_city.map((r) => <li key={r.city_code ?? '-'}>{cityName(r)}: {format.number(r.count)}</li>)}</ul>
                </>
              )}
            </figure>
          </div>
        </>
      )}
    </section>
  );
}
