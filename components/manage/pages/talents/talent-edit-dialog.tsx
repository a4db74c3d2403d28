'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { CheckField, FormActions, Modal, SelectField, TextField } from '../system/kit';
import { send, useApi } from '../system/use-api';
import { TALENTS_PATH, type ManagedTalent } from './talent-api';

type Form = { name: string; gender: string; birth_year: string; education: string; occupation_id: string; skill_level: string; city_code: string; expected_job: string; expected_salary: string; introduction: string; is_public: boolean };

const toForm = (t: ManagedTalent): Form => ({
  name: t.name, gender: String(t.gender ?? ''), birth_year: String(t.birth_year ?? ''), education: t.education ?? '', occupation_id: String(t.occupation_id ?? ''),
  skill_level: String(t.skill_level ?? ''), city_code: t.city_code ?? '', expected_job: t.expected_job ?? '', expected_salary: t.expected_salary ?? '',
  introduction: t.introduction ?? '', is_public: t.is_public,
});
const num = (v: string) => (v === '' ? null : Number(v));

/** Corrects a talent's profile; the server's 422 messages appear under their fields. */
export function TalentEditDialog({ talent, onClose, onSaved }: { talent: ManagedTalent | null; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageTalents');
  const toast = useToast();
  const [form, setForm] = useState<Form | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const cities = useApi<{ data: { code: string; name: string }[] }>(talent ? '/regions' : null);
  const educations = useApi<{ data: { value: string; label: string }[] }>(talent ? '/dictionaries/education' : null);
  const occupations = useApi<{ data: { id: number; name: string }[] }>(talent ? '/occupations' : null, { per_page: 100 });
  useEffect(() => { setForm(talent ? toForm(talent) : null); setErrors({}); }, [talent]);
  if (!talent || !form) return null;
  const field = (name: Exclude<keyof Form, 'is_public'>) => ({ name, value: form[name], error: errors[name], onChange: (v: string) => setForm({ ...form, [name]: v }) });
  const choose = [{ value: '', label: t('choose') }];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      await send(`${TALENTS_PATH}/${talent!.id}`, 'PUT', {
        name: form!.name, gender: num(form!.gender), birth_year: num(form!.birth_year), education: form!.education, occupation_id: num(form!.occupation_id),
        skill_level: num(form!.skill_level), city_code: form!.city_code, expected_job: form!.expected_job, expected_salary: form!.expected_salary || null,
        introduction: form!.introduction || null, is_public: form!.is_public,
      });
      toast(t('saved', { name: form!.name }), 'success');
      onSaved();
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('editTitle', { name: talent.name })} onClose={onClose} wide>
      <form onSubmit={submit} noValidate className="grid gap-3 sm:grid-cols-2">
        <TextField label={t('name')} required {...field('name')} />
        <SelectField label={t('gender')} {...field('gender')} options={[...choose, { value: '1', label: t('male') }, { value: '2', label: t('female') }]} />
        <TextField label={t('birthYear')} type="number" required {...field('birth_year')} />
        <SelectField label={t('education')} {...field('education')} options={[...choose, ...(educations.data?.data ?? [])]} />
        <SelectField label={t('occupation')} {...field('occupation_id')} options={[...choose, ...(occupations.data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }))]} />
        <SelectField label={t('skillLevel')} {...field('skill_level')} options={[...choose, ...[1, 2, 3, 4, 5].map((l) => ({ value: String(l), label: t('level', { level: l }) }))]} />
        <SelectField label={t('city')} {...field('city_code')} options={[...choose, ...(cities.data?.data ?? []).map((c) => ({ value: c.code, label: c.name }))]} />
        <TextField label={t('expectedJob')} required {...field('expected_job')} />
        <TextField label={t('expectedSalary')} {...field('expected_salary')} />
        <div className="sm:col-span-2"><TextField label={t('introduction')} {...field('introduction')} /></div>
        <CheckField label={t('isPublic')} name="is_public" checked={form.is_public} onChange={(v) => setForm({ ...form, is_public: v })} />
        <div className="sm:col-span-2"><FormActions onCancel={onClose} busy={busy} /></div>
      </form>
    </Modal>
  );
}
