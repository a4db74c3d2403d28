'use client';

import dynamic from 'next/dynamic';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { MoxibustionBatchBody } from '@/lib/contract/moxibustion-batch';
import { KitDialog, KitFormActions, KitNumberField, KitTextField, useCheckedSubmit } from '../../kit';
import { type MoxibustionBatch, saveBatch, uploadBatchImage } from './moxibustion-api';

// Tiptap loads only when a manager opens the form, never with the batch list.
const RichTextEditor = dynamic(() => import('../content/rich-text-editor').then((m) => m.RichTextEditor), { ssr: false });

const TEXT_FIELDS = ['code', 'title', 'level', 'city_code', 'venue', 'organizer', 'issuer', 'contact_phone'] as const;
const DATE_FIELDS = ['enroll_start', 'enroll_end', 'start_date', 'end_date'] as const;
const NUMBER_FIELDS = ['hours', 'capacity', 'fee_cents'] as const;
const OPTIONAL = new Set(['venue', 'contact_phone']);

type Field = (typeof TEXT_FIELDS)[number] | (typeof DATE_FIELDS)[number] | (typeof NUMBER_FIELDS)[number];
const LABEL = {
  code: 'field.code', title: 'field.title', level: 'field.level', city_code: 'field.cityCode', venue: 'field.venue', organizer: 'field.organizer', issuer: 'field.issuer',
  contact_phone: 'field.contactPhone', enroll_start: 'field.enrollStart', enroll_end: 'field.enrollEnd', start_date: 'field.startDate', end_date: 'field.endDate',
  hours: 'field.hours', capacity: 'field.capacity', fee_cents: 'field.feeCents',
} as const satisfies Record<Field, string>;
const blank: Record<string, string> = { level: '初级', hours: '64', capacity: '40', fee_cents: '0' };
const fromBatch = (b: MoxibustionBatch | null): Record<string, string> =>
  b ? Object.fromEntries([...TEXT_FIELDS, ...DATE_FIELDS, ...NUMBER_FIELDS, 'description' as const].map((k) => [k, b[k] == null ? '' : String(b[k])])) : { ...blank };

/** Creates or edits a batch; checked with the API's schema before sending, each message under its field. */
export function BatchForm({ batch, open, onClose, onSaved }: { batch: MoxibustionBatch | null; open: boolean; onClose: () => void; onSaved: (b: MoxibustionBatch) => void }) {
  const t = useTranslations('ManageMoxibustion');
  const [values, setValues] = useState(() => fromBatch(batch));
  const { errors, busy, send } = useCheckedSubmit(Object.fromEntries(Object.entries(LABEL).map(([k, key]) => [k, t(key)])));
  const set = (k: string) => (v: string) => setValues((s) => ({ ...s, [k]: v }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const text = (k: string) => values[k]?.trim() ?? '';
    const body = {
      ...Object.fromEntries(TEXT_FIELDS.map((k) => [k, OPTIONAL.has(k) ? text(k) || null : text(k)])),
      ...Object.fromEntries(DATE_FIELDS.map((k) => [k, values[k] ?? ''])),
      ...Object.fromEntries(NUMBER_FIELDS.map((k) => [k, text(k) === '' ? undefined : Number(text(k))])),
      description: values.description && values.description !== '<p></p>' ? values.description : null,
    };
    void send(MoxibustionBatchBody, body, async (data) => {
      const saved = await saveBatch(batch?.id ?? null, data);
      onSaved(saved.data);
      onClose();
    });
  };

  return (
    <KitDialog open={open} title={batch ? t('editBatch') : t('newBatch')} onClose={() => !busy && onClose()} wide>
      <form onSubmit={submit} className="grid grid-cols-1 gap-3 sm:grid-cols-2" noValidate>
        {TEXT_FIELDS.map((k) => <KitTextField key={k} label={t(LABEL[k])} name={k} value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required={!OPTIONAL.has(k)} />)}
        {DATE_FIELDS.map((k) => <KitTextField key={k} label={t(LABEL[k])} name={k} type="date" value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required />)}
        {NUMBER_FIELDS.map((k) => <KitNumberField key={k} label={t(LABEL[k])} name={k} min={0} value={values[k] ?? ''} onChange={set(k)} error={errors[k]} required />)}
        <div className="sm:col-span-2">
          <p className="mb-1 block text-sm text-slate-700">{t('field.description')}</p>
          <RichTextEditor id="batch-description" label={t('field.description')} value={values.description ?? ''} onChange={set('description')} error={errors.description} uploadImage={uploadBatchImage} />
        </div>
        <div className="sm:col-span-2"><KitFormActions onCancel={onClose} busy={busy} /></div>
      </form>
    </KitDialog>
  );
}
