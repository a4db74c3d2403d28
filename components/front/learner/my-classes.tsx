'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { studyTime } from './durations';
import { Pager } from './pager';
import { enrollmentTones, knownStatus } from './status';
import { StudyBar } from './study-bar';
import { useUserClasses } from './use-learner-api';

const STUDYING = ['approved', 'paid', 'studying', 'completed', 'certified'];

/** /user/class (every live enrolment, GET /user/classes) and /user/myClass (classes entered, GET /user/entered-classes). */
export function MyClasses({ entered }: { entered: boolean }) {
  const t = useTranslations('MyClasses');
  const s = useTranslations('EnrollmentStatus');
  const locale = useLocale();
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useUserClasses(page, entered);
  if (isLoading && !data) return <ListLoading label={t('loading')} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (data.data.length === 0) {
    return <EmptyState title={entered ? t('emptyEntered') : t('empty')} action={<Link href="/class" className="text-sm font-medium text-primary-700 hover:underline">{t('browse')}</Link>} />;
  }
  const { pagination } = data.meta;
  return (
    <>
      <ul className="space-y-4">
        {data.data.map((c) => {
          const e = c.enrollment.data;
          const study = c.study.data;
          const status = knownStatus(e.status);
          const canStudy = STUDYING.includes(status) && study.video_ids.length > 0 && !(status === 'approved' && e.amount_due_cents > 0);
          return (
            <li key={e.id} className="rounded-lg border border-slate-200 p-4">
              <div className="flex items-start justify-between gap-3">
                <Link href={`/user/classInfo?class_id=${c.id}&enrollment_id=${e.id}`} className="min-w-0 font-medium text-slate-900 hover:text-primary-700 hover:underline">{c.title}</Link>
                <Badge tone={enrollmentTones[status]} className="shrink-0">{s(status)}</Badge>
              </div>
              <p className="mt-1 text-xs text-slate-600">
                {t('dates', { start: formatDate(c.start_date, DATE_FORMAT, locale), end: formatDate(c.end_date, DATE_FORMAT, locale) })}
                {c.organization?.data ? ` · ${c.organization.data.name}` : ''}
              </p>
              {STUDYING.includes(status) && (
                <div className="mt-3 space-y-1.5">
                  <StudyBar study={study} label={t('studyProgress')} />
                  <p className="flex flex-wrap gap-x-4 text-xs text-slate-600">
                    <span>{t('studied', { studied: studyTime(study.study_seconds, t) })}</span>
                    <span>{t('lessons', { done: study.lessons_completed, total: study.lessons_total })}</span>
                    <span>{t('required', { hours: Math.round(study.required_seconds / 3600) })}</span>
                  </p>
                </div>
              )}
              <div className="mt-3 flex flex-wrap gap-2">
                {canStudy && <Link href={`/video?id=${study.video_ids[0]}`} className={buttonClasses('primary', 'sm')}>{t('continue')}</Link>}
                <Link href={`/user/classInfo?class_id=${c.id}&enrollment_id=${e.id}`} className={buttonClasses('outline', 'sm')}>{t('view')}</Link>
              </div>
            </li>
          );
        })}
      </ul>
      <Pager pagination={pagination} onPage={setPage} labels={{ previous: t('previous'), next: t('next'), page: t('page', { page: pagination.current_page, total: pagination.total_pages }) }} />
    </>
  );
}
