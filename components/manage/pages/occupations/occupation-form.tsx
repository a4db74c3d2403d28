'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { CheckField, FormActions, TextField } from '../system/kit';
import { send } from '../system/use-api';
import { TextArea } from '../faculty/shared';

export type OccupationRow = {
  id: number; code: string; name: string; category_code: string; category: string; levels: number[]; description: string | null;
  status: 'active' | 'disabled'; created_at: string; updated_at: string;
};
const LEVELS = [1, 2, 3, 4, 5] as const;

export function OccupationForm({ editing, onDone, onCancel }: { editing: OccupationRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageFaculty');
  const [form, setForm] = useState({
    code: editing?.code ?? '', name: editing?.name ?? '', category: editing?.category ?? '', levels: editing?.levels ?? [], description: editing?.description ?? '',
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });
  const toggle = (level: number, on: boolean) => set({ levels: on ? [...form.levels, level] : form.levels.filter((l) => l !== level) });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      await send(editing ? `/manage/occupations/${editing.id}` : '/manage/occupations', editing ? 'PATCH' : 'POST', form);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('occupationCode')} name="code" required value={form.code} onChange={(v) => set({ code: v })} error={errors.code} placeholder="4-01-02-01" />
        <TextField label={t('occupationName')} name="name" required value={form.name} onChange={(v) => set({ name: v })} error={errors.name} />
        <TextField label={t('category')} name="category" required value={form.category} onChange={(v) => set({ category: v })} error={errors.category} />
      </div>
      <fieldset>
        <legend className="text-sm text-slate-700">{t('levels')}</legend>
        <div className="mt-1 flex gap-4">
          {LEVELS.map((l) => <CheckField key={l} name={`level-${l}`} label={t('levelN', { level: l })} checked={form.levels.includes(l)} onChange={(on) => toggle(l, on)} />)}
        </div>
        {errors.levels && <p className="mt-1 text-xs text-red-700">{errors.levels}</p>}
      </fieldset>
      <TextArea label={t('description')} name="description" value={form.description} onChange={(v) => set({ description: v })} error={errors.description} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
