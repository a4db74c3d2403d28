'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { FormActions, SelectField, TextField, useFieldId } from '../system/kit';
import { send, useApi } from '../system/use-api';

export type OrganizationRow = {
  id: number; name: string; type: 10 | 11 | 12; credit_code: string | null; contact_name: string | null; contact_phone: string | null;
  address: string | null; city_code: string | null; area_code: string | null; city_name: string | null; introduction: string | null;
  qualifications: string | null; status: 'pending' | 'approved' | 'disabled'; managers_count?: number;
};
type Region = { code: string; name: string };

export function OrganizationForm({ editing, onDone, onCancel }: { editing: OrganizationRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const [form, setForm] = useState({
    name: editing?.name ?? '', type: String(editing?.type ?? 12), credit_code: editing?.credit_code ?? '', contact_name: editing?.contact_name ?? '',
    contact_phone: editing?.contact_phone ?? '', address: editing?.address ?? '', city_code: editing?.city_code ?? '', area_code: editing?.area_code ?? '',
    introduction: editing?.introduction ?? '', qualifications: editing?.qualifications ?? '',
  });
  const cities = useApi<{ data: Region[] }>('/regions');
  const areas = useApi<{ data: Region[] }>(form.city_code ? '/regions' : null, { parent_code: form.city_code || undefined });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    const body = {
      name: form.name, type: Number(form.type), credit_code: form.credit_code || null, contact_name: form.contact_name || null,
      contact_phone: form.contact_phone || null, address: form.address || null, city_code: form.city_code, area_code: form.area_code || null,
      introduction: form.introduction || null, qualifications: form.qualifications || null,
    };
    try {
      await send(editing ? `/manage/organizations/${editing.id}` : '/manage/organizations', editing ? 'PATCH' : 'POST', body);
      onDone();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  };
  const areaId = useFieldId('area');
  const area = (label: string, name: 'introduction' | 'qualifications') => (
    <div>
      <label htmlFor={`${areaId}-${name}`} className="block text-sm text-slate-700">{label}</label>
      <textarea id={`${areaId}-${name}`} name={name} rows={3} value={form[name]} onChange={(e) => set({ [name]: e.target.value })}
        className="mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm" />
      {errors[name] && <p className="mt-1 text-xs text-red-700">{errors[name]}</p>}
    </div>
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <TextField label={t('orgName')} name="name" required value={form.name} onChange={(v) => set({ name: v })} error={errors.name} />
        <SelectField label={t('orgType')} name="type" value={form.type} onChange={(v) => set({ type: v })} error={errors.type}
          options={[{ value: '10', label: t('orgType10') }, { value: '11', label: t('orgType11') }, { value: '12', label: t('orgType12') }]} />
        <TextField label={t('creditCode')} name="credit_code" value={form.credit_code} onChange={(v) => set({ credit_code: v.toUpperCase() })} error={errors.credit_code} />
        <TextField label={t('contactName')} name="contact_name" value={form.contact_name} onChange={(v) => set({ contact_name: v })} error={errors.contact_name} />
        <TextField label={t('contactPhone')} name="contact_phone" value={form.contact_phone} onChange={(v) => set({ contact_phone: v })} error={errors.contact_phone} />
        <TextField label={t('address')} name="address" value={form.address} onChange={(v) => set({ address: v })} error={errors.address} />
        <SelectField label={t('city')} name="city_code" value={form.city_code} onChange={(v) => set({ city_code: v, area_code: '' })} error={errors.city_code}
          options={[{ value: '', label: t('choose') }, ...(cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
        <SelectField label={t('area')} name="area_code" value={form.area_code} onChange={(v) => set({ area_code: v })} error={errors.area_code}
          options={[{ value: '', label: t('none') }, ...(areas.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
      </div>
      {area(t('qualifications'), 'qualifications')}
      {area(t('introduction'), 'introduction')}
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
