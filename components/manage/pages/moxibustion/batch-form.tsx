'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { FormActions, Modal, TextField } from '../system/kit';
import { type BatchInput, type MoxibustionBatch, saveBatch } from './moxibustion-api';

const TEXT_FIELDS = ['code', 'title', 'level', 'city_code', 'venue', 'organizer', 'issuer', 'contact_phone'] as const;
const DATE_FIELDS = ['enroll_start', 'enroll_end', 'start_date', 'end_date'] as const;
const NUMBER_FIELDS = ['hours', 'capacity', 'fee_cents'] as const;

type Field = (typeof TEXT_FIELDS)[number] | (typeof DATE_FIELDS)[number] | (typeof NUMBER_FIELDS)[number];
const LABEL = {
  code: 'field.code', title: 'field.title', level: 'field.level', city_code: 'field.cityCode', venue: 'field.venue', organizer: 'field.organizer', issuer: 'field.issuer',
  contact_phone: 'field.contactPhone', enroll_start: 'field.enrollStart', enroll_end: 'field.enrollEnd', start_date: 'field.startDate', end_date: 'field.endDate',
  hours: 'field.hours', capacity: 'field.capacity', fee_cents: 'field.feeCents',
} as const satisfies Record<Field, string>;
const blank: Record<string, string> = { level: '初级', hours: '64', capacity: '40', fee_cents: '0' };
const fromBatch = (b: MoxibustionBatch | null): Record<string, string> =>
  b ? Object.fromEntries([...TEXT_FIELDS, ...DATE_FIELDS, ...NUMBER_FIELDS].map((k) => [k, b[k] == null ? '' : String(b[k])])) : { ...blank };

/** Creates or edits a batch; 422 messages appear under their fields. */
export function BatchForm({ batch, open, onClose, onSaved }: { batch: MoxibustionBatch | null; open: boolean; onClose: () => void; onSaved: (b: MoxibustionBatch) => void }) {
  const t = useTranslations('ManageMoxibustion');
  const [values, setValues] = useState(() => fromBatch(batch));
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (k: string) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    const input = {
      ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, values[k]?.trim() ?? ''])),
      ...Object.fromEntries(DATE_FIELDS.map((k) => [k, values[k] ?? ''])),
      ...Object.fromEntries(NUMBER_FIELDS.map((k) => [k, Number(values[k] || 0)])),
    } as BatchInput;
    try {
      const saved = await saveBatch(batch?.id ?? null, { ...input, venue: input.venue || null, contact_phone: input.contact_phone || null });
      onSaved(saved.data);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open={open} title={batch ? t('editBatch') : t('newBatch')} onClose={() => !busy && onClose()} wide>
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2" noValidate>
        {TEXT_FIELDS.map((k) => <TextField key={k} label={t(LABEL[k])} name={k} value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required={k !== 'venue' && k !== 'contact_phone'} />)}
        {DATE_FIELDS.map((k) => <TextField key={k} label={t(LABEL[k])} name={k} type="date" value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required />)}
        {NUMBER_FIELDS.map((k) => <TextField key={k} label={t(LABEL[k])} name={k} type="number" value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required />)}
        <div className="sm:col-span-2"><FormActions onCancel={onClose} busy={busy} /></div>
      </form>
    </Modal>
  );
}
