'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { clock } from '@/components/front/learner/durations';
import { useCourse } from '@/components/front/learner/use-learner-api';
import { Badge } from '@/components/ui/badge';
import { ApiError } from '@/lib/api/client';
import type { Lesson } from '@/lib/contract/study';

/** /video?id=…: one course's lessons by chapter, with my progress in each. */
export function CourseDetail({ id }: { id: number }) {
  const t = useTranslations('Courses');
  const { data, error, isLoading, mutate } = useCourse(id);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={3} />;
  if (error instanceof ApiError && error.status === 402) {
    // The notice of each unpaid class (where and how to pay) is one tap away from my classes.
    return (
      <p role="alert" className="text-sm text-amber-800">
        {t('paymentRequired')} <Link href="/user/class" className="font-medium text-primary-700 underline">{t('paymentNotice')}</Link>
      </p>
    );
  }
  if (error instanceof ApiError && error.status === 404) return <p role="alert" className="text-sm text-slate-700">{t('notAvailable')}</p>;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  const course = data.data;
  const chapters = new Map<string, Lesson[]>();
  for (const lesson of course.lessons?.data ?? []) {
    const key = lesson.chapter ?? '';
    chapters.set(key, [...(chapters.get(key) ?? []), lesson]);
  }
  return (
    <div className="space-y-5">
      <div>
        <h2 className="text-lg font-semibold text-slate-900">{course.title}</h2>
        {course.class_title && <p className="mt-1 text-sm text-slate-600">{t('classCourse', { title: course.class_title })}</p>}
        {course.description && <p className="mt-2 text-sm text-slate-700">{course.description}</p>}
        <p className="mt-2 text-sm text-slate-700">
          {t('progress', { done: course.completed_count, total: course.lessons_count })} · {t('watched', { time: clock(course.watched_seconds) })}
        </p>
      </div>
      <nav aria-label={t('lessonList')} className="space-y-4">
        {[...chapters.entries()].map(([chapter, lessons]) => (
          <section key={chapter}>
            {chapter && <h3 className="mb-2 text-sm font-semibold text-slate-800">{chapter}</h3>}
            <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
              {lessons.map((l) => (
                <li key={l.id}>
                  <Link href={`/lessonVideo?id=${l.id}`} className="flex items-center justify-between gap-3 px-4 py-3 text-sm hover:bg-slate-50">
                    <span className="min-w-0 text-slate-900">{l.title}</span>
                    <span className="flex shrink-0 items-center gap-2 text-xs text-slate-600">
                      {clock(l.duration_seconds)}
                      {l.progress.completed ? <Badge tone="success">{t('completed')}</Badge> : l.progress.watched_seconds > 0 ? <span>{clock(l.progress.watched_seconds)}</span> : null}
                      {!l.has_media && <Badge>{t('noMedia')}</Badge>}
                    </span>
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </nav>
      <Link href="/video" className="text-sm font-medium text-primary-700 hover:underline">{t('back')}</Link>
    </div>
  );
}
