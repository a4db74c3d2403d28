'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { OrganizationCreateBody, OrganizationUpdateBody } from '@/lib/contract/system-admin';
import { KitFormActions, kitSend, KitSelectField, KitTextArea, KitTextField, useKitForm } from '../../kit';
import { useKitRead } from '../../kit';
import type { ManagedOrganization } from '@/lib/contract/organization-admin';
import type { Region as RegionAnswer } from '@/lib/contract/region';

export type OrganizationRow = ManagedOrganization;
type Region = Pick<RegionAnswer, 'code' | 'name'>;

type Values = ReturnType<typeof toForm>;
const toForm = (o: OrganizationRow | null) => ({
  name: o?.name ?? '', type: String(o?.type ?? 12), credit_code: o?.credit_code ?? '', contact_name: o?.contact_name ?? '', contact_phone: o?.contact_phone ?? '',
  address: o?.address ?? '', city_code: o?.city_code ?? '', area_code: o?.area_code ?? '', introduction: o?.introduction ?? '', qualifications: o?.qualifications ?? '',
});
const toBody = (v: unknown) => {
  const f = v as Values;
  return {
    name: f.name, type: Number(f.type), credit_code: f.credit_code || null, contact_name: f.contact_name || null, contact_phone: f.contact_phone || null,
    address: f.address || null, city_code: f.city_code, area_code: f.area_code || null, introduction: f.introduction || null, qualifications: f.qualifications || null,
  };
};
const CreateForm = z.preprocess(toBody, OrganizationCreateBody);
const UpdateForm = z.preprocess(toBody, OrganizationUpdateBody);

/** Add or edit an organisation; checked with the API's schema before sending, each message under its field. */
export function OrganizationForm({ editing, onDone, onCancel }: { editing: OrganizationRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageSystem');
  const form = useKitForm(editing ? UpdateForm : CreateForm, toForm(editing), {
    name: t('orgName'), type: t('orgType'), credit_code: t('creditCode'), contact_name: t('contactName'), contact_phone: t('contactPhone'), address: t('address'),
    city_code: t('city'), area_code: t('area'), introduction: t('introduction'), qualifications: t('qualifications'),
  });
  const { values, errors, set } = form;
  const cities = useKitRead<{ data: Region[] }>('/regions');
  const areas = useKitRead<{ data: Region[] }>(values.city_code ? '/regions' : null, { parent_code: values.city_code || undefined });
  const submit = form.submit(async (body) => {
    await kitSend(editing ? `/manage/organizations/${editing.id}` : '/manage/organizations', editing ? 'PATCH' : 'POST', body);
    onDone();
  });
  const text = (name: 'name' | 'contact_name' | 'contact_phone' | 'address', label: string, required = false) => (
    <KitTextField label={label} name={name} required={required} value={values[name]} onChange={(v) => set(name, v)} error={errors[name]} />
  );

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        {text('name', t('orgName'), true)}
        <KitSelectField label={t('orgType')} name="type" value={values.type} onChange={(v) => set('type', v)} error={errors.type}
          options={[{ value: '10', label: t('orgType10') }, { value: '11', label: t('orgType11') }, { value: '12', label: t('orgType12') }]} />
        <KitTextField label={t('creditCode')} name="credit_code" value={values.credit_code} onChange={(v) => set('credit_code', v.toUpperCase())} error={errors.credit_code} />
        {text('contact_name', t('contactName'))}
        {text('contact_phone', t('contactPhone'))}
        {text('address', t('address'))}
        <KitSelectField label={t('city')} name="city_code" required value={values.city_code} onChange={(v) => form.setValues((f) => ({ ...f, city_code: v, area_code: '' }))} error={errors.city_code}
          options={[{ value: '', label: t('choose') }, ...(cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
        <KitSelectField label={t('area')} name="area_code" value={values.area_code} onChange={(v) => set('area_code', v)} error={errors.area_code}
          options={[{ value: '', label: t('none') }, ...(areas.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
      </div>
      <KitTextArea label={t('qualifications')} name="qualifications" value={values.qualifications} onChange={(v) => set('qualifications', v)} error={errors.qualifications} />
      <KitTextArea label={t('introduction')} name="introduction" value={values.introduction} onChange={(v) => set('introduction', v)} error={errors.introduction} />
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
