'use client';

import Link from 'next/link';
import { useEffect, useRef, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { ListFailed, ListLoading } from '@/components/front/career/list-states';
import { clock } from '@/components/front/learner/durations';
import { courseKey, useLesson } from '@/components/front/learner/use-learner-api';
import { buttonClasses } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { LessonDetail, Play, ProgressReport } from '@/lib/contract/study';
import type { ItemResponse } from '@/lib/contract/envelope';

/** While playing, the position is reported this often; the server credits at most what elapsed. */
export const REPORT_EVERY_MS = 5000;

/** /lessonVideo?id=…: plays one lesson and reports its progress. */
export function LessonPlayer({ id }: { id: number }) {
  const t = useTranslations('LessonPlayer');
  const c = useTranslations('Courses');
  const { data, error, isLoading, mutate } = useLesson(id);
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error instanceof ApiError && error.status === 402) {
    return (
      <p role="alert" className="text-sm text-amber-800">
        {c('paymentRequired')} <Link href="/user/class" className="font-medium text-primary-700 underline">{c('paymentNotice')}</Link>
      </p>
    );
  }
  if (error instanceof ApiError && error.status === 404) return <p role="alert" className="text-sm text-slate-700">{c('notAvailable')}</p>;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={c('retry')} onRetry={() => void mutate()} />;
  return <Player key={data.data.id} lesson={data.data} />;
}

type Progress = { watched: number; completed: boolean; classSeconds: number | null };

function Player({ lesson }: { lesson: LessonDetail }) {
  const t = useTranslations('LessonPlayer');
  const { mutate } = useSWRConfig();
  const video = useRef<HTMLVideoElement>(null);
  const play = useRef<Play | null>(null);
  const queue = useRef<Promise<unknown>>(Promise.resolve());
  const [progress, setProgress] = useState<Progress>({ watched: lesson.progress.watched_seconds, completed: lesson.progress.completed, classSeconds: null });
  const [resumedAt, setResumedAt] = useState<number | null>(null);
  const [failing, setFailing] = useState(false);

  useEffect(() => {
    const element = video.current;
    if (!element || !lesson.stream_url) return;
    let stopped = false;
    let timer: ReturnType<typeof setInterval> | undefined;

    // Reports go one after another, so the server sees positions in the order they happened.
    const report = (playing: boolean) => {
      queue.current = queue.current.then(async () => {
        const current = play.current;
        if (!current) return;
        try {
          const answer = await apiFetch<ItemResponse<ProgressReport>>(`/user/plays/${current.play_id}/progress`, {
            method: 'POST', body: { position_seconds: element.currentTime, playing }, silent: true,
          });
          setFailing(false);
          setProgress({ watched: answer.data.watched_seconds, completed: answer.data.completed, classSeconds: answer.data.class_study_seconds });
        } catch {
          setFailing(true);
        }
      });
      return queue.current;
    };

    const opened = apiFetch<ItemResponse<Play>>(`/user/lessons/${lesson.id}/plays`, { method: 'POST', silent: true }).then((answer) => {
      play.current = answer.data;
      const resume = answer.data.position_seconds;
      const seek = () => {
        if (resume > 0 && resume < element.duration - 1) {
          element.currentTime = resume;
          setResumedAt(resume);
        }
      };
      if (element.readyState >= 1) seek();
      else element.addEventListener('loadedmetadata', seek, { once: true });
    });

    const onPlay = () => {
      void opened.then(() => report(true));
      clearInterval(timer);
      timer = setInterval(() => void report(true), REPORT_EVERY_MS);
    };
    const onStop = () => {
      clearInterval(timer);
      void report(false);
    };
    const onSeeked = () => void report(!element.paused);
    element.addEventListener('play', onPlay);
    element.addEventListener('pause', onStop);
    element.addEventListener('ended', onStop);
    element.addEventListener('seeked', onSeeked);
    return () => {
      clearInterval(timer);
      element.removeEventListener('play', onPlay);
      element.removeEventListener('pause', onStop);
      element.removeEventListener('ended', onStop);
      element.removeEventListener('seeked', onSeeked);
      if (!stopped) {
        stopped = true;
        void report(false).then(() => mutate(courseKey(lesson.video_id)));
      }
    };
  }, [lesson.id, lesson.stream_url, lesson.video_id, mutate]);

  return (
    <div className="space-y-4">
      <div>
        <p className="text-sm text-slate-600">{lesson.video_title}{lesson.chapter ? ` · ${lesson.chapter}` : ''}</p>
        <h2 className="mt-1 text-lg font-semibold text-slate-900">{lesson.title}</h2>
      </div>
      {lesson.stream_url ? (
        <video ref={video} src={lesson.stream_url} controls playsInline preload="metadata" className="aspect-video w-full rounded-lg bg-black" aria-label={lesson.title}>
          {t('unsupported')}
        </video>
      ) : (
        <p role="alert" className="rounded-lg border border-slate-200 bg-slate-50 px-4 py-8 text-center text-sm text-slate-700">{t('noMedia')}</p>
      )}
      <div className="space-y-1 text-sm">
        <p data-testid="lesson-watched" className="font-medium text-slate-900">
          {t('watched', { watched: clock(Math.min(progress.watched, lesson.duration_seconds)), duration: clock(lesson.duration_seconds) })}
        </p>
        <p className="text-slate-700">{progress.completed ? t('completed') : t('required', { ratio: lesson.required_ratio })}</p>
        {progress.classSeconds !== null && <p className="text-slate-700">{t('classHours', { time: clock(progress.classSeconds) })}</p>}
        {resumedAt !== null && <p className="text-slate-600">{t('resume', { time: clock(resumedAt) })}</p>}
        {failing && <p role="status" className="text-amber-800">{t('reportFailed')}</p>}
        <p className="text-xs text-slate-600">{t('credited')}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        {lesson.previous_id && <Link href={`/lessonVideo?id=${lesson.previous_id}`} className={buttonClasses('outline', 'sm')}>{t('previousLesson')}</Link>}
        {lesson.next_id && <Link href={`/lessonVideo?id=${lesson.next_id}`} className={buttonClasses('outline', 'sm')}>{t('nextLesson')}</Link>}
        <Link href={`/video?id=${lesson.video_id}`} className={buttonClasses('ghost', 'sm')}>{t('backToCourse')}</Link>
      </div>
    </div>
  );
}
