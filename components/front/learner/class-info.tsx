'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { Badge } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { ApiError } from '@/lib/api/client';
import { DATE_FORMAT, formatDate } from '@/lib/format/date';
import { formatYuan } from '@/lib/format/money';
import { studyTime } from './durations';
import { EnrollmentTimeline } from './enrollment-timeline';
import { enrollmentTones, knownOrderStatus, knownStatus } from './status';
import { StudyBar } from './study-bar';
import { useUserClass } from './use-learner-api';

/** /user/classInfo: one of my classes through my enrolment (GET /user/classes/{class}/{enrolment}). */
export function ClassInfo({ classId, enrollmentId }: { classId: number; enrollmentId: number }) {
  const t = useTranslations('MyClasses');
  const p = useTranslations('EnrollPages');
  const s = useTranslations('EnrollmentStatus');
  const locale = useLocale();
  const { data, error, isLoading, mutate } = useUserClass(classId, enrollmentId);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error instanceof ApiError && error.status === 404) return <p role="alert" className="text-sm text-slate-700">{t('notFound')}</p>;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const c = data.data;
  const e = c.enrollment.data;
  const study = c.study.data;
  const order = e.order?.data;
  const status = knownStatus(e.status);
  const facts: [string, string][] = [
    [t('organizer'), c.organization?.data?.name ?? '-'],
    [t('address'), c.address ?? '-'],
    [t('when'), t('dates', { start: formatDate(c.start_date, DATE_FORMAT, locale), end: formatDate(c.end_date, DATE_FORMAT, locale) })],
  ];
  return (
    <div className="space-y-6">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{c.title}</h2>
        <dl className="mt-3 space-y-1 text-sm">
          {facts.map(([label, value], i) => (
            <div key={i} className="flex gap-3"><dt className="w-20 shrink-0 text-slate-600">{label}</dt><dd className="text-slate-900">{value}</dd></div>
          ))}
        </dl>
      </div>

      <section aria-labelledby="ci-study" className="space-y-2 rounded-lg border border-slate-200 p-4">
        <h3 id="ci-study" className="font-semibold text-slate-900">{t('studyProgress')}</h3>
        <StudyBar study={study} label={t('studyProgress')} />
        <p className="flex flex-wrap gap-x-4 text-sm text-slate-700">
          <span>{t('studied', { studied: studyTime(study.study_seconds, t) })}</span>
          <span>{t('lessons', { done: study.lessons_completed, total: study.lessons_total })}</span>
          <span>{t('required', { hours: Math.round(study.required_seconds / 3600) })}</span>
        </p>
        <h4 className="pt-2 text-sm font-medium text-slate-900">{t('courses')}</h4>
        {study.video_ids.length === 0 ? (
          <p className="text-sm text-slate-600">{t('noCourses')}</p>
        ) : (
          <ul className="flex flex-wrap gap-2">
            {study.video_ids.map((videoId, i) => (
              <li key={videoId}><Link href={`/video?id=${videoId}`} className={buttonClasses('outline', 'sm')}>{t('course', { n: i + 1 })}</Link></li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="ci-enrollment" className="space-y-3">
        <div className="flex items-center gap-2">
          <h3 id="ci-enrollment" className="font-semibold text-slate-900">{t('enrollment')}</h3>
          <Badge tone={enrollmentTones[status]}>{s(status)}</Badge>
        </div>
        <EnrollmentTimeline events={e.events?.data ?? []} />
        <Link href={`/class/enrollVerify?id=${e.id}`} className="text-sm font-medium text-primary-700 hover:underline">{p('viewProgress')}</Link>
      </section>

      {order && (
        <section aria-labelledby="ci-order" className="rounded-lg border border-slate-200 p-4 text-sm">
          <h3 id="ci-order" className="font-semibold text-slate-900">{t('order')}</h3>
          <p className="mt-1 text-slate-700">{t('orderNo', { no: order.order_no })}</p>
          <p className="text-slate-700">
            {t('amount')}：{formatYuan(order.amount_cents, locale)} · {s(`orderStatus.${knownOrderStatus(order.status)}`)}
          </p>
          <Link href={`/user/paySuccee?order_no=${encodeURIComponent(order.order_no)}`} className="mt-2 inline-block font-medium text-primary-700 hover:underline">{order.status === 'pending' ? p('pay') : t('viewOrder')}</Link>
        </section>
      )}
    </div>
  );
}
