import { PlainLink } from '@/components/front/plain-link';
import { useLocale, useTranslations } from 'next-intl';
import type { TrainingClass } from '@/lib/contract/training-class';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { EmptyState } from '@/components/ui/empty-state';
import { classHref } from '../class-card';

/** Enrolment notices as a list: title, deadline and seats, soonest deadline first. */
export function EnrollNotices({ items }: { items: TrainingClass[] }) {
  const t = useTranslations('EnrollNotices');
  const locale = useLocale();
  if (items.length === 0) return <EmptyState title={t('empty')} />;
  return (
    <ol className="divide-y divide-slate-100 rounded-lg border border-slate-200 bg-white shadow-sm">
      {items.map((item) => (
        <li key={item.id} className="flex flex-col gap-1 p-4 md:flex-row md:items-center md:gap-6">
          <div className="min-w-0 flex-1">
            <PlainLink href={classHref(item.id)} className="font-medium text-slate-900 hover:text-primary-700 hover:underline">
              {item.title}
            </PlainLink>
            <p className="mt-0.5 text-xs text-slate-600">
              {[item.city?.data?.name, item.area?.data?.name].filter(Boolean).join(' · ')}
            </p>
          </div>
          <p className="text-sm text-slate-700 md:w-44">
            {item.enroll_end ? t('deadline', { date: formatDate(item.enroll_end, DATE_FORMAT, locale) }) : t('noDeadline')}
          </p>
          <p className={item.seats_left > 0 ? 'text-sm font-medium text-primary-700 md:w-32' : 'text-sm text-slate-600 md:w-32'}>
            {item.seats_left > 0 ? t('seatsLeft', { count: item.seats_left }) : t('full')}
          </p>
        </li>
      ))}
    </ol>
  );
}
