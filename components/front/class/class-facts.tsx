import type { ReactNode } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/contract/training-class';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { formatYuan, isFree } from '@/lib/format/money';
import { levelKey } from '../level-name';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex gap-3 border-b border-dashed border-slate-200 py-2.5 last:border-0 md:block md:border-0 md:py-0">
      <dt className="w-24 shrink-0 text-sm text-slate-600 md:w-auto">{label}</dt>
      <dd className="min-w-0 text-sm font-medium text-slate-900 md:mt-1 md:text-base">{children}</dd>
    </div>
  );
}

/** Everything a learner weighs before enrolling, as a definition list. */
export function ClassFacts({ item }: { item: TrainingClass }) {
  const t = useTranslations('ClassInfo');
  const levels = useTranslations('Levels');
  const locale = useLocale();
  const date = (value: string | null) => (value ? formatDate(value, DATE_FORMAT, locale) : t('notSet'));
  const level = levelKey(item.level);
  const place = [item.city?.data?.name, item.area?.data?.name, item.address].filter(Boolean).join(' ');
  const money = (cents: number) => (isFree(cents) ? t('free') : formatYuan(cents, locale));

  return (
    <dl className="grid gap-x-6 md:grid-cols-3 md:gap-y-5">
      <Fact label={t('occupation')}>{item.occupation?.data?.name ?? t('notSet')}</Fact>
      <Fact label={t('level')}>{level ? levels(level) : t('notSet')}</Fact>
      <Fact label={t('organizer')}>{item.organization?.data?.name ?? t('notSet')}</Fact>
      <Fact label={t('location')}>{place || t('notSet')}</Fact>
      <Fact label={t('enrollWindow')}>{t('range', { start: date(item.enroll_start), end: date(item.enroll_end) })}</Fact>
      <Fact label={t('classDates')}>{t('range', { start: date(item.start_date), end: date(item.end_date) })}</Fact>
      <Fact label={t('schedule')}>{item.schedule || t('notSet')}</Fact>
      <Fact label={t('hours')}>{t('hoursValue', { count: item.hours })}</Fact>
      <Fact label={t('seats')}>
        {t('seatsValue', { capacity: item.capacity, enrolled: item.enrolled_count })}
        <span className={item.seats_left > 0 ? 'ml-2 text-primary-700' : 'ml-2 text-slate-600'}>
          {item.seats_left > 0 ? t('seatsLeft', { count: item.seats_left }) : t('full')}
        </span>
      </Fact>
      <Fact label={t('fee')}>
        <span className="text-red-700">{money(item.fee_cents)}</span>
      </Fact>
      <Fact label={t('subsidy')}>{item.subsidy_cents > 0 ? formatYuan(item.subsidy_cents, locale) : t('noSubsidy')}</Fact>
      <Fact label={t('verification')}>{item.requires_verification ? t('verificationRequired') : t('verificationNotRequired')}</Fact>
    </dl>
  );
}
