import type { ReactNode } from 'react';
import { useFormatter, useTranslations } from 'next-intl';
import type { OccupationCount, ScreenArea, ScreenFigures } from '@/lib/contract/data-screen/figures';
import { cn } from '@/components/ui/cn';
import { formatCount, formatFen, formatRate } from './format';

// The figures both screens show, drawn on the server as well as in the browser (no state, no effects):
// the public screen sends them in its HTML. Sizes are in em, so the screen scales them with its own
// font size (the viewport's, on the wall).

export function Panel({ title, children, className, testId }: { title: string; children: ReactNode; className?: string; testId?: string }) {
  return (
    <section data-testid={testId} className={cn('flex min-h-0 flex-col rounded-[0.5em] border border-sky-400/25 bg-[#0c1d3b]/90 p-[0.75em]', className)}>
      <h2 className="mb-[0.5em] shrink-0 border-l-[0.25em] border-sky-400 pl-[0.5em] text-[1.05em] font-semibold text-sky-100">{title}</h2>
      {children}
    </section>
  );
}

/** A figure with its label; `compact` for three to a row (amounts like ¥37,500 were cut to "¥37,…" at 1.9em). */
export function Stat({ label, value, testId, note, compact = false }: { label: string; value: string; testId: string; note?: string; compact?: boolean }) {
  return (
    <div data-testid={testId} className="min-w-0 rounded-[0.4em] bg-sky-400/10 px-[0.7em] py-[0.5em]">
      <p className="truncate text-[0.85em] text-slate-300">{label}</p>
      <p data-testid={`${testId}-value`} className={cn('truncate font-bold leading-tight tabular-nums text-cyan-200', compact ? 'text-[1.35em]' : 'text-[1.9em]')}>{value}</p>
      {note && <p className="truncate text-[0.8em] text-slate-300">{note}</p>}
    </div>
  );
}

/** Learners, enrolments, classes running today, jobs and applications. */
export function KeyFigures({ figures }: { figures: ScreenFigures }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const n = (v: number) => formatCount(format, v);
  const tiles = [
    ['learnersRegistered', figures.learners.registered],
    ['learnersVerified', figures.learners.verified],
    ['enrollmentsThisMonth', figures.enrollments.this_month],
    ['enrollmentsThisYear', figures.enrollments.this_year],
    ['classesRunningToday', figures.classes_running_today],
    ['certificatesTotal', figures.certificates_by_level.reduce((sum, l) => sum + l.count, 0)],
    ['jobsPosted', figures.jobs.posted],
    ['applications', figures.jobs.applications],
  ] as const;
  return (
    <div className="grid grid-cols-2 gap-[0.5em]">
      {tiles.map(([key, value]) => <Stat key={key} label={t(key)} value={n(value)} testId={`figure-${key}`} />)}
    </div>
  );
}

/** Bars whose length is each row's share of the largest; the figure itself beside it. */
function Bars({ rows, testId }: { rows: { key: string; label: string; value: number; text: string }[]; testId: string }) {
  const top = Math.max(1, ...rows.map((r) => r.value));
  return (
    <ol data-testid={testId} className="flex min-h-0 flex-col gap-[0.35em] overflow-hidden">
      {rows.map((row) => (
        <li key={row.key} className="grid grid-cols-[7.5em_1fr_auto] items-center gap-[0.5em] text-[0.9em]">
          <span className="truncate text-slate-200" title={row.label}>{row.label}</span>
          <span className="h-[0.6em] rounded-full bg-slate-700/60" aria-hidden="true">
            <span className="block h-full rounded-full bg-gradient-to-r from-sky-500 to-cyan-300" style={{ width: `${(row.value / top) * 100}%` }} />
          </span>
          <span className="tabular-nums text-cyan-100">{row.text}</span>
        </li>
      ))}
    </ol>
  );
}

