'use client';

import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { z } from 'zod';
import { useToast } from '@/components/ui/toast';
import { JobBody } from '@/lib/contract/job-admin';
import { FormPage, KitSelectField, KitTextArea, KitTextField, useKitForm } from '../../kit';
import { useCloseCurrentTab } from '../../shell/current-tab';
import { useKitRead, usePermissionNames } from '../../kit';
import { JOBS_PATH, saveJob, type ManagedJob } from './job-api';
import type { Region as RegionAnswer } from '@/lib/contract/region';
import { isMissingRecord, RecordMissingPanel } from '../../route-states';

type Named = { id: number; name: string };
type Region = Pick<RegionAnswer, 'code' | 'name'>;
type Values = Record<'title' | 'organization_id' | 'occupation_id' | 'city_code' | 'area_code' | 'salary_min' | 'salary_max' | 'headcount' | 'education' | 'experience' | 'contact' | 'description', string>;

const EMPTY: Values = {
  title: '', organization_id: '', occupation_id: '', city_code: '', area_code: '', salary_min: '', salary_max: '', headcount: '1', education: '', experience: '',
  contact: '', description: '',
};
const fromJob = (j: ManagedJob): Values => ({
  title: j.title, organization_id: String(j.organization_id), occupation_id: j.occupation_id ? String(j.occupation_id) : '', city_code: j.city_code ?? '',
  area_code: j.area_code ?? '', salary_min: j.salary_min === null ? '' : String(j.salary_min), salary_max: j.salary_max === null ? '' : String(j.salary_max),
  headcount: String(j.headcount), education: j.education ?? '', experience: j.experience ?? '', contact: j.contact ?? '', description: j.description ?? '',
});
const num = (v: string) => (v.trim() === '' ? null : Number(v));
/** The API's schema over the body the page sends. */
const JobForm = z.preprocess((v) => {
  const f = v as Values;
  return {
    title: f.title, organization_id: num(f.organization_id), occupation_id: num(f.occupation_id), city_code: f.city_code, area_code: f.area_code || null,
    salary_min: num(f.salary_min), salary_max: num(f.salary_max), headcount: num(f.headcount), education: f.education || null, experience: f.experience || null,
    contact: f.contact || null, description: f.description || null,
  };
}, JobBody);

/** Creating (no ?id) or editing a job; the job is loaded first when editing. */
export default function JobEditPage() {
  const t = useTranslations('ManageJobs');
  const id = Number(useSearchParams().get('id')) || null;
  const job = useKitRead<{ data: ManagedJob }>(id ? `${JOBS_PATH}/${id}` : null);
  const loaded = job.data?.data;
  const frame = (text: string, role: 'alert' | 'status') => (
    <section className="rounded bg-white p-6 shadow-sm">
      <h1 className="mb-4 text-lg font-semibold text-slate-900">{t('editTitle')}</h1>
      <p role={role} className={role === 'alert' ? 'text-sm text-red-700' : 'text-sm text-slate-500'}>{text}</p>
    </section>
  );
  if (id && isMissingRecord(job.error)) return <RecordMissingPanel />;
  if (id && job.error) return frame(t('loadFailed'), 'alert');
  if (id && !loaded) return frame(t('loading'), 'status');
  return <JobEditor key={id ?? 'new'} id={id} initial={loaded ? fromJob(loaded) : EMPTY} />;
}

/** Checked with the API's schema before sending, each message under its field; a finished edit closes its own tab. */
function JobEditor({ id, initial }: { id: number | null; initial: Values }) {
  const t = useTranslations('ManageJobs');
  const toast = useToast();
  const closeTab = useCloseCurrentTab();
  const { mutate } = useSWRConfig();
  const government = usePermissionNames().has('jobs.review');
  const occupations = useKitRead<{ data: Named[] }>('/occupations', { per_page: 100 });
  const cities = useKitRead<{ data: Region[] }>('/regions');
  const form = useKitForm(JobForm, initial, {
    title: t('jobTitle'), organization_id: t('organization'), occupation_id: t('occupation'), city_code: t('city'), area_code: t('area'), salary_min: t('salaryMin'),
    salary_max: t('salaryMax'), headcount: t('headcount'), education: t('education'), experience: t('experience'), contact: t('contact'), description: t('description'),
  });
  const { values, errors, set } = form;
  const areas = useKitRead<{ data: Region[] }>(values.city_code ? '/regions' : null, { parent_code: values.city_code });
  const organizations = useKitRead<{ data: Named[] }>(government ? '/manage/organizations' : null, { type: 10, status: 'approved', per_page: 100 });
  const field = (name: keyof Values) => ({ name, value: values[name], error: errors[name], onChange: (v: string) => set(name, v) });
  const options = (items: { value: string; label: string }[] | undefined) => [{ value: '', label: t('choose') }, ...(items ?? [])];
  const submit = form.submit(async (body) => {
    const saved = await saveJob(id, body);
    toast(t(saved.data.status === 'pending' ? 'savedPending' : 'saved', { title: saved.data.title }), 'success');
    // The list stays mounted in its tab: refresh it, then close this one and go back to it.
    void mutate((key) => Array.isArray(key) && key[0] === JOBS_PATH);
    closeTab({ to: JOBS_PATH });
  });

  return (
    <FormPage title={id ? t('editTitle') : t('createTitle')} onSubmit={(e) => void submit(e)} onCancel={() => closeTab({ to: JOBS_PATH })} busy={form.busy}>
      <div className="grid max-w-3xl gap-4 sm:grid-cols-2">
        <div className="sm:col-span-2"><KitTextField label={t('jobTitle')} required {...field('title')} /></div>
        {government && (
          <KitSelectField label={t('organization')} {...field('organization_id')} options={options(organizations.data?.data.map((o) => ({ value: String(o.id), label: o.name })))} />
        )}
        <KitSelectField label={t('occupation')} {...field('occupation_id')} options={options(occupations.data?.data.map((o) => ({ value: String(o.id), label: o.name })))} />
        <KitSelectField label={t('city')} required {...field('city_code')} onChange={(v) => form.setValues((f) => ({ ...f, city_code: v, area_code: '' }))}
          options={options(cities.data?.data.map((r) => ({ value: r.code, label: r.name })))} />
        <KitSelectField label={t('area')} {...field('area_code')} options={options(areas.data?.data.map((r) => ({ value: r.code, label: r.name })))} />
        <KitTextField label={t('salaryMin')} type="number" {...field('salary_min')} />
        <KitTextField label={t('salaryMax')} type="number" {...field('salary_max')} />
        <KitTextField label={t('headcount')} type="number" required {...field('headcount')} />
        <KitTextField label={t('education')} {...field('education')} placeholder={t('educationPlaceholder')} />
        <KitTextField label={t('experience')} {...field('experience')} placeholder={t('experiencePlaceholder')} />
        <KitTextField label={t('contact')} {...field('contact')} />
        <div className="sm:col-span-2"><KitTextArea label={t('description')} rows={6} {...field('description')} /></div>
      </div>
    </FormPage>
  );
}
