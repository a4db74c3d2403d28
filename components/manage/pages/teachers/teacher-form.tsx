'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { type ManagedTeacher, TeacherCreateBody, TeacherEditBody } from '@/lib/contract/faculty-admin';
import { KitCheckField, KitFormActions, kitSend, KitSelectField, KitTextArea, KitTextField, useKitForm } from '../../kit';
import { usePermissionNames } from '../../kit';
import { changedFields } from '../faculty/form-body';
import { useCityOptions, useOccupationOptions, useOrganizationOptions } from '../faculty/shared';

export type TeacherRow = ManagedTeacher;

type Values = ReturnType<typeof toForm>;
const toForm = (r: TeacherRow | null) => ({
  name: r?.name ?? '', gender: r?.gender ? String(r.gender) : '', title: r?.title ?? '', occupation_id: r?.occupation_id ? String(r.occupation_id) : '',
  specialty: r?.specialty ?? '', introduction: r?.introduction ?? '', phone: r?.phone ?? '', organization_id: r?.organization_id ? String(r.organization_id) : '',
  city_code: r?.city_code ?? '', is_public: r?.is_public ?? true,
});
const toBody = (f: Values) => ({
  name: f.name, gender: f.gender ? Number(f.gender) : null, title: f.title, occupation_id: f.occupation_id ? Number(f.occupation_id) : null, specialty: f.specialty,
  introduction: f.introduction, phone: f.phone || null, organization_id: f.organization_id ? Number(f.organization_id) : null, city_code: f.city_code || null, is_public: f.is_public,
});
/** The API's schema over the body the form sends: everything for a new teacher, only what changed for an edit (a masked phone left alone is not sent back). */
const schemaFor = (editing: TeacherRow | null) => editing
  ? z.preprocess((v) => changedFields(toBody(v as Values), toBody(toForm(editing))), TeacherEditBody)
  : z.preprocess((v) => toBody(v as Values), TeacherCreateBody);

export function TeacherForm({ editing, onDone, onCancel }: { editing: TeacherRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageFaculty');
  const seesOrganizations = usePermissionNames().has('organizations.view');
  const occupations = useOccupationOptions();
  const cities = useCityOptions();
  const organizations = useOrganizationOptions(seesOrganizations);
  const form = useKitForm(schemaFor(editing), toForm(editing), {
    name: t('name'), gender: t('gender'), title: t('teacherTitle'), occupation_id: t('occupation'), specialty: t('specialty'), introduction: t('introduction'),
    phone: t('phone'), organization_id: t('organization'), city_code: t('city'), is_public: t('isPublic'),
  });
  const { values, errors, set } = form;
  const submit = form.submit(async (body) => {
    await kitSend(editing ? `/manage/teachers/${editing.id}` : '/manage/teachers', editing ? 'PATCH' : 'POST', body);
    onDone();
  });
  const unspecified = { value: '', label: t('unspecified') };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <KitTextField label={t('name')} name="name" required value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <KitSelectField label={t('gender')} name="gender" value={values.gender} onChange={(v) => set('gender', v)} error={errors.gender}
          options={[unspecified, { value: '1', label: t('male') }, { value: '2', label: t('female') }]} />
        <KitTextField label={t('teacherTitle')} name="title" value={values.title} onChange={(v) => set('title', v)} error={errors.title} />
        <KitTextField label={t('phone')} name="phone" value={values.phone} onChange={(v) => set('phone', v)} error={errors.phone} />
        <KitSelectField label={t('occupation')} name="occupation_id" value={values.occupation_id} onChange={(v) => set('occupation_id', v)} error={errors.occupation_id}
          options={[unspecified, ...occupations]} />
        <KitTextField label={t('specialty')} name="specialty" value={values.specialty} onChange={(v) => set('specialty', v)} error={errors.specialty} />
        {seesOrganizations && (
          <KitSelectField label={t('organization')} name="organization_id" value={values.organization_id} onChange={(v) => set('organization_id', v)} error={errors.organization_id}
            options={[{ value: '', label: t('noOrganization') }, ...organizations]} />
        )}
        {seesOrganizations && !values.organization_id && (
          <KitSelectField label={t('city')} name="city_code" value={values.city_code} onChange={(v) => set('city_code', v)} error={errors.city_code}
            options={[{ value: '', label: t('choose') }, ...cities]} />
        )}
      </div>
      <KitTextArea label={t('introduction')} name="introduction" value={values.introduction} onChange={(v) => set('introduction', v)} error={errors.introduction} />
      <KitCheckField name="is_public" label={t('isPublic')} checked={values.is_public} onChange={(v) => set('is_public', v)} />
      <KitFormActions busy={form.busy} onCancel={onCancel} />
    </form>
  );
}
