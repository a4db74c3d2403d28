'use client';

import { useMemo, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { CheckField, FormActions, SelectField, TextField } from '../system/kit';
import { send, usePermissionNames } from '../system/use-api';
import { changedFields } from '../faculty/form-body';
import { TextArea, useCityOptions, useOccupationOptions, useOrganizationOptions } from '../faculty/shared';

export type ExaminerRow = {
  id: number; name: string; gender: number | null; occupation_id: number | null; occupation_name: string | null; level: number | null; cert_no: string | null;
  organization_id: number | null; organization_name: string | null; city_code: string | null; city_name: string | null; introduction: string | null;
  is_public: boolean; status: 'active' | 'disabled'; created_at: string; updated_at: string;
};

const toForm = (r: ExaminerRow | null) => ({
  name: r?.name ?? '', gender: r?.gender ? String(r.gender) : '', occupation_id: r?.occupation_id ? String(r.occupation_id) : '', level: r?.level ? String(r.level) : '',
  cert_no: r?.cert_no ?? '', organization_id: r?.organization_id ? String(r.organization_id) : '', city_code: r?.city_code ?? '', introduction: r?.introduction ?? '',
  is_public: r?.is_public ?? true,
});
const toBody = (f: ReturnType<typeof toForm>) => ({
  name: f.name, gender: f.gender ? Number(f.gender) : null, occupation_id: f.occupation_id ? Number(f.occupation_id) : null, level: f.level ? Number(f.level) : null,
  cert_no: f.cert_no, organization_id: f.organization_id ? Number(f.organization_id) : null, city_code: f.city_code || null, introduction: f.introduction, is_public: f.is_public,
});

export function ExaminerForm({ editing, onDone, onCancel }: { editing: ExaminerRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageFaculty');
  const can = usePermissionNames();
  const seesOrganizations = can.has('organizations.view');
  const occupations = useOccupationOptions();
  const cities = useCityOptions();
  const organizations = useOrganizationOptions(seesOrganizations);
  const initial = useMemo(() => toForm(editing), [editing]);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const set = (patch: Partial<typeof form>) => setForm({ ...form, ...patch });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const body = changedFields(toBody(form), editing ? toBody(initial) : null);
      await send(editing ? `/manage/examiners/${editing.id}` : '/manage/examiners', editing ? 'PATCH' : 'POST', body);
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
        <TextField label={t('name')} name="name" required value={form.name} onChange={(v) => set({ name: v })} error={errors.name} />
        <SelectField label={t('gender')} name="gender" value={form.gender} onChange={(v) => set({ gender: v })} error={errors.gender}
          options={[{ value: '', label: t('unspecified') }, { value: '1', label: t('male') }, { value: '2', label: t('female') }]} />
        <SelectField label={t('occupation')} name="occupation_id" value={form.occupation_id} onChange={(v) => set({ occupation_id: v })} error={errors.occupation_id}
          options={[{ value: '', label: t('unspecified') }, ...occupations]} />
        <SelectField label={t('level')} name="level" value={form.level} onChange={(v) => set({ level: v })} error={errors.level}
          options={[{ value: '', label: t('unspecified') }, ...[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: t('levelN', { level: l }) }))]} />
        <TextField label={t('certNo')} name="cert_no" value={form.cert_no} onChange={(v) => set({ cert_no: v.toUpperCase() })} error={errors.cert_no} />
        {seesOrganizations && (
          <SelectField label={t('organization')} name="organization_id" value={form.organization_id} onChange={(v) => set({ organization_id: v })} error={errors.organization_id}
            options={[{ value: '', label: t('noOrganization') }, ...organizations]} />
        )}
        {seesOrganizations && !form.organization_id && (
          <SelectField label={t('city')} name="city_code" value={form.city_code} onChange={(v) => set({ city_code: v })} error={errors.city_code}
            options={[{ value: '', label: t('choose') }, ...cities]} />
        )}
      </div>
      <TextArea label={t('introduction')} name="introduction" value={form.introduction} onChange={(v) => set({ introduction: v })} error={errors.introduction} />
      <CheckField name="is_public" label={t('isPublic')} checked={form.is_public} onChange={(v) => set({ is_public: v })} />
      <FormActions busy={busy} onCancel={onCancel} />
    </form>
  );
}
