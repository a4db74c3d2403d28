'use client';

import { useEffect, useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { apiFetch } from '@/lib/api/client';
import { KitDialog, KitFormActions, KitNumberField, KitSelectField, KitTextField, useCheckedSubmit } from '../../kit';
import { createExam, fromLocalInput, type ManagedExam, toLocalInput, updateExam } from './exam-api';

type Props = { open: boolean; exam: ManagedExam | null; onClose: () => void; onSaved: () => void };
type ClassOption = { id: number; title: string };
type Values = { class_id: string; title: string; start_at: string; end_at: string; place: string; pass_score: string };

// The API's rules (routes/exams.ts ExamBody, manage-exams.ts ExamEditBody), checked before sending.
const ExamForm = z.object({
  title: z.string().trim().min(2).max(200),
  start_at: z.string().min(1),
  end_at: z.string().min(1),
  place: z.string().trim().min(2).max(255),
  pass_score: z.number().int().min(1).max(100),
});
const NewExamForm = ExamForm.extend({ class_id: z.number().int().positive() });

const valuesOf = (exam: ManagedExam | null): Values => ({
  class_id: '', title: exam?.title ?? '', start_at: exam ? toLocalInput(exam.start_at) : '', end_at: exam ? toLocalInput(exam.end_at) : '',
  place: exam?.place ?? '', pass_score: String(exam?.pass_score ?? 60),
});

/** Schedules a session for a class, or edits one; errors show under their fields and the input stays. */
export function ExamFormDialog({ open, exam, onClose, onSaved }: Props) {
  const t = useTranslations('ManageExams');
  const classes = useSWR(open && !exam ? ['/manage/classes', 'exam-form'] : null, ([url]) =>
    apiFetch<{ data: ClassOption[] }>(url, { guard: 'manage', query: { per_page: 100 }, silent: true }));
  const [v, setValues] = useState<Values>(() => valuesOf(exam));
  const { errors, setErrors, busy, send } = useCheckedSubmit({
    class_id: t('class'), title: t('examTitle'), start_at: t('startAt'), end_at: t('endAt'), place: t('place'), pass_score: t('passScore'),
  });
  useEffect(() => { if (open) { setValues(valuesOf(exam)); setErrors({}); } }, [open, exam, setErrors]);
  const set = (key: keyof Values) => (value: string) => setValues((s) => ({ ...s, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const input = {
      title: v.title.trim(), place: v.place.trim(), pass_score: v.pass_score === '' ? undefined : Number(v.pass_score),
      start_at: fromLocalInput(v.start_at), end_at: fromLocalInput(v.end_at),
    };
    const classId = exam ? undefined : Number(v.class_id) || undefined;
    const order: Record<string, string> = input.start_at && input.end_at && input.end_at <= input.start_at ? { end_at: t('endAfterStart') } : {};
    void send(exam ? ExamForm : NewExamForm, { ...input, class_id: classId }, async (data) => {
      if (exam) await updateExam(exam.id, data);
      else await createExam({ ...data, class_id: classId });
      onSaved();
      onClose();
    }, order);
  };

  return (
    <KitDialog open={open} title={exam ? t('editTitle') : t('createTitle')} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        {!exam && (
          <KitSelectField label={t('class')} name="class_id" value={v.class_id} onChange={set('class_id')} error={errors.class_id} required
            placeholder={classes.data ? t('chooseClass') : t('loadingClasses')} options={(classes.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.title }))} />
        )}
        <KitTextField label={t('examTitle')} name="title" value={v.title} onChange={set('title')} error={errors.title} required />
        <div className="grid grid-cols-2 gap-3">
          <KitTextField label={t('startAt')} name="start_at" type="datetime-local" value={v.start_at} onChange={set('start_at')} error={errors.start_at} required />
          <KitTextField label={t('endAt')} name="end_at" type="datetime-local" value={v.end_at} onChange={set('end_at')} error={errors.end_at} required />
        </div>
        <KitTextField label={t('place')} name="place" value={v.place} onChange={set('place')} error={errors.place} required />
        <KitNumberField label={t('passScore')} name="pass_score" min={1} value={v.pass_score} onChange={set('pass_score')} error={errors.pass_score} required />
        <KitFormActions onCancel={onClose} busy={busy} />
      </form>
    </KitDialog>
  );
}
