'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api/client';
import { formatDate } from '@/lib/format/date';
import { formatYuan } from '@/lib/format/money';
import { CancelButton } from './cancel-button';
import { EnrollmentTimeline } from './enrollment-timeline';
import { CANCELLABLE, EDITABLE, enrollmentTones, knownStatus } from './status';
import { useEnrollment } from './use-learner-api';

/** /class/enrollShow: the form as submitted, its status and history, and what may still be done. */
export function EnrollmentDetail({ id }: { id: number }) {
  const t = useTranslations('EnrollPages');
  const s = useTranslations('EnrollmentStatus');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useEnrollment(id);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error instanceof ApiError && error.status === 404) return <p role="alert" className="text-sm text-slate-700">{t('notFound')}</p>;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const e = data.data;
  const status = knownStatus(e.status);
  const rows: [string, string][] = [
    [t('class'), e.class?.data?.title ?? '-'],
    [t('submittedAt'), formatDate(e.created_at, 'YYYY-MM-DD HH:mm', locale)],
    [t('realName'), e.real_name],
    [t('idNumber'), e.id_number],
    [t('phone'), e.phone],
    [t('education'), e.education ?? '-'],
    [t('employmentCategory'), e.employment_category ?? '-'],
    [t('documents'), e.documents.length ? e.documents.map((d) => d.name).join('、') : t('noDocuments')],
    [t('amountDue'), e.amount_due_cents > 0 ? formatYuan(e.amount_due_cents, locale) : t('free')],
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap items-center gap-3">
        <span className="text-sm text-slate-600">{t('status')}</span>
        <Badge tone={enrollmentTones[status]}>{s(status)}</Badge>
        {e.reason && <span className="text-sm text-slate-700">{t('reason')}：{e.reason}</span>}
      </div>
      <dl className="divide-y divide-slate-100 rounded-lg border border-slate-200">
        {rows.map(([label, value]) => (
          <div key={label} className="flex gap-4 px-4 py-3 text-sm">
            <dt className="w-24 shrink-0 text-slate-600">{label}</dt>
            <dd className="min-w-0 break-words font-medium text-slate-900">{value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="enroll-history">
        <h2 id="enroll-history" className="mb-3 text-base font-semibold text-slate-900">{t('history')}</h2>
        <EnrollmentTimeline events={e.events?.data ?? []} />
      </section>
      <div className="flex flex-col gap-2 md:flex-row md:flex-wrap md:items-start">
        <Link href={`/class/enrollVerify?id=${e.id}`} className={buttonClasses('primary', 'md')}>{t('viewProgress')}</Link>
        {EDITABLE.includes(e.status) && <Link href={`/class/enrollEdit?id=${e.id}`} className={buttonClasses('outline', 'md')}>{t('edit')}</Link>}
        {CANCELLABLE.includes(e.status) && <CancelButton id={e.id} onCancelled={() => void mutate()} />}
        {/* Issue 31: the learner category that counts for a subsidy is the one in force on the enrolment date. */}
        {e.status !== 'rejected' && e.status !== 'cancelled' && (
          <Link href={`/user/subsidy/category?enrollment_id=${e.id}`} className={buttonClasses('outline', 'md')}>{t('declareCategory')}</Link>
        )}
      </div>
    </div>
  );
}
