'use client';

import { useEffect } from 'react';
import { useTranslations } from 'next-intl';
import { ChapterBody, type ManagedChapter } from '@/lib/contract/course-admin';
import { KitDialog, KitFormActions, KitTextField, useKitForm } from '../../kit';
import { addChapter, renameChapter } from './course-api';

type Props = { classId: number; chapter: ManagedChapter | 'new' | null; onClose: () => void; onSaved: (message: string) => void };

/** Adds or renames a chapter; the title is checked with the API's rule before sending. */
export function ChapterDialog({ classId, chapter, onClose, onSaved }: Props) {
  const t = useTranslations('ManageVideos');
  const editing = chapter !== null && chapter !== 'new' ? chapter : null;
  const form = useKitForm(ChapterBody, { title: '' }, { title: t('chapterTitle') });
  const { setValues, setErrors } = form;
  useEffect(() => { setValues({ title: editing?.title ?? '' }); setErrors({}); }, [chapter, editing, setValues, setErrors]);
  const submit = form.submit(async ({ title }) => {
    if (editing) await renameChapter(editing.id, title);
    else await addChapter(classId, title);
    onSaved(editing ? t('chapterSaved') : t('chapterAdded'));
    onClose();
  });

  return (
    <KitDialog open={chapter !== null} title={editing ? t('renameChapter') : t('addChapter')} onClose={() => !form.busy && onClose()}>
      <form onSubmit={submit} noValidate>
        <KitTextField label={t('chapterTitle')} name="chapter-title" value={form.values.title} onChange={(v) => form.set('title', v)} error={form.errors.title} required />
        <KitFormActions onCancel={onClose} busy={form.busy} />
      </form>
    </KitDialog>
  );
}
