'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { ExaminerCreateBody, ExaminerEditBody, type ManagedExaminer } from '@/lib/contract/faculty-admin';
import { KitCheckField, KitFormActions, kitSend, KitSelectField, KitTextArea, KitTextField, useKitForm } from '../../kit';
import { usePermissionNames } from '../../kit';
import { changedFields } from '../faculty/form-body';
import { useCityOptions, useOccupationOptions, useOrganizationOptions } from '../faculty/shared';
import { useLevelName } from '@/components/ui/use-level-name';

export type ExaminerRow = ManagedExaminer;

type Values = ReturnType<typeof toForm>;
const toForm = (r: ExaminerRow | null) => ({
  name: r?.name ?? '', gender: r?.gender ? String(r.gender) : '', occupation_id: r?.occupation_id ? String(r.occupation_id) : '', level: r?.level ? String(r.level) : '',
  cert_no: r?.cert_no ?? '', organization_id: r?.organization_id ? String(r.organization_id) : '', city_code: r?.city_code ?? '', introduction: r?.introduction ?? '',
  is_public: r?.is_public ?? true,
});
const toBody = (f: Values) => ({
  name: f.name, gender: f.gender ? Number(f.gender) : null, occupation_id: f.occupation_id ? Number(f.occupation_id) : null, level: f.level ? Number(f.level) : null,
  cert_no: f.cert_no, organization_id: f.organization_id ? Number(f.organization_id) : null, city_code: f.city_code || null, introduction: f.introduction, is_public: f.is_public,
});
/** The API's schema over the body the form sends: everything for a new examiner, only what changed for an edit. */
const schemaFor = (editing: ExaminerRow | null) => editing
  ? z.preprocess((v) => changedFields(toBody(v as Values), toBody(toForm(editing))), ExaminerEditBody)
  : z.preprocess((v) => toBody(v as Values), ExaminerCreateBody);

export function ExaminerForm({ editing, onDone, onCancel }: { editing: ExaminerRow | null; onDone: () => void; onCancel: () => void }) {
  const t = useTranslations('ManageFaculty');
  const levelName = useLevelName();
  const seesOrganizations = usePermissionNames().has('organizations.view');
  const occupations = useOccupationOptions();
  const cities = useCityOptions();
  const organizations = useOrganizationOptions(seesOrganizations);
  const form = useKitForm(schemaFor(editing), toForm(editing), {
    name: t('name'), gender: t('gender'), occupation_id: t('occupation'), level: t('level'), cert_no: t('certNo'), organization_id: t('organization'),
    city_code: t('city'), introduction: t('introduction'), is_public: t('isPublic'),
  });
  const { values, errors, set } = form;
  const submit = form.submit(async (body) => {
    await kitSend(editing ? `/manage/examiners/${editing.id}` : '/manage/examiners', editing ? 'PATCH' : 'POST', body);
    onDone();
  });
  const unspecified = { value: '', label: t('unspecified') };

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <div className="grid grid-cols-2 gap-3">
        <KitTextField label={t('name')} name="name" required value={values.name} onChange={(v) => set('name', v)} error={errors.name} />
        <KitSelectField label={t('gender')} name="gender" value={values.gender} onChange={(v) => set('gender', v)} error={errors.gender}
          options={[unspecified, { value: '1', label: t('male') }, { value: '2', label: t('female') }]} />
        <KitSelectField label={t('occupation')} name="occupation_id" value={values.occupation_id} onChange={(v) => set('occupation_id', v)} error={errors.occupation_id}
          options={[unspecified, ...occupations]} />
        <KitSelectField label={t('level')} name="level" value={values.level} onChange={(v) => set('level', v)} error={errors.level}
          options={[unspecified, ...[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: levelName(l) }))]} />
        <KitTextField label={t('certNo')} name="cert_no" value={values.cert_no} onChange={(v) => set('cert_no', v.toUpperCase())} error={errors.cert_no} />
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
