'use client';

import { useId } from 'react';
import { useTranslations } from 'next-intl';
import { REPORT_GROUPS, type Report, type ReportRow } from '@/lib/contract/subsidy/report';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { DataTable, ExportButton, kitInputClass, useUrlQuery } from '../../kit';
import { type Item, SUBSIDY, useSubsidyRead } from './subsidy-api';

/** 补贴统计: claims, learners and money by city, institution, occupation or month, within the manager's scope; exportable. */
export default function SubsidyReportsPage() {
  const t = useTranslations('ManageSubsidyReports');
  const labels = useSubsidyLabels();
  const titleId = useId();
  const url = useUrlQuery({ group: 'city' }, ['group', 'from', 'to']);
  const q = url.query;
  const params = new URLSearchParams(Object.entries({ group: q.group, from: q.from, to: q.to }).filter(([, v]) => v).map(([k, v]) => [k, String(v)]));
  const { data, error, mutate } = useSubsidyRead<Item<Report>>(`${SUBSIDY}/reports?${params.toString()}`);
  const report = data?.data;
  const money = (fen: number) => <span className="tabular-nums">{labels.yuan(fen)}</span>;
  const rows: ReportRow[] | undefined = report ? [...report.rows, { key: '__total', label: t('total'), ...report.totals }] : undefined;

  return (
    <section aria-labelledby={titleId} className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id={titleId} className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <ExportButton path={`${SUBSIDY}/reports/export`} query={{ group: q.group, from: q.from, to: q.to }} filename={`补贴统计-${String(q.group)}.xlsx`} />
      </header>
      <form role="search" aria-label={t('filters')} className="flex flex-wrap items-end gap-3" onSubmit={(e) => e.preventDefault()}>
        <label className="flex flex-col gap-1 text-xs text-slate-600">{t('group')}
          <select name="group" className={`${kitInputClass} h-9`} value={String(q.group ?? 'city')} onChange={(e) => url.filter({ group: e.target.value })}>
            {REPORT_GROUPS.map((g) => <option key={g} value={g}>{t(`groups.${g}`)}</option>)}
          </select>
        </label>
        <label className="flex flex-col gap-1 text-xs text-slate-600">{t('from')}
          <input type="date" name="from" className={`${kitInputClass} h-9`} value={String(q.from ?? '')} onChange={(e) => url.filter({ from: e.target.value || undefined })} />
        </label>
        <label className="flex flex-col gap-1 text-xs text-slate-600">{t('to')}
          <input type="date" name="to" className={`${kitInputClass} h-9`} value={String(q.to ?? '')} onChange={(e) => url.filter({ to: e.target.value || undefined })} />
        </label>
      </form>
      <DataTable<ReportRow>
        caption={t('title')} rows={rows} failed={Boolean(error)} onRetry={() => void mutate()} rowKey={(r) => r.key} rowTestId="report-row"
        columns={[
          { key: 'label', label: t(`groups.${(report?.group ?? q.group ?? 'city') as 'city'}`), render: (r) => (r.key === '__total' ? <strong>{r.label}</strong> : r.label) },
          { key: 'claims', label: t('claims'), nowrap: true, render: (r) => r.claims },
          { key: 'learners', label: t('learners'), nowrap: true, render: (r) => t('learnersValue', { eligible: r.eligible_learners, total: r.learners }) },
          { key: 'claimed', label: t('claimed'), nowrap: true, className: 'text-right', render: (r) => money(r.claimed_fen) },
          { key: 'approved', label: t('approved'), nowrap: true, className: 'text-right', render: (r) => money(r.approved_fen) },
          { key: 'paid', label: t('paid'), nowrap: true, className: 'text-right', render: (r) => money(r.paid_fen) },
        ]}
      />
    </section>
  );
}
