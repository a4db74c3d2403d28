'use client';

import { useLocale, useTranslations } from 'next-intl';
import type { EnrollmentEvent } from '@/lib/contract/enrollment';
import { formatDate } from '@/lib/format/date';
import { knownActor, knownStatus } from './status';

/** An enrolment's status history, oldest first. */
export function EnrollmentTimeline({ events }: { events: EnrollmentEvent[] }) {
  const t = useTranslations('EnrollPages');
  const s = useTranslations('EnrollmentStatus');
  const locale = useLocale();
  return (
    <ol className="relative space-y-4 border-l border-slate-200 pl-5">
      {events.map((e) => (
        <li key={e.id} className="relative">
          <span aria-hidden="true" className="absolute -left-[27px] top-1.5 h-3 w-3 rounded-full border-2 border-white bg-primary-600" />
          <p className="text-sm font-medium text-slate-900">
            {t('historyEntry', { actor: s(`actor.${knownActor(e.actor_type)}`), status: s(knownStatus(e.to_status)) })}
          </p>
          <p className="text-xs text-slate-600">
            <time dateTime={e.created_at}>{formatDate(e.created_at, 'YYYY-MM-DD HH:mm', locale)}</time>
          </p>
          {e.reason && <p className="mt-0.5 text-sm text-slate-700">{t('reason')}：{e.reason}</p>}
        </li>
      ))}
    </ol>
  );
}
