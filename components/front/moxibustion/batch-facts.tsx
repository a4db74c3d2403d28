import { useLocale, useTranslations } from 'next-intl';
import type { MoxibustionBatch } from '@/lib/contract/moxibustion';
import { formatYuan, isFree } from '@/lib/format/money';

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="flex gap-3 border-b border-slate-100 py-2 text-sm last:border-0">
      <dt className="w-24 shrink-0 text-slate-500">{label}</dt>
      <dd className="min-w-0 break-words text-slate-900">{children}</dd>
    </div>
  );
}

/** Everything a visitor needs before enrolling: schedule, place, organiser, issuer, fee and seats. */
export function BatchFacts({ batch }: { batch: MoxibustionBatch }) {
  const t = useTranslations('Moxibustion');
  const locale = useLocale();
  return (
    <dl>
      <Row label={t('code')}>{batch.code}</Row>
      <Row label={t('level')}>{batch.level}</Row>
      <Row label={t('enrollWindow')}>{t('range', { from: batch.enroll_start, to: batch.enroll_end })}</Row>
      <Row label={t('trainingDates')}>{t('range', { from: batch.start_date, to: batch.end_date })}</Row>
      <Row label={t('hours')}>{t('hoursValue', { hours: batch.hours })}</Row>
      <Row label={t('place')}>{[batch.city?.data?.name, batch.venue].filter(Boolean).join(' ') || '—'}</Row>
      <Row label={t('organizer')}>{batch.organizer}</Row>
      <Row label={t('issuer')}>{batch.issuer}</Row>
      <Row label={t('fee')}>{isFree(batch.fee_cents) ? t('free') : formatYuan(batch.fee_cents, locale)}</Row>
      <Row label={t('seats')}>{t('seatsValue', { capacity: batch.capacity, left: batch.seats_left })}</Row>
      {batch.contact_phone && <Row label={t('contact')}>{batch.contact_phone}</Row>}
    </dl>
  );
}
