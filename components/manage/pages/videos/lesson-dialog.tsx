'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { LessonBody, LessonPatchBody, type ManagedChapter, type ManagedLesson } from '@/lib/contract/course-admin';
import { KitDialog, KitFormActions, KitNumberField, KitSelectField, KitTextField, useCheckedSubmit } from '../../kit';
import { addLesson, editLesson, readDuration, uploadVideo } from './course-api';
import { UploadProgress } from './upload-progress';

const MAX_VIDEO_MB = 500;

type Props = {
  classId: number; chapters: ManagedChapter[];
  /** null: closed; 'new': a new lesson; else the lesson being edited. */
  lesson: ManagedLesson | 'new' | null;
  onClose: () => void; onSaved: (message: string) => void;
};

/** Adds or edits a lesson; choosing a file uploads it at once, with a progress bar and its length filled in. */
export function LessonDialog({ classId, chapters, lesson, onClose, onSaved }: Props) {
  const t = useTranslations('ManageVideos');
  const editing = lesson !== null && lesson !== 'new' ? lesson : null;
  const [title, setTitle] = useState('');
  const [chapterId, setChapterId] = useState('');
  const [duration, setDuration] = useState('');
  const [ratio, setRatio] = useState('90');
  const [fileId, setFileId] = useState<number | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const { errors, setErrors, busy, send } = useCheckedSubmit({
    title: t('lessonTitle'), chapter_id: t('chapter'), duration_seconds: t('durationSeconds'), required_ratio: t('requiredRatio'), file_id: t('videoFile'),
  });

  useEffect(() => {
    if (lesson === null) return;
    setTitle(editing?.title ?? '');
    setChapterId(editing?.chapter_id ? String(editing.chapter_id) : '');
    setDuration(editing ? String(editing.duration_seconds) : '');
    setRatio(editing ? String(editing.required_ratio) : '90');
    setFileId(null);
    setProgress(null);
    setErrors({});
  }, [lesson, editing, setErrors]);

  async function pick(file: File | undefined) {
    if (!file) return;
    setErrors((e) => ({ ...e, file_id: '' }));
    setFileId(null);
    if (file.size > MAX_VIDEO_MB * 1024 * 1024) {
      setErrors((e) => ({ ...e, file_id: t('tooLarge', { mb: MAX_VIDEO_MB }) }));
      return;
    }
    if (!title) setTitle(file.name.replace(/\.[^.]+$/, '').slice(0, 200));
    setProgress(0);
    const [uploaded, seconds] = await Promise.allSettled([uploadVideo(classId, file, setProgress), readDuration(file)]);
    if (uploaded.status === 'rejected') {
      setProgress(null);
      const error = uploaded.reason;
      setErrors((e) => ({ ...e, file_id: error instanceof ApiError && error.body ? (error.fieldErrors.file ?? error.message) : t('uploadFailed') }));
      return;
    }
    setFileId(uploaded.value.file_id);
    setProgress(1);
    if (seconds.status === 'fulfilled' && seconds.value !== null) setDuration(String(seconds.value));
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!editing && fileId === null) {
      setErrors({ file_id: progress === null ? t('fileRequired') : t('uploadPending') });
      return;
    }
    const number = (v: string) => (v.trim() === '' ? undefined : Number(v));
    const fields = {
      title: title.trim(), chapter_id: chapterId ? Number(chapterId) : null, duration_seconds: number(duration), required_ratio: number(ratio),
      ...(fileId !== null ? { file_id: fileId } : {}),
    };
    const done = () => { onSaved(editing ? t('lessonSaved') : t('lessonAdded')); onClose(); };
    if (editing) void send(LessonPatchBody, fields, async (data) => { await editLesson(editing.id, data); done(); });
    else void send(LessonBody, fields, async (data) => { await addLesson(classId, data); done(); });
  }

  const uploading = progress !== null && progress < 1 && fileId === null;
  return (
    <KitDialog open={lesson !== null} title={editing ? t('editLesson') : t('addLesson')} onClose={() => !busy && !uploading && onClose()}>
      <form onSubmit={submit} className="space-y-3" noValidate>
        <div>
          <label htmlFor="lesson-file" className="block text-sm text-slate-700">{editing ? t('replaceVideo') : t('videoFile')}</label>
          <input
            id="lesson-file" type="file" accept="video/mp4,video/webm" disabled={uploading} onChange={(e) => void pick(e.target.files?.[0])}
            aria-invalid={Boolean(errors.file_id)} aria-describedby={errors.file_id ? 'lesson-file-error' : 'lesson-file-hint'}
            className="mt-1 block w-full text-sm text-slate-700"
          />
          <p id="lesson-file-hint" className="mt-1 text-xs text-slate-500">{t('fileHint', { mb: MAX_VIDEO_MB })}</p>
          {progress !== null && <UploadProgress share={fileId !== null ? 1 : Math.min(progress, 0.99)} label={t('uploadProgress')} doneLabel={t('uploaded')} />}
          {errors.file_id && <p id="lesson-file-error" role="alert" className="mt-1 text-sm text-red-700">{errors.file_id}</p>}
        </div>
        <KitTextField label={t('lessonTitle')} name="lesson-title" value={title} onChange={setTitle} error={errors.title} required />
        <KitSelectField
          label={t('chapter')} name="lesson-chapter" value={chapterId} onChange={setChapterId} error={errors.chapter_id}
          placeholder={t('noChapter')} options={chapters.map((c) => ({ value: String(c.id), label: c.title }))}
        />
        <KitNumberField label={t('durationSeconds')} name="lesson-duration" min={1} value={duration} onChange={setDuration} error={errors.duration_seconds} required />
        <KitNumberField label={t('requiredRatio')} name="lesson-ratio" min={10} value={ratio} onChange={setRatio} error={errors.required_ratio} required />
        <KitFormActions onCancel={onClose} busy={busy || uploading} />
      </form>
    </KitDialog>
  );
}
