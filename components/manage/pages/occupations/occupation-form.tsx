'use client';

import { useTranslations } from 'next-intl';
import { type ManagedOccupation, OccupationCreateBody, OccupationEditBody } from '@/lib/contract/faculty-admin';
import { KitCheckField, KitFormActions, kitSend, KitTextArea, KitTextField, useKitForm } from '../../kit';
import { useLevelName } from '@/components/ui/use-level-name';

export type OccupationRow = ManagedOccupation;
const LEVELS = [1, 2, 3, 4, 5] as const;

/** Add or edit an occupation; checked with the API's schema before sending, each message under its field. */
export function OccupationForm({ editing, onDone, onCancel }: { editing: OccupationRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageFaculty');
  const levelName = useLevelName();
  const form = useKitForm(editing ? OccupationEditBody : OccupationCreateBody, {
    code: editing?.code ?? '', name: editing?.name ?? '', category: editing?.category ?? '', levels: editing?.levels ?? [], description: editing?.description ?? '',
  }, { code: t('occupationCode'), name: t('occupationName'), category: t('category'), levels: t('levels'), description: t('description') });
  const { values, errors, set } = form;
  const toggle = (level: number, on: boolean) => set('levels', on ? [...values.levels, level] : values.levels.filter((l) => l !== level));
  const submit = form.submit(async (body) => {
    await kitSend(editing ? `/manage/occupations/${editing.id}` : '/manage/occupations', editing ? 'PATCH' : 'POST', body);
    onDone();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <KitTextField label={t('occupationCode')} name="code" required value={values.code} onChange={(v) => set('code', v)} error={errors.code} placeholder="4-01-02-01" />
        <KitTextField label={t('occupationName')} name="name" required value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <KitTextField label={t('category')} name="category" required value={values.category} onChange={(v) => set('category', v)} error={errors.category} />
      </div>
      <fieldset aria-describedby={errors.levels ? 'occupation-levels-error' : undefined}>
        <legend className="text-sm text-slate-700">{t('levels')}<span className="text-red-600" aria-hidden="true"> *</span></legend>
        <div className="mt-1 flex gap-4">
          {LEVELS.map((l) => <KitCheckField key={l} name={`level-${l}`} label={levelName(l)} checked={values.levels.includes(l)} onChange={(on) => toggle(l, on)} />)}
        </div>
        {errors.levels && <p id="occupation-levels-error" className="mt-1 text-xs text-red-700" data-testid="field-error">{errors.levels}</p>}
      </fieldset>
      <KitTextArea label={t('description')} name="description" value={values.description} onChange={(v) => set('description', v)} error={errors.description} />
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
