'use client';

import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { useToast } from '@/components/ui/toast';
import { TalentProfileBody } from '@/lib/contract/talent';
import { KitCheckField, KitDialog, KitFormActions, kitSend, KitSelectField, KitTextField, useKitForm } from '../../kit';
import { useKitRead } from '../../kit';
import { TALENTS_PATH, type ManagedTalent } from './talent-api';
import { useLevelName } from '@/components/ui/use-level-name';

type Values = ReturnType<typeof toForm>;
const toForm = (t: ManagedTalent) => ({
  name: t.name, gender: String(t.gender ?? ''), birth_year: String(t.birth_year ?? ''), education: t.education ?? '', occupation_id: String(t.occupation_id ?? ''),
  skill_level: String(t.skill_level ?? ''), city_code: t.city_code ?? '', expected_job: t.expected_job ?? '', expected_salary: t.expected_salary ?? '',
  introduction: t.introduction ?? '', is_public: t.is_public,
});
const num = (v: string) => (v.trim() === '' ? null : Number(v));
/** The API's schema over the body the dialog sends. */
const TalentForm = z.preprocess((v) => {
  const f = v as Values;
  return {
    name: f.name, gender: num(f.gender), birth_year: num(f.birth_year), education: f.education, occupation_id: num(f.occupation_id), skill_level: num(f.skill_level),
    city_code: f.city_code, expected_job: f.expected_job, expected_salary: f.expected_salary || null, introduction: f.introduction || null, is_public: f.is_public,
  };
}, TalentProfileBody);

/** Corrects a talent's profile; checked with the API's schema before sending, each message under its field. */
export function TalentEditDialog({ talent, onClose, onSaved }: { talent: ManagedTalent | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageTalents');
  return (
    <KitDialog open={talent !== null} title={talent ? t('editTitle', { name: talent.name }) : ''} onClose={onClose} wide>
      {talent && <TalentEditForm key={talent.id} talent={talent} onClose={onClose} onSaved={onSaved} />}
    </KitDialog>
  );
}

function TalentEditForm({ talent, onClose, onSaved }: { talent: ManagedTalent; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageTalents');
  const levelName = useLevelName();
  const toast = useToast();
  const cities = useKitRead<{ data: { code: string; name: string }[] }>('/regions');
  const educations = useKitRead<{ data: { value: string; label: string }[] }>('/dictionaries/education');
  const occupations = useKitRead<{ data: { id: number; name: string }[] }>('/occupations', { per_page: 100 });
  const form = useKitForm(TalentForm, toForm(talent), {
    name: t('name'), gender: t('gender'), birth_year: t('birthYear'), education: t('education'), occupation_id: t('occupation'), skill_level: t('skillLevel'),
    city_code: t('city'), expected_job: t('expectedJob'), expected_salary: t('expectedSalary'), introduction: t('introduction'), is_public: t('isPublic'),
  });
  const { values, errors, set } = form;
  const field = (name: Exclude<keyof Values, 'is_public'>) => ({ name, value: values[name], error: errors[name], onChange: (v: string) => set(name, v) });
  const choose = [{ value: '', label: t('choose') }];
  const submit = form.submit(async (body) => {
    await kitSend(`${TALENTS_PATH}/${talent.id}`, 'PUT', body);
    toast(t('saved', { name: body.name }), 'success');
    onSaved();
    onClose();
  });

  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="grid gap-3 sm:grid-cols-2">
      <KitTextField label={t('name')} required {...field('name')} />
      <KitSelectField label={t('gender')} required {...field('gender')} options={[...choose, { value: '1', label: t('male') }, { value: '2', label: t('female') }]} />
      <KitTextField label={t('birthYear')} type="number" required {...field('birth_year')} />
      <KitSelectField label={t('education')} required {...field('education')} options={[...choose, ...(educations.data?.data ?? [])]} />
      <KitSelectField label={t('occupation')} {...field('occupation_id')} options={[...choose, ...(occupations.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))]} />
      <KitSelectField label={t('skillLevel')} {...field('skill_level')} options={[...choose, ...[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: levelName(l) }))]} />
      <KitSelectField label={t('city')} required {...field('city_code')} options={[...choose, ...(cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
      <KitTextField label={t('expectedJob')} required {...field('expected_job')} />
      <KitTextField label={t('expectedSalary')} {...field('expected_salary')} />
      <div className="sm:col-span-2"><KitTextField label={t('introduction')} {...field('introduction')} /></div>
      <KitCheckField label={t('isPublic')} name="is_public" checked={values.is_public} onChange={(v) => set('is_public', v)} />
      <div className="sm:col-span-2"><KitFormActions onCancel={onClose} busy={form.busy} /></div>
    </form>
  );
}
