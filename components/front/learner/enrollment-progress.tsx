'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api/client';
import type { Enrollment } from '@/lib/contract/enrollment';
import { cn } from '@/components/ui/cn';
import { studyTime } from './durations';
import { EnrollmentTimeline } from './enrollment-timeline';
import { EDITABLE, enrollmentTones, knownStatus, type KnownStatus } from './status';
import { useEnrollment } from './use-learner-api';

type Step = 'submitted' | 'reviewed' | 'paid' | 'studying' | 'certified';
const REACHED: Record<KnownStatus, number> = {
  waitlisted: 0, pending: 0, rejected: 1, cancelled: 0, approved: 1, paid: 2, studying: 3, completed: 3, certified: 4,
};

function steps(e: Enrollment): Step[] {
  return e.amount_due_cents > 0 ? ['submitted', 'reviewed', 'paid', 'studying', 'certified'] : ['submitted', 'reviewed', 'studying', 'certified'];
}

/** /class/enrollVerify: where the enrolment stands, the next step, and the history. */
export function EnrollmentProgress({ id }: { id: number }) {
  const t = useTranslations('EnrollPages');
  const s = useTranslations('EnrollmentStatus');
  const m = useTranslations('MyClasses');
  const { data, error, isLoading, mutate } = useEnrollment(id);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error instanceof ApiError && error.status === 404) return <p role="alert" className="text-sm text-slate-700">{t('notFound')}</p>;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const e = data.data;
  const status = knownStatus(e.status);
  const order = e.order?.data;
  const list = steps(e);
  const reached = Math.min(REACHED[status] - (e.amount_due_cents > 0 || REACHED[status] < 2 ? 0 : 1), list.length - 1);
  const next = (() => {
    switch (status) {
      case 'waitlisted': return t('next.waitlisted', { position: e.waitlist_position ?? 1 });
      case 'approved': return e.amount_due_cents > 0 ? t('next.approvedPay') : t('next.approvedFree');
      case 'rejected': return t('next.rejected', { reason: e.reason ?? '-' });
      case 'studying': return t('next.studying', { hours: studyTime(e.study_seconds, m) });
      default: return t(`next.${status}`);
    }
  })();
  const canStudy = ['paid', 'studying', 'completed', 'certified'].includes(status) || (status === 'approved' && e.amount_due_cents === 0);

  return (
    <div className="space-y-6">
      <div>
        <p className="text-sm text-slate-600">{e.class?.data?.title}</p>
        <div className="mt-2 flex items-center gap-2">
          <Badge tone={enrollmentTones[status]}>{s(status)}</Badge>
        </div>
      </div>
      {status !== 'cancelled' && (
        <ol className={cn('grid gap-1 text-center text-xs sm:text-sm', list.length === 5 ? 'grid-cols-5' : 'grid-cols-4')}>
          {list.map((step, i) => (
            <li key={step} aria-current={i === reached ? 'step' : undefined}
              className={cn('rounded border-t-4 pt-2', i <= reached ? 'border-primary-600 font-medium text-primary-700' : 'border-slate-200 text-slate-500', status === 'rejected' && i === 1 && 'border-red-600 text-red-700')}>
              {t(`steps.${step}`)}
            </li>
          ))}
        </ol>
      )}
      <p role="status" className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3 text-sm text-slate-800">{next}</p>
      <div className="flex flex-col gap-2 md:flex-row md:flex-wrap">
        {status === 'approved' && order?.status === 'pending' && (
          <Link href={`/user/paySuccee?order_no=${encodeURIComponent(order.order_no)}`} className={buttonClasses('primary', 'md')}>{t('pay')}</Link>
        )}
        {canStudy && <Link href={`/video?class=${e.class_id}`} className={buttonClasses('primary', 'md')}>{t('study')}</Link>}
        {status === 'completed' && <Link href="/user/exam" className={buttonClasses('outline', 'md')}>{t('exams')}</Link>}
        {status === 'certified' && <Link href="/user/cert" className={buttonClasses('outline', 'md')}>{t('certs')}</Link>}
        {EDITABLE.includes(status) && <Link href={`/class/enrollEdit?id=${e.id}`} className={buttonClasses('outline', 'md')}>{t('edit')}</Link>}
        {status === 'cancelled' && <Link href={`/class/enroll?id=${e.class_id}`} className={buttonClasses('outline', 'md')}>{t('enrollAgain')}</Link>}
        <Link href={`/class/enrollShow?id=${e.id}`} className={buttonClasses('ghost', 'md')}>{t('viewDetail')}</Link>
      </div>
      <section aria-labelledby="progress-history">
        <h2 id="progress-history" className="mb-3 text-base font-semibold text-slate-900">{t('history')}</h2>
        <EnrollmentTimeline events={e.events?.data ?? []} />
      </section>
    </div>
  );
}
