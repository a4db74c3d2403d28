import { useLocale, useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/contract/training-class';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { formatYuan } from '@/lib/format/money';
import { amountDueCents } from './amounts';

/** The class an enrolment is for: title, organiser, dates, what the learner pays and the seats left. */
export function ClassSummary({ cls }: { cls: TrainingClass }) {
  const t = useTranslations('EnrollForm');
  const m = useTranslations('MyClasses');
  const locale = useLocale();
  const due = amountDueCents(cls);
  return (
    <section aria-label={t('classHeading')} className="mb-6 rounded-lg border border-slate-200 bg-slate-50 p-4">
      <p className="text-xs font-medium text-slate-600">{t('classHeading')}</p>
      <p className="mt-1 font-semibold text-slate-900">{cls.title}</p>
      <ul className="mt-2 grid gap-1 text-sm text-slate-700 sm:grid-cols-2">
        {cls.organization?.data && <li>{cls.organization.data.name}</li>}
        <li>{m('dates', { start: formatDate(cls.start_date, DATE_FORMAT, locale), end: formatDate(cls.end_date, DATE_FORMAT, locale) })}</li>
        <li>
          {t('fee')}：<span className="font-medium text-slate-900">{due > 0 ? formatYuan(due, locale) : t('free')}</span>
        </li>
        <li>{cls.seats_left > 0 ? t('seatsLeft', { count: cls.seats_left }) : t('classFull')}</li>
      </ul>
    </section>
  );
}
