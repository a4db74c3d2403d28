'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { EnrollmentTimeline } from './enrollment-timeline';
import { Pager } from './pager';
import { EDITABLE, enrollmentTones, knownStatus } from './status';
import { useMyEnrollments } from './use-learner-api';

/** /user/enroll: my enrolments, newest first, each with its status history. */
export function MyEnrollments() {
  const t = useTranslations('MyEnrollments');
  const s = useTranslations('EnrollmentStatus');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useMyEnrollments(page);
  if (isLoading && !data) return <ListLoading label={t('loading')} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (data.data.length === 0) {
    return <EmptyState title={t('empty')} action={<Link href="/class" className="text-sm font-medium text-primary-700 hover:underline">{t('browse')}</Link>} />;
  }
  const { pagination } = data.meta;
  return (
    <>
      <ul className="space-y-4">
        {data.data.map((e) => {
          const status = knownStatus(e.status);
          const events = e.events?.data ?? [];
          return (
            <li key={e.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-3">
                <Link href={`/class/enrollVerify?id=${e.id}`} className="min-w-0 font-medium text-slate-900 hover:text-primary-700 hover:underline">
                  {e.class?.data?.title ?? `#${e.class_id}`}
                </Link>
                <Badge tone={enrollmentTones[status]} className="shrink-0">{s(status)}</Badge>
              </div>
              <p className="mt-1 text-xs text-slate-600">{t('submittedAt', { date: formatDate(e.created_at, DATE_FORMAT, locale) })}</p>
              <details className="mt-3 text-sm">
                <summary className="cursor-pointer text-primary-700">{t('showHistory', { count: events.length })}</summary>
                <div className="mt-3"><EnrollmentTimeline events={events} /></div>
              </details>
              <div className="mt-3 flex gap-4 text-sm">
                <Link href={`/class/enrollVerify?id=${e.id}`} className="font-medium text-primary-700 hover:underline">{t('progress')}</Link>
                <Link href={`/class/enrollShow?id=${e.id}`} className="font-medium text-primary-700 hover:underline">{t('detail')}</Link>
                {EDITABLE.includes(e.status) && <Link href={`/class/enrollEdit?id=${e.id}`} className="font-medium text-primary-700 hover:underline">{t('edit')}</Link>}
              </div>
            </li>
          );
        })}
      </ul>
      <Pager pagination={pagination} onPage={setPage} labels={{ previous: t('previous'), next: t('next'), page: t('page', { page: pagination.current_page, total: pagination.total_pages }) }} />
    </>
  );
}
