'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { SubsidyStandardBody, type SubsidyStandard } from '@/lib/contract/subsidy/standard';
import { fenToYuanText, yuanToFen } from '@/components/subsidy/money';
import { LEARNER_CATEGORIES, useSubsidyLabels } from '@/components/subsidy/labels';
import { KitCheckField, KitDialog, KitFormActions, KitNumberField, KitSelectField, KitTextArea, KitTextField, useCheckedSubmit } from '../../kit';
import { useOccupations } from '../classes/use-class-options';
import { saveStandard } from './subsidy-api';

type Values = {
  occupation_id: string; level: string; learner_category: string; amount_yuan: string; min_attendance_percent: string; claim_months: string;
  once_per_occupation_level: boolean; max_per_year: string; valid_from: string; valid_to: string; note: string;
};

const valuesOf = (s: SubsidyStandard | null): Values => ({
  occupation_id: s ? String(s.occupation_id) : '', level: s ? String(s.level) : '', learner_category: s?.learner_category ?? '',
  amount_yuan: s ? fenToYuanText(s.amount_fen) : '', min_attendance_percent: String(s?.min_attendance_percent ?? 80), claim_months: String(s?.claim_months ?? 12),
  once_per_occupation_level: s?.once_per_occupation_level ?? true, max_per_year: String(s?.max_per_year ?? 3),
  valid_from: s?.valid_from ?? '', valid_to: s?.valid_to ?? '', note: s?.note ?? '',
});

const num = (text: string) => (text.trim() === '' ? undefined : Number(text));

/** Creates or edits a standard (补贴标准); amounts are typed in yuan and sent in fen. */
export function StandardFormDialog({ open, standard, onClose, onSaved }: { open: boolean; standard: SubsidyStandard | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageSubsidyStandards');
  const c = useTranslations('ManageSubsidy');
  const labels = useSubsidyLabels();
  const occupations = useOccupations();
  const [v, setValues] = useState<Values>(() => valuesOf(standard));
  const { errors, setErrors, busy, send } = useCheckedSubmit({
    occupation_id: t('occupation'), level: t('level'), learner_category: t('category'), amount_fen: t('amount'), min_attendance_percent: t('minAttendance'),
    claim_months: t('claimMonths'), max_per_year: t('maxPerYear'), valid_from: t('validFrom'), valid_to: t('validTo'), note: t('note'),
  });
  useEffect(() => { if (open) { setValues(valuesOf(standard)); setErrors({}); } }, [open, standard, setErrors]);
  const set = <K extends keyof Values>(key: K) => (value: Values[K]) => setValues((s) => ({ ...s, [key]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fen = yuanToFen(v.amount_yuan);
    const body = {
      occupation_id: num(v.occupation_id), level: num(v.level), learner_category: v.learner_category || null,
      // Text that is no amount is explained by `more` below, not as a missing amount.
      amount_fen: fen ?? (v.amount_yuan.trim() ? 1 : undefined), min_attendance_percent: num(v.min_attendance_percent), claim_months: num(v.claim_months),
      once_per_occupation_level: v.once_per_occupation_level, max_per_year: num(v.max_per_year),
      valid_from: v.valid_from, valid_to: v.valid_to || null, note: v.note.trim() || null,
    };
    const more: Record<string, string> = v.amount_yuan.trim() && fen === null ? { amount_fen: t('amountInvalid') } : {};
    void send(SubsidyStandardBody, body, async (data) => {
      await saveStandard(standard?.id ?? null, data);
      onSaved();
      onClose();
    }, more);
  };

  return (
    <KitDialog open={open} wide title={standard ? t('editTitle') : t('createTitle')} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <KitSelectField label={t('occupation')} name="occupation_id" required value={v.occupation_id} onChange={set('occupation_id')} error={errors.occupation_id}
          placeholder={occupations ? c('choose') : c('loading')} options={(occupations ?? []).map((o) => ({ value: String(o.id), label: o.name }))} />
        <KitSelectField label={t('level')} name="level" required value={v.level} onChange={set('level')} error={errors.level} placeholder={c('choose')}
          options={[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: labels.level(l) }))} />
        <KitSelectField label={t('category')} name="learner_category" value={v.learner_category} onChange={set('learner_category')} error={errors.learner_category}
          placeholder={labels.category(null)} options={LEARNER_CATEGORIES.map((c) => ({ value: c, label: labels.category(c) }))} />
        <KitTextField label={t('amount')} name="amount_yuan" required value={v.amount_yuan} onChange={set('amount_yuan')} error={errors.amount_fen} hint={t('amountHint')} />
        <KitNumberField label={t('minAttendance')} name="min_attendance_percent" required min={0} value={v.min_attendance_percent} onChange={set('min_attendance_percent')} error={errors.min_attendance_percent} />
        <KitNumberField label={t('claimMonths')} name="claim_months" required min={1} value={v.claim_months} onChange={set('claim_months')} error={errors.claim_months} />
        <KitNumberField label={t('maxPerYear')} name="max_per_year" required min={1} value={v.max_per_year} onChange={set('max_per_year')} error={errors.max_per_year} />
        <div className="flex items-end pb-2">
          <KitCheckField label={t('oncePerLevel')} name="once_per_occupation_level" checked={v.once_per_occupation_level} onChange={set('once_per_occupation_level')} />
        </div>
        <KitTextField label={t('validFrom')} name="valid_from" type="date" required value={v.valid_from} onChange={set('valid_from')} error={errors.valid_from} />
        <KitTextField label={t('validTo')} name="valid_to" type="date" value={v.valid_to} onChange={set('valid_to')} error={errors.valid_to} hint={t('validToHint')} />
        <div className="sm:col-span-2">
          <KitTextArea label={t('note')} name="note" value={v.note} onChange={set('note')} error={errors.note} rows={2} />
          {standard && <p className="mt-2 text-xs text-slate-600">{t('frozenNote')}</p>}
          {errors.form && <p role="alert" className="mt-2 text-sm text-red-700">{errors.form}</p>}
          <KitFormActions onCancel={onClose} busy={busy} />
        </div>
      </form>
    </KitDialog>
  );
}
