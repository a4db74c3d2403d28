'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { ItemResponse } from '@/lib/contract/envelope';
import type { TalentProfile } from '@/lib/contract/career';
import { FormField } from '@/components/front/auth/form-field';
import { SelectField } from '@/components/front/registration/select-field';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { MY_TALENT_KEY } from './job-search';
import { ListFailed, ListLoading } from './list-states';
import { useLearner } from '@/components/front/user/use-learner';
import { verifiedName } from '@/components/front/user/verify-status';
import { OccupationPicker } from './occupation-picker';
import { useCities, useDictionary } from './use-options';

const LEVELS = [1, 2, 3, 4, 5];

type Defaults = { name: string; gender: number | null; education: string | null };

function Editor({ profile, defaults, onSaved }: { profile: TalentProfile | null; defaults: Defaults; onSaved: (p: TalentProfile) => void }) {
  const t = useTranslations('EmploymentCenter');
  const levels = useTranslations('Levels');
  const toast = useToast();
  const cities = useCities();
  const educations = useDictionary('education');
  const [occupationId, setOccupationId] = useState<number | null>(profile?.occupation_id ?? null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const d = new FormData(event.currentTarget);
    const text = (k: string) => String(d.get(k) ?? '').trim();
    const body = {
      name: text('name'), gender: Number(text('gender')), birth_year: Number(text('birth_year')), education: text('education'),
      occupation_id: occupationId, skill_level: text('skill_level') ? Number(text('skill_level')) : null, city_code: text('city_code'),
      expected_job: text('expected_job'), expected_salary: text('expected_salary') || null, introduction: text('introduction') || null,
      is_public: d.get('is_public') === 'on',
    };
    setPending(true);
    try {
      const answer = await apiFetch<ItemResponse<TalentProfile>>(MY_TALENT_KEY, { method: 'PUT', body, silent: true });
      setErrors({});
      toast(t('saved'), 'success');
      onSaved(answer.data);
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      else toast(error instanceof ApiError ? error.body?.message : undefined, 'error');
    } finally {
      setPending(false);
    }
  }

  const opts = (items: Array<{ value: string; label: string }>) => items;
  return (
    <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="talent-form">
      <FormField id="tp-name" name="name" label={t('name')} defaultValue={profile?.name ?? defaults.name} maxLength={20} error={errors.name} required />
      <SelectField id="tp-gender" name="gender" label={t('gender')} placeholder={t('choose')} defaultValue={String(profile?.gender ?? defaults.gender ?? '')}
        options={opts([{ value: '1', label: t('male') }, { value: '2', label: t('female') }])} error={errors.gender} />
      <FormField id="tp-birth" name="birth_year" type="number" inputMode="numeric" label={t('birthYear')} defaultValue={profile?.birth_year ?? ''} error={errors.birth_year} required />
      <SelectField id="tp-education" name="education" label={t('education')} placeholder={t('choose')} defaultValue={profile?.education ?? defaults.education ?? ''}
        options={educations} error={errors.education} key={`edu-${educations.length}`} />
      <div className="sm:col-span-2">
        <OccupationPicker id="tp-occupation" label={t('occupation')} searchPlaceholder={t('occupation')} choose={t('none')} value={occupationId} onChange={setOccupationId} error={errors.occupation_id} />
      </div>
      <SelectField id="tp-level" name="skill_level" label={t('skillLevel')} placeholder={t('none')} defaultValue={profile?.skill_level ? String(profile.skill_level) : ''}
        options={LEVELS.map((l) => ({ value: String(l), label: levels(`level${l}` as 'level1') }))} error={errors.skill_level} />
      <SelectField id="tp-city" name="city_code" label={t('city')} placeholder={t('choose')} defaultValue={profile?.city_code ?? ''}
        options={cities.map((c) => ({ value: c.code, label: c.name }))} error={errors.city_code} key={`city-${cities.length}`} />
      <FormField id="tp-job" name="expected_job" label={t('expectedJob')} defaultValue={profile?.expected_job ?? ''} maxLength={100} error={errors.expected_job} required />
      <FormField id="tp-salary" name="expected_salary" label={t('expectedSalary')} placeholder={t('expectedSalaryPlaceholder')} defaultValue={profile?.expected_salary ?? ''} maxLength={50} error={errors.expected_salary} />
      <div className="sm:col-span-2">
        <label htmlFor="tp-intro" className="mb-1.5 block text-sm font-medium text-slate-700">{t('introduction')}</label>
        <textarea id="tp-intro" name="introduction" rows={4} maxLength={1000} defaultValue={profile?.introduction ?? ''}
          className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30 md:text-sm" />
        {errors.introduction && <p className="mt-1 text-xs text-red-700">{errors.introduction}</p>}
      </div>
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:col-span-2">
        <input type="checkbox" name="is_public" defaultChecked={profile?.is_public ?? true} className="h-4 w-4" />
        {t('isPublic')}
      </label>
      <div className="sm:col-span-2">
        <Button type="submit" disabled={pending} className="w-full sm:w-auto">{pending ? t('saving') : t('save')}</Button>
      </div>
    </form>
  );
}

export function TalentForm() {
  const t = useTranslations('EmploymentCenter');
  const { data, error, isLoading, mutate } = useSWR<ItemResponse<TalentProfile | null>>(MY_TALENT_KEY, (path: string) => apiFetch<ItemResponse<TalentProfile | null>>(path, { silent: true }), { revalidateOnFocus: false, shouldRetryOnError: false });
  const learner = useLearner();
  if ((isLoading && !data) || (learner.isLoading && !learner.data)) return <ListLoading label={t('loading')} rows={1} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  // A new profile starts from what the account already knows: the verified name, gender and education.
  const user = learner.data;
  const defaults = { name: verifiedName(user) ?? user?.name ?? '', gender: user?.gender ?? null, education: user?.education ?? null };
  return <Editor profile={data.data} defaults={defaults} onSaved={(p) => void mutate({ data: p }, { revalidate: false })} />;
}