/** Certificates by level, under the national level names (一级/高级技师 … 五级/初级工). */
export function CertificateLevels({ levels }: { levels: ScreenFigures['certificates_by_level'] }) {
  const t = useTranslations('DataScreen');
  const level = useTranslations('Levels');
  const format = useFormatter();
  const rows = [1, 2, 3, 4, 5].map((n) => {
    const value = levels.find((l) => l.level === n)?.count ?? 0;
    return { key: String(n), label: level(`level${n}` as 'level1'), value, text: formatCount(format, value) };
  });
  return <Panel title={t('certificatesByLevel')} testId="certificates-by-level"><Bars rows={rows} testId="level-bars" /></Panel>;
}

export function PassRate({ exams }: { exams: ScreenFigures['exams'] }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  return (
    <Panel title={t('passRate')} testId="pass-rate">
      <div className="flex items-baseline justify-between gap-[0.5em]">
        <p data-testid="pass-rate-value" className="text-[2.2em] font-bold tabular-nums text-emerald-300">{formatRate(format, exams.pass_rate) ?? t('noneYet')}</p>
        <p className="text-right text-[0.85em] text-slate-300">
          {t('examsSat', { count: formatCount(format, exams.sat) })}
          <br />
          {t('examsPassed', { count: formatCount(format, exams.passed) })}
        </p>
      </div>
    </Panel>
  );
}

export function TopOccupations({ title, items, testId, limit = 10 }: { title: string; items: OccupationCount[]; testId: string; limit?: number }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const rows = items.slice(0, limit).map((o) => ({ key: String(o.occupation_id), label: o.name, value: o.count, text: formatCount(format, o.count) }));
  return (
    <Panel title={title} testId={testId}>
      {rows.length ? <Bars rows={rows} testId={`${testId}-bars`} /> : <p className="text-[0.9em] text-slate-300">{t('noneYet')}</p>}
    </Panel>
  );
}

/** Claimed, approved and paid; nothing at all while the subsidies have no data (null). */
export function SubsidySection({ subsidy }: { subsidy: ScreenFigures['subsidy'] }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  if (!subsidy) return null;
  return (
    <Panel title={t('subsidy')} testId="subsidy">
      <div className="grid grid-cols-3 gap-[0.5em]">
        <Stat label={t('subsidyClaimed')} value={formatFen(format, subsidy.claimed_fen)} testId="subsidy-claimed" compact />
        <Stat label={t('subsidyApproved')} value={formatFen(format, subsidy.approved_fen)} testId="subsidy-approved" compact />
        <Stat label={t('subsidyPaid')} value={formatFen(format, subsidy.paid_fen)} testId="subsidy-paid" compact />
      </div>
    </Panel>
  );
}

/** Every area's figures as a table: the counties of a city (no county map), or the map's words for screen readers. */
export function AreaTable({ areas, caption, withSubsidy, className, testId = 'area-table' }: { areas: ScreenArea[]; caption: string; withSubsidy: boolean; className?: string; testId?: string }) {
  const t = useTranslations('DataScreen');
  const format = useFormatter();
  const th = 'px-[0.5em] py-[0.3em] text-left font-medium text-sky-100';
  const td = 'px-[0.5em] py-[0.25em] tabular-nums text-slate-100';
  return (
    <table data-testid={testId} className={cn('w-full text-[0.9em]', className)}>
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-sky-400/30">
          <th scope="col" className={th}>{t('area')}</th>
          <th scope="col" className={th}>{t('measures.learners')}</th>
          <th scope="col" className={th}>{t('measures.certificates')}</th>
          <th scope="col" className={th}>{t('measures.passRate')}</th>
          {withSubsidy && <th scope="col" className={th}>{t('measures.subsidyPaid')}</th>}
          <th scope="col" className={th}>{t('measures.jobs')}</th>
        </tr>
      </thead>
      <tbody>
        {areas.map((a) => (
          <tr key={a.code} data-testid="area-row" data-code={a.code} className="border-b border-slate-700/50">
            <th scope="row" className={cn(th, 'font-normal text-slate-100')}>{a.name}</th>
            <td className={td}>{formatCount(format, a.learners)}</td>
            <td className={td}>{formatCount(format, a.certificates)}</td>
            <td className={td}>{formatRate(format, a.pass_rate) ?? t('noneYet')}</td>
            {withSubsidy && <td className={td}>{formatFen(format, a.subsidy_paid_fen)}</td>}
            <td className={td}>{formatCount(format, a.jobs)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
