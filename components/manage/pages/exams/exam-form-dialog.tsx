'use client';

import { useState, type FormEvent } from 'react';
import useSWR from 'swr';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { apiFetch, ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { inputClass } from '../ops/list-states';
import { createExam, fromLocalInput, type ManagedExam, toLocalInput, updateExam } from './exam-api';

type Props = { open: boolean; exam: ManagedExam | null; onClose: () => void; onSaved: () => void };
type ClassOption = { id: number; title: string };

/** Schedules a session for a class, or edits one; 422 field errors show under their fields and the input stays. */
export function ExamFormDialog({ open, exam, onClose, onSaved }: Props) {
  const t = useTranslations('ManageExams');
  const classes = useSWR(open && !exam ? ['/manage/classes', 'exam-form'] : null, ([url]) =>
    apiFetch<{ data: ClassOption[] }>(url, { guard: 'manage', query: { per_page: 100 }, silent: true }));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const f = new FormData(event.currentTarget);
    const input = {
      title: String(f.get('title') ?? '').trim(), place: String(f.get('place') ?? '').trim(), pass_score: Number(f.get('pass_score')),
      start_at: fromLocalInput(String(f.get('start_at') ?? '')), end_at: fromLocalInput(String(f.get('end_at') ?? '')),
    };
    setBusy(true);
    setErrors({});
    try {
      if (exam) await updateExam(exam.id, input);
      else await createExam({ ...input, class_id: Number(f.get('class_id')) || undefined });
      onSaved();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  const field = (name: string, label: string, input: React.ReactNode) => (
    <label className="block text-sm text-slate-700">
      {label}
      <div className="mt-1">{input}</div>
      {errors[name] && <span role="alert" className="mt-1 block text-xs text-red-700">{errors[name]}</span>}
    </label>
  );
  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-lg rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">{exam ? t('editTitle') : t('createTitle')}</DialogTitle>
          <form onSubmit={submit} className="mt-4 space-y-3" key={exam?.id ?? 'new'}>
            {!exam && field('class_id', t('class'), (
              <select name="class_id" className={`${inputClass} w-full`} defaultValue="">
                <option value="">{classes.data ? t('chooseClass') : t('loadingClasses')}</option>
                {classes.data?.data.map((c) => <option key={c.id} value={c.id}>{c.title}</option>)}
              </select>
            ))}
            {field('title', t('examTitle'), <input name="title" className={`${inputClass} w-full`} defaultValue={exam?.title ?? ''} />)}
            <div className="grid grid-cols-2 gap-3">
              {field('start_at', t('startAt'), <input type="datetime-local" name="start_at" className={`${inputClass} w-full`} defaultValue={exam ? toLocalInput(exam.start_at) : ''} />)}
              {field('end_at', t('endAt'), <input type="datetime-local" name="end_at" className={`${inputClass} w-full`} defaultValue={exam ? toLocalInput(exam.end_at) : ''} />)}
            </div>
            {field('place', t('place'), <input name="place" className={`${inputClass} w-full`} defaultValue={exam?.place ?? ''} />)}
            {field('pass_score', t('passScore'), <input type="number" name="pass_score" min={1} max={100} className={`${inputClass} w-32`} defaultValue={exam?.pass_score ?? 60} />)}
            <div className="flex justify-end gap-2 pt-2">
              <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
              <Button type="submit" variant="manage" size="sm" disabled={busy}>{t('save')}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
