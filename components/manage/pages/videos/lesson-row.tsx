'use client';

import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import type { ManagedLesson } from '@/lib/contract/course-admin';

type Props = {
  lesson: ManagedLesson; first: boolean; last: boolean; canUpdate: boolean; canDelete: boolean;
  onMove: (by: number) => void; onEdit: () => void; onDelete: () => void;
};

const minutes = (seconds: number) => `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function LessonRow({ lesson, first, last, canUpdate, canDelete, onMove, onEdit, onDelete }: Props) {
  const t = useTranslations('ManageVideos');
  return (
    <li data-testid="lesson-row" data-id={lesson.id} className="flex flex-wrap items-center justify-between gap-2 px-3 py-2">
      <div className="min-w-0">
        <p className="text-sm font-medium text-slate-900">{lesson.title}</p>
        <p className="text-xs text-slate-500">
          {t('lessonFacts', { length: minutes(lesson.duration_seconds), ratio: lesson.required_ratio, learners: lesson.learners })}
          {lesson.file_name && <span> · {lesson.file_name}</span>}
        </p>
      </div>
      <div className="flex items-center gap-1">
        {lesson.file_id === null && <Badge tone="warning">{t('noVideo')}</Badge>}
        {canUpdate && (
          <>
            <Button size="sm" variant="ghost" disabled={first} onClick={() => onMove(-1)} aria-label={t('lessonUp', { title: lesson.title })}>↑</Button>
            <Button size="sm" variant="ghost" disabled={last} onClick={() => onMove(1)} aria-label={t('lessonDown', { title: lesson.title })}>↓</Button>
            <Button size="sm" variant="ghost" onClick={onEdit} aria-label={t('editNamed', { title: lesson.title })}>{t('edit')}</Button>
          </>
        )}
        {canDelete && <Button size="sm" variant="ghost" onClick={onDelete} aria-label={t('deleteNamed', { title: lesson.title })}>{t('delete')}</Button>}
      </div>
    </li>
  );
}
