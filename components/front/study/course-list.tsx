'use client';

import Link from 'next/link';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { clock } from '@/components/front/learner/durations';
import { Pager } from '@/components/front/learner/pager';
import { useCourses } from '@/components/front/learner/use-learner-api';
import { Badge } from '@/components/ui/badge';
import { EmptyState } from '@/components/ui/empty-state';
import type { Course } from '@/lib/contract/study';

const payNotice = (orderNo: string) => `/user/paySuccee?order_no=${encodeURIComponent(orderNo)}`;

/** /video: the courses of my classes first, then the open courses; `classId` narrows to one class. */
export function CourseList({ classId }: { classId?: number }) {
  const t = useTranslations('Courses');
  const [page, setPage] = useState(1);
  const { data, error, isLoading, mutate } = useCourses(page, classId);
  if (isLoading && !data) return <ListLoading label={t('loading')} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const courses = data.data;
  if (courses.length === 0) return <EmptyState title={t('empty')} />;
  const { pagination } = data.meta;
  return (
    <>
      <ul className="grid gap-4 sm:grid-cols-2">
        {courses.map((c) => <CourseCard key={c.id} course={c} />)}
      </ul>
      <Pager pagination={pagination} onPage={setPage} labels={{ previous: t('previous'), next: t('next'), page: t('page', { page: pagination.current_page, total: pagination.total_pages }) }} />
    </>
  );
}

function CourseCard({ course }: { course: Course }) {
  const t = useTranslations('Courses');
  return (
    <li className="flex flex-col rounded-lg border border-slate-200 p-4">
      <div className="mb-2 flex gap-2">
        <Badge tone={course.class_id ? 'primary' : 'neutral'}>{course.class_id ? t('mine') : t('public')}</Badge>
        {course.payment_order && <Badge tone="warning">{t('paymentDue')}</Badge>}
      </div>
      <Link href={`/video?id=${course.id}`} className="font-medium text-slate-900 hover:text-primary-700 hover:underline">{course.title}</Link>
      <p className="mt-1 text-xs text-slate-600">
        {t('lessons', { count: course.lessons_count })} · {t('duration', { time: clock(course.duration_seconds) })}
      </p>
      <p className="mt-1 text-xs text-slate-600">
        {t('progress', { done: course.completed_count, total: course.lessons_count })} · {t('watched', { time: clock(course.watched_seconds) })}
      </p>
      {course.payment_order ? (
        <Link href={payNotice(course.payment_order)} className="mt-3 text-sm font-medium text-primary-700 hover:underline">{t('paymentNotice')}</Link>
      ) : (
        <Link href={`/video?id=${course.id}`} className="mt-3 text-sm font-medium text-primary-700 hover:underline">{t('start')}</Link>
      )}
    </li>
  );
}
