import { PlainLink } from '@/components/front/plain-link';
import { useLocale, useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/api/types';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { formatYuan, isFree } from '@/lib/format/money';
import { Badge } from '@/components/ui/badge';
import { classStatusKeys, classStatusTones } from './class/status';
import { levelKey } from './level-name';

export function classHref(id: number): string {
  return `/class/info?id=${id}`;
}

export function ClassCard({ item, headingLevel = 'h3' }: { item: TrainingClass; headingLevel?: 'h2' | 'h3' }) {
  const t = useTranslations('ClassCard');
  const levels = useTranslations('Levels');
  const locale = useLocale();
  const Heading = headingLevel;
  const level = levelKey(item.level);
  const occupation = item.occupation?.data?.name;
  const place = [item.city?.data?.name, item.area?.data?.name].filter(Boolean).join(' · ');
  const full = item.seats_left <= 0;
  const date = (value: string) => formatDate(value, DATE_FORMAT, locale);

  return (
    <article className="group relative flex h-full flex-col rounded-lg border border-slate-200 bg-white p-4 shadow-sm transition hover:border-primary-300 hover:shadow-md">
      <div className="flex flex-wrap items-center gap-1.5">
        <Badge tone={classStatusTones[item.status]}>{t(classStatusKeys[item.status])}</Badge>
        {item.is_hot && <Badge tone="danger">{t('hot')}</Badge>}
        {level && <Badge tone="primary">{levels(level)}</Badge>}
      </div>
      <Heading className="mt-2 line-clamp-2 text-base font-semibold leading-snug text-slate-900">
        <PlainLink href={classHref(item.id)} className="after:absolute after:inset-0 group-hover:text-primary-700">
          {item.title}
        </PlainLink>
      </Heading>
      {occupation && <p className="mt-1 text-sm text-slate-600">{occupation}</p>}
      <dl className="mt-3 space-y-1 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt className="shrink-0 text-slate-600">{t('startDate')}</dt>
          <dd>{t('period', { start: date(item.start_date), end: date(item.end_date) })}</dd>
        </div>
        {place && (
          <div className="flex gap-2">
            <dt className="shrink-0 text-slate-600">{t('location')}</dt>
            <dd className="truncate">{place}</dd>
          </div>
        )}
      </dl>
      <p className="mt-1 text-sm text-slate-600">
        {t('hours', { count: item.hours })}
        {item.enroll_end && item.status === 'enrolling' && <> · {t('enrollDeadline', { date: date(item.enroll_end) })}</>}
      </p>
      <div className="mt-auto flex items-end justify-between gap-2 border-t border-slate-100 pt-3">
        <p>
          <span className="sr-only">{t('fee')}</span>
          <span className="text-lg font-bold text-red-700">{isFree(item.fee_cents) ? t('free') : formatYuan(item.fee_cents, locale)}</span>
          {item.subsidy_cents > 0 && <span className="ml-2 text-xs text-emerald-800">{t('subsidy', { amount: formatYuan(item.subsidy_cents, locale) })}</span>}
        </p>
        <p className={full ? 'text-sm text-slate-600' : 'text-sm font-medium text-primary-700'}>
          {full ? t('full') : t('seatsLeft', { count: item.seats_left })}
        </p>
      </div>
      {item.requires_verification && <p className="mt-2 text-xs text-amber-800">{t('requiresVerification')}</p>}
    </article>
  );
}
