'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import type { ManagedChapter } from '@/lib/api/course-admin-types';
import { FormActions, Modal, TextField } from '../system/kit';
import { addChapter, renameChapter } from './course-api';

type Props = { classId: number; chapter: ManagedChapter | 'new' | null; onClose: () => void; onSaved: (message: string) => void };

export function ChapterDialog({ classId, chapter, onClose, onSaved }: Props) {
  const t = useTranslations('ManageVideos');
  const editing = chapter !== null && chapter !== 'new' ? chapter : null;
  const [title, setTitle] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);
  useEffect(() => { setTitle(editing?.title ?? ''); setError(undefined); }, [chapter, editing]);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    try {
      if (editing) await renameChapter(editing.id, title.trim());
      else await addChapter(classId, title.trim());
      onSaved(editing ? t('chapterSaved') : t('chapterAdded'));
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.fieldErrors.title ?? e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={chapter !== null} title={editing ? t('renameChapter') : t('addChapter')} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('chapterTitle')} name="chapter-title" value={title} onChange={setTitle} error={error} required />
        <FormActions onCancel={onClose} busy={busy} />
      </form>
    </Modal>
  );
}
