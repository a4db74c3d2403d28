'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useRouter, useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { PageFrame, SelectField, TextField } from '../system/kit';
import { useApi, usePermissionNames } from '../system/use-api';
import { JOBS_PATH, saveJob, type ManagedJob } from './job-api';

type Named = { id: number; name: string };
type Region = { code: string; name: string };
type Form = Record<'title' | 'organization_id' | 'occupation_id' | 'city_code' | 'area_code' | 'salary_min' | 'salary_max' | 'headcount' | 'education' | 'experience' | 'contact' | 'description', string>;

const EMPTY: Form = {
  title: '', organization_id: '', occupation_id: '', city_code: '', area_code: '', salary_min: '', salary_max: '', headcount: '1', education: '', experience: '',
  contact: '', description: '',
};
const fromJob = (j: ManagedJob): Form => ({
  title: j.title, organization_id: String(j.organization_id), occupation_id: j.occupation_id ? String(j.occupation_id) : '', city_code: j.city_code ?? '',
  area_code: j.area_code ?? '', salary_min: j.salary_min === null ? '' : String(j.salary_min), salary_max: j.salary_max === null ? '' : String(j.salary_max),
  headcount: String(j.headcount), education: j.education ?? '', experience: j.experience ?? '', contact: j.contact ?? '', description: j.description ?? '',
});
const num = (v: string) => (v.trim() === '' ? null : Number(v));

/** Creating (no ?id) or editing a job; 422 messages appear under their fields. */
export default function JobEditPage() {
  const t = useTranslations('ManageJobs');
  const toast = useToast();
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const id = Number(useSearchParams().get('id')) || null;
  const government = usePermissionNames().has('jobs.review');
  const job = useApi<{ data: ManagedJob }>(id ? `${JOBS_PATH}/${id}` : null);
  const occupations = useApi<{ data: Named[] }>('/occupations', { per_page: 100 });
  const cities = useApi<{ data: Region[] }>('/regions');
  const [form, setForm] = useState<Form>(EMPTY);
  const areas = useApi<{ data: Region[] }>(form.city_code ? '/regions' : null, { parent_code: form.city_code });
  const organizations = useApi<{ data: Named[] }>(government ? '/manage/organizations' : null, { type: 10, status: 'approved', per_page: 100 });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const loaded = job.data?.data;
  useEffect(() => { if (loaded) setForm(fromJob(loaded)); }, [loaded]);

  const field = (name: keyof Form) => ({ name, value: form[name], error: errors[name], onChange: (v: string) => setForm((f) => ({ ...f, [name]: v })) });
  const options = (items: { value: string; label: string }[] | undefined) => [{ value: '', label: t('choose') }, ...(items ?? [])];

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    try {
      const saved = await saveJob(id, {
        title: form.title, organization_id: num(form.organization_id), occupation_id: num(form.occupation_id), city_code: form.city_code,
        area_code: form.area_code || null, salary_min: num(form.salary_min), salary_max: num(form.salary_max), headcount: num(form.headcount) ?? 0,
        education: form.education || null, experience: form.experience || null, contact: form.contact || null, description: form.description || null,
      });
      toast(t(saved.data.status === 'pending' ? 'savedPending' : 'saved', { title: saved.data.title }), 'success');
      // The shell keeps the list's tab mounted: refresh it before going back.
      void mutate((key) => Array.isArray(key) && key[0] === JOBS_PATH);
      router.push('/manage/jobs');
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  if (id && job.error) return <PageFrame title={t('editTitle')}><p role="alert" className="text-sm text-red-700">{t('loadFailed')}</p></PageFrame>;
  if (id && !loaded) return <PageFrame title={t('editTitle')}><p role="status" className="text-sm text-slate-500">{t('loading')}</p></PageFrame>;
  return (
    <PageFrame title={id ? t('editTitle') : t('createTitle')}>
      <form onSubmit={submit} noValidate className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2"><TextField label={t('jobTitle')} required {...field('title')} /></div>
        {government && (
          <SelectField label={t('organization')} {...field('organization_id')} options={options(organizations.data?.data.map((o) => ({ value: String(o.id), label: o.name })))} />
        )}
        <SelectField label={t('occupation')} {...field('occupation_id')} options={options(occupations.data?.data.map((o) => ({ value: String(o.id), label: o.name })))} />
        <SelectField label={t('city')} {...field('city_code')} onChange={(v) => setForm((f) => ({ ...f, city_code: v, area_code: '' }))} options={options(cities.data?.data.map((r) => ({ value: r.code, label: r.name })))} />
        <SelectField label={t('area')} {...field('area_code')} options={options(areas.data?.data.map((r) => ({ value: r.code, label: r.name })))} />
        <TextField label={t('salaryMin')} type="number" {...field('salary_min')} />
        <TextField label={t('salaryMax')} type="number" {...field('salary_max')} />
        <TextField label={t('headcount')} type="number" required {...field('headcount')} />
        <TextField label={t('education')} {...field('education')} placeholder={t('educationPlaceholder')} />
        <TextField label={t('experience')} {...field('experience')} placeholder={t('experiencePlaceholder')} />
        <TextField label={t('contact')} {...field('contact')} />
        <div className="sm:col-span-2">
          <label htmlFor="field-description" className="block text-sm text-slate-700">{t('description')}</label>
          <textarea
            id="field-description" name="description" rows={6} maxLength={5000} value={form.description} onChange={(e) => setForm((f) => ({ ...f, description: e.target.value }))}
            aria-invalid={Boolean(errors.description)} className="mt-1 block w-full rounded border border-slate-300 px-2 py-1.5 text-sm focus:border-manage-700 focus:outline-none"
          />
          {errors.description && <p className="mt-1 text-xs text-red-700">{errors.description}</p>}
        </div>
        <div className="flex justify-end gap-2 sm:col-span-2">
          <Button variant="outline" onClick={() => router.push('/manage/jobs')}>{t('cancel')}</Button>
          <Button type="submit" variant="manage" disabled={busy}>{busy ? t('saving') : t('save')}</Button>
        </div>
      </form>
    </PageFrame>
  );
}
