import { PlainLink } from '@/components/front/plain-link';
import { useTranslations } from 'next-intl';
import type { MoxibustionBatch } from '@/lib/contract/moxibustion';
import { Card } from '@/components/ui/card';
import { BatchStatus } from './batch-status';

export const batchHref = (id: number) => `/moxibustion/enrollInfo?id=${id}`;

/** One batch (期) in a list: title, status, dates, place and seats left. */
export function BatchCard({ batch }: { batch: MoxibustionBatch }) {
  const t = useTranslations('Moxibustion');
  return (
    <Card as="li" className="p-4">
      <div className="flex items-start justify-between gap-3">
        <h2 className="text-base font-semibold text-slate-900">
          <PlainLink href={batchHref(batch.id)} className="hover:text-primary-700 hover:underline">
            {batch.title}
          </PlainLink>
        </h2>
        <BatchStatus status={batch.status} />
      </div>
      <dl className="mt-3 grid gap-x-6 gap-y-1 text-sm text-slate-700 sm:grid-cols-2">
        <div><dt className="inline text-slate-500">{t('enrollWindow')}：</dt><dd className="inline">{t('range', { from: batch.enroll_start, to: batch.enroll_end })}</dd></div>
        <div><dt className="inline text-slate-500">{t('trainingDates')}：</dt><dd className="inline">{t('range', { from: batch.start_date, to: batch.end_date })}</dd></div>
        <div><dt className="inline text-slate-500">{t('place')}：</dt><dd className="inline">{[batch.city?.data?.name, batch.venue].filter(Boolean).join(' ') || '—'}</dd></div>
        <div><dt className="inline text-slate-500">{t('seats')}：</dt><dd className="inline">{t('seatsValue', { capacity: batch.capacity, left: batch.seats_left })}</dd></div>
      </dl>
    </Card>
  );
}
