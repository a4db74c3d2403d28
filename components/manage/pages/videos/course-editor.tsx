'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import type { ManagedChapter, ManagedCourse, ManagedLesson } from '@/lib/contract/course-admin';
import { useKitRead, usePermissionNames } from '../../kit';
import { ChapterDialog } from './chapter-dialog';
import { coursePath, removeChapter, removeLesson, reorder } from './course-api';
import { LessonDialog } from './lesson-dialog';
import { LessonRow } from './lesson-row';
import { useConfirmFirst } from '../../kit';

type Group = { chapter: ManagedChapter | null; lessons: ManagedLesson[] };

function groupsOf(course: ManagedCourse): Group[] {
  const loose = course.lessons.data.filter((l) => l.chapter_id === null);
  return [
    ...(loose.length ? [{ chapter: null, lessons: loose }] : []),
    ...course.chapters.data.map((chapter) => ({ chapter, lessons: course.lessons.data.filter((l) => l.chapter_id === chapter.id) })),
  ];
}

const swap = <T,>(list: T[], i: number, j: number) => { const next = [...list]; [next[i], next[j]] = [next[j], next[i]]; return next; };

/** A class's course: chapters in order, each with its lessons; add, edit, reorder and delete both. */
export function CourseEditor({ classId }: { classId: number }) {
  const t = useTranslations('ManageVideos');
  const { confirmFirst, dialog: confirmDialog } = useConfirmFirst();
  const toast = useToast();
  const can = usePermissionNames();
  const { data, error, mutate } = useKitRead<{ data: ManagedCourse }>(coursePath(classId));
  const [chapterDialog, setChapterDialog] = useState<ManagedChapter | 'new' | null>(null);
  const [lessonDialog, setLessonDialog] = useState<ManagedLesson | 'new' | null>(null);
  const course = data?.data;

  if (error && !course) return <p role="alert" className="text-sm text-red-700">{t('loadFailed')} <Button size="sm" variant="ghost" onClick={() => void mutate()}>{t('retry')}</Button></p>;
  if (!course) return <p role="status" className="text-sm text-slate-500">{t('loading')}</p>;

  const groups = groupsOf(course);
  const saved = (message: string) => { toast(message, 'success'); void mutate(); };
  const applyOrder = async (chapterIds: number[], lessonIds: number[]) => {
    const answer = await reorder(classId, chapterIds, lessonIds);
    void mutate({ data: answer.data }, { revalidate: false });
  };
  const moveChapter = (i: number, by: number) => {
    const ids = swap(course.chapters.data.map((c) => c.id), i, i + by);
    const lessonIds = [...course.lessons.data.filter((l) => l.chapter_id === null), ...ids.flatMap((id) => course.lessons.data.filter((l) => l.chapter_id === id))].map((l) => l.id);
    void applyOrder(ids, lessonIds);
  };
  const moveLesson = (group: Group, i: number, by: number) => {
    const moved = swap(group.lessons, i, i + by);
    const lessonIds = groups.flatMap((g) => (g === group ? moved : g.lessons)).map((l) => l.id);
    void applyOrder(course.chapters.data.map((c) => c.id), lessonIds);
  };
  const deleteChapter = async (chapter: ManagedChapter) => {
    if (!(await confirmFirst({ message: t('confirmDeleteChapter', { title: chapter.title }), danger: true }))) return;
    await removeChapter(chapter.id).then(() => saved(t('chapterDeleted')), () => undefined);
  };
  const deleteLesson = async (lesson: ManagedLesson) => {
    if (!(await confirmFirst({ message: t('confirmDeleteLesson', { title: lesson.title }), danger: true }))) return;
    await removeLesson(lesson.id).then(() => saved(t('lessonDeleted')), () => undefined);
  };

  return (
    <div className="space-y-4">
      <div className="flex flex-wrap gap-2">
        {can.has('videos.create') && <Button size="sm" variant="manage" onClick={() => setLessonDialog('new')}>{t('addLesson')}</Button>}
        {can.has('videos.create') && <Button size="sm" variant="outline" onClick={() => setChapterDialog('new')}>{t('addChapter')}</Button>}
      </div>
      {groups.length === 0 && <p className="rounded border border-dashed border-slate-300 px-4 py-8 text-center text-sm text-slate-500">{t('emptyCourse')}</p>}
      {groups.map((group, gi) => {
        const ci = group.chapter ? course.chapters.data.indexOf(group.chapter) : -1;
        return (
          <section key={group.chapter?.id ?? 'loose'} aria-label={group.chapter?.title ?? t('noChapter')} className="rounded border border-slate-200">
            <header className="flex flex-wrap items-center justify-between gap-2 bg-slate-50 px-3 py-2">
              <h3 className="text-sm font-semibold text-slate-800">{group.chapter?.title ?? t('noChapter')}</h3>
              {group.chapter && can.has('videos.update') && (
                <div className="flex gap-1">
                  <Button size="sm" variant="ghost" disabled={ci <= 0} onClick={() => moveChapter(ci, -1)} aria-label={t('chapterUp', { title: group.chapter.title })}>↑</Button>
                  <Button size="sm" variant="ghost" disabled={ci >= course.chapters.data.length - 1} onClick={() => moveChapter(ci, 1)} aria-label={t('chapterDown', { title: group.chapter.title })}>↓</Button>
                  <Button size="sm" variant="ghost" onClick={() => setChapterDialog(group.chapter)}>{t('rename')}</Button>
                  {can.has('videos.delete') && <Button size="sm" variant="ghost" onClick={() => void deleteChapter(group.chapter!)}>{t('delete')}</Button>}
                </div>
              )}
            </header>
            {group.lessons.length === 0 ? <p className="px-3 py-3 text-sm text-slate-500">{t('emptyChapter')}</p> : (
              <ul className="divide-y divide-slate-100">
                {group.lessons.map((lesson, li) => (
                  <LessonRow
                    key={lesson.id} lesson={lesson} first={li === 0} last={li === group.lessons.length - 1} canUpdate={can.has('videos.update')} canDelete={can.has('videos.delete')}
                    onMove={(by) => moveLesson(groups[gi], li, by)} onEdit={() => setLessonDialog(lesson)} onDelete={() => void deleteLesson(lesson)}
                  />
                ))}
              </ul>
            )}
          </section>
        );
      })}
      <ChapterDialog classId={classId} chapter={chapterDialog} onClose={() => setChapterDialog(null)} onSaved={saved} />
      <LessonDialog classId={classId} chapters={course.chapters.data} lesson={lessonDialog} onClose={() => setLessonDialog(null)} onSaved={saved} />
      {confirmDialog}
    </div>
  );
}
