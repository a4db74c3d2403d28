'use client';

import { useFormatter, useTranslations } from 'next-intl';
import type { ScreenFeedItem } from '@/lib/contract/data-screen/figures';
import { Panel } from './figures';

/** The latest certificates and enrolments, names masked by the API (张*三); as many as fit. */
export function Feed({ items }: { items: ScreenFeedItem[] }) {
  const t = useTranslations('DataScreen');
  const level = useTranslations('Levels');
  const format = useFormatter();
  // The time alone for today's items; an older one carries its date (a quiet night's feed reaches back days).
  const day = (at: Date) => format.dateTime(at, { year: 'numeric', month: '2-digit', day: '2-digit' });
  const today = day(new Date());
  const when = (at: Date) =>
    format.dateTime(at, day(at) === today ? { hour: '2-digit', minute: '2-digit' } : { month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit' });
  return (
    <Panel title={t('feed')} testId="screen-feed" className="flex-1 overflow-hidden">
      {items.length === 0 ? (
        <p className="text-[0.9em] text-slate-300">{t('feedEmpty')}</p>
      ) : (
        <ol className="min-h-0 space-y-[0.35em] overflow-hidden" aria-live="off">
          {items.map((item, i) => (
            <li key={`${item.at}-${i}`} data-testid="feed-item" data-kind={item.kind} className="grid grid-cols-[auto_1fr] gap-x-[0.5em] text-[0.85em]">
              <time dateTime={item.at} className="tabular-nums text-slate-400">{when(new Date(item.at))}</time>
              <span className="truncate text-slate-100">
                {item.kind === 'certificate'
                  ? t('feedCertificate', { name: item.name_masked, occupation: item.occupation ?? '', level: item.level ? level(`level${item.level}` as 'level1') : '' })
                  : t('feedEnrollment', { name: item.name_masked, occupation: item.occupation ?? '' })}
                {item.area_name && <span className="ml-[0.4em] text-slate-400">{item.area_name}</span>}
              </span>
            </li>
          ))}
        </ol>
      )}
    </Panel>
  );
}
