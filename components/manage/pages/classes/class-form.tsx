'use client';

import { useTranslations } from 'next-intl';
import { KitMultiPicker } from '../../kit';
import { LEVELS } from './class-api';
import { ClassCover } from './class-cover';
import { ClassField, fieldClass } from './class-field';
import type { ClassFormValues } from './class-form-values';
import { useOccupations, useOrganizationChoices, useRegions, useTeachers } from './use-class-options';
import { useLevelName } from '@/components/ui/use-level-name';

type Props = { values: ClassFormValues; errors: Record<string, string>; onChange: (patch: Partial<ClassFormValues>) => void };

/** Every field a class takes; options come from the occupation, region, organisation and teacher lists. */
export function ClassForm({ values: v, errors, onChange }: Props) {
  const t = useTranslations('ManageClassEdit');
  const levelName = useLevelName();
  const occupations = useOccupations();
  const cities = useRegions(null);
  const areas = useRegions(v.city_code, Boolean(v.city_code));
  const organizations = useOrganizationChoices();
  const teachers = useTeachers();
  const occupation = occupations?.find((o) => String(o.id) === v.occupation_id);
  const levels = occupation ? LEVELS.filter((l) => occupation.levels.includes(l)) : LEVELS;
  const text = (name: keyof ClassFormValues, type = 'text', extra: Record<string, unknown> = {}) => (
    <input name={name} type={type} value={String(v[name])} onChange={(e) => onChange({ [name]: e.target.value })} className={fieldClass} {...extra} />
  );

  return (
    <div className="grid gap-4 md:grid-cols-2">
      <div className="md:col-span-2">
        <ClassField id="class-title" label={t('title')} error={errors.title} required>{text('title', 'text', { maxLength: 60 })}</ClassField>
      </div>
      <ClassField id="class-occupation" label={t('occupation')} error={errors.occupation_id} required>
        <select value={v.occupation_id} onChange={(e) => onChange({ occupation_id: e.target.value, level: '' })} className={fieldClass}>
          <option value="">{t('choose')}</option>
          {occupations?.map((o) => <option key={o.id} value={o.id}>{`${o.code} ${o.name}`}</option>)}
        </select>
      </ClassField>
      <ClassField id="class-level" label={t('level')} error={errors.level} required>
        <select value={v.level} onChange={(e) => onChange({ level: e.target.value })} className={fieldClass}>
          <option value="">{t('choose')}</option>
          {levels.map((l) => <option key={l} value={l}>{levelName(l)}</option>)}
        </select>
      </ClassField>
      {organizations && (
        <ClassField id="class-organization" label={t('organization')} error={errors.organization_id}>
          <select value={v.organization_id} onChange={(e) => onChange({ organization_id: e.target.value })} className={fieldClass}>
            <option value="">{t('noOrganization')}</option>
            {organizations.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </select>
        </ClassField>
      )}
      <ClassField id="class-city" label={t('city')} error={errors.city_code} required>
        <select value={v.city_code} onChange={(e) => onChange({ city_code: e.target.value, area_code: '' })} className={fieldClass}>
          <option value="">{t('choose')}</option>
          {cities?.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </ClassField>
      <ClassField id="class-area" label={t('area')} error={errors.area_code}>
        <select value={v.area_code} onChange={(e) => onChange({ area_code: e.target.value })} className={fieldClass} disabled={!v.city_code}>
          <option value="">{t('noArea')}</option>
          {areas?.map((a) => <option key={a.code} value={a.code}>{a.name}</option>)}
        </select>
      </ClassField>
      <ClassField id="class-address" label={t('address')} error={errors.address}>{text('address', 'text', { maxLength: 200 })}</ClassField>
      <ClassField id="class-enroll-start" label={t('enrollStart')} error={errors.enroll_start}>{text('enroll_start', 'date')}</ClassField>
      <ClassField id="class-enroll-end" label={t('enrollEnd')} error={errors.enroll_end}>{text('enroll_end', 'date')}</ClassField>
      <ClassField id="class-start" label={t('startDate')} error={errors.start_date} required>{text('start_date', 'date')}</ClassField>
      <ClassField id="class-end" label={t('endDate')} error={errors.end_date} required>{text('end_date', 'date')}</ClassField>
      <ClassField id="class-schedule" label={t('schedule')} error={errors.schedule}>{text('schedule', 'text', { maxLength: 200, placeholder: t('schedulePlaceholder') })}</ClassField>
      <ClassField id="class-hours" label={t('hours')} error={errors.hours} required>{text('hours', 'number', { min: 1, max: 2000 })}</ClassField>
      <ClassField id="class-capacity" label={t('capacity')} error={errors.capacity} required>{text('capacity', 'number', { min: 1, max: 10000 })}</ClassField>
      <ClassField id="class-fee" label={t('fee')} error={errors.fee_cents}>{text('fee', 'number', { min: 0, step: '0.01' })}</ClassField>
      <ClassField id="class-subsidy" label={t('subsidy')} error={errors.subsidy_cents}>{text('subsidy', 'number', { min: 0, step: '0.01' })}</ClassField>
      <div className="md:col-span-2">
        <KitMultiPicker
          label={t('teachers')} name="teacher_ids" error={errors.teacher_ids} hint={occupation ? t('teachersHint', { occupation: occupation.name }) : undefined}
          value={v.teacher_ids} onChange={(ids) => onChange({ teacher_ids: ids })}
          options={(teachers ?? [])
            .filter((tc) => !occupation || tc.occupation_id === occupation.id || v.teacher_ids.includes(tc.id))
            .map((tc) => ({ id: tc.id, label: tc.name, hint: tc.title ?? undefined }))}
        />
      </div>
      <ClassCover value={v.cover} error={errors.cover} onChange={(cover) => onChange({ cover })} />
      <div className="md:col-span-2">
        <ClassField id="class-description" label={t('description')} error={errors.description}>
          <textarea value={v.description} onChange={(e) => onChange({ description: e.target.value })} rows={5} maxLength={5000} className={fieldClass} />
        </ClassField>
      </div>
      <div className="flex flex-wrap gap-6 md:col-span-2">
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={v.requires_verification} onChange={(e) => onChange({ requires_verification: e.target.checked })} className="h-4 w-4" />
          {t('requiresVerification')}
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" checked={v.is_hot} onChange={(e) => onChange({ is_hot: e.target.checked })} className="h-4 w-4" />
          {t('isHot')}
        </label>
        <label className="inline-flex items-center gap-2 text-sm text-slate-700">
          <input type="checkbox" name="completion_requires_hours" checked={v.completion_requires_hours} onChange={(e) => onChange({ completion_requires_hours: e.target.checked })} className="h-4 w-4" />
          {t('completionRequiresHours')}
        </label>
      </div>
    </div>
  );
}
