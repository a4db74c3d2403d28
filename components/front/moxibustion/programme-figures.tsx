import { useFormatter, useTranslations } from 'next-intl';
import type { MoxibustionSummary } from '@/lib/contract/moxibustion';

const FIGURES = [
  ['batches', 'batches'],
  ['enrolling_batches', 'enrollingBatches'],
  ['trained', 'trained'],
  ['certified', 'certified'],
] as const satisfies ReadonlyArray<[keyof MoxibustionSummary, string]>;

export function ProgrammeFigures({ summary }: { summary: MoxibustionSummary }) {
  const t = useTranslations('Moxibustion');
  const format = useFormatter();
  return (
    <dl aria-label={t('figures')} className="grid grid-cols-2 gap-px overflow-hidden rounded-lg bg-primary-500/40 md:grid-cols-4">
      {FIGURES.map(([field, key]) => (
        <div key={field} className="flex flex-col-reverse items-center bg-primary-700 px-3 py-4 text-center">
          <dt className="mt-1 text-sm text-primary-100">{t(key)}</dt>
          <dd className="text-2xl font-bold tabular-nums text-white">{format.number(summary[field])}</dd>
        </div>
      ))}
    </dl>
  );
}
