import { PlainLink } from '@/components/front/plain-link';
import { useLocale, useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/contract/training-class';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { formatYuan, isFree } from '@/lib/format/money';
import { Badge } from '@/components/ui/badge';
import { classStatusKeys, classStatusTones } from './class/status';
import { levelKey } from './level-name';

export function classHref(id: number): string {
  return `/class/info?id=${id}`;
}

/** Styled by the .class-card rules in app/globals.css: a page lists many, and short classes keep its HTML and RSC payload small. */
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
    <article className="class-card">
      <div className="cc-tags">
        <Badge tone={classStatusTones[item.status]}>{t(classStatusKeys[item.status])}</Badge>
        {item.is_hot && <Badge tone="danger">{t('hot')}</Badge>}
        {level && <Badge tone="primary">{levels(level)}</Badge>}
      </div>
      <Heading>
        <PlainLink href={classHref(item.id)}>
          {item.title}
        </PlainLink>
      </Heading>
      {occupation && <p className="cc-muted">{occupation}</p>}
      <dl>
        <div>
          <dt>{t('startDate')}</dt>
          <dd>{t('period', { start: date(item.start_date), end: date(item.end_date) })}</dd>
        </div>
        {place && (
          <div>
            <dt>{t('location')}</dt>
            <dd className="truncate">{place}</dd>
          </div>
        )}
      </dl>
      <p className="cc-muted">
        {t('hours', { count: item.hours })}
        {item.enroll_end && item.status === 'enrolling' && <> · {t('enrollDeadline', { date: date(item.enroll_end) })}</>}
      </p>
      <div className="cc-foot">
        <p>
          <span className="sr-only">{t('fee')}</span>
          <span className="cc-fee">{isFree(item.fee_cents) ? t('free') : formatYuan(item.fee_cents, locale)}</span>
          {item.subsidy_cents > 0 && <span className="cc-subsidy">{t('subsidy', { amount: formatYuan(item.subsidy_cents, locale) })}</span>}
        </p>
        <p className={full ? 'cc-full' : 'cc-seats'}>
          {full ? t('full') : t('seatsLeft', { count: item.seats_left })}
        </p>
      </div>
      {item.requires_verification && <p className="cc-note">{t('requiresVerification')}</p>}
    </article>
  );
}
