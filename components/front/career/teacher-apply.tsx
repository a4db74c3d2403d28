'use client';

import { useState, type FormEvent } from 'react';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { CollectionResponse } from '@/lib/contract/envelope';
import type { TeacherApplication } from '@/lib/contract/career';
import { formatDate } from '@/lib/format/date';
import { FormField } from '@/components/front/auth/form-field';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useLearner } from '@/components/front/user/use-learner';
import { verifiedName } from '@/components/front/user/verify-status';
import { ListLoading } from './list-states';
import { OccupationPicker } from './occupation-picker';
import { MY_TEACHER_APPLICATIONS_KEY } from '@/components/front/learner/keys';

const KEY = MY_TEACHER_APPLICATIONS_KEY;
const TONE: Record<TeacherApplication['status'], BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger' };

export function TeacherApply() {
  const t = useTranslations('EmploymentCenter');
  const locale = useLocale();
  const toast = useToast();
  const { data, isLoading, mutate } = useSWR<CollectionResponse<TeacherApplication>>(KEY, (p: string) => apiFetch<CollectionResponse<TeacherApplication>>(p, { silent: true }), { revalidateOnFocus: false, shouldRetryOnError: false });
  const [occupationId, setOccupationId] = useState<number | null>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const learner = useLearner();
  if ((isLoading && !data) || (learner.isLoading && !learner.data)) return <ListLoading label={t('loading')} rows={1} />;
  // A verified learner's name, ID number and phone are the verified ones: the API fills them in.
  const realName = verifiedName(learner.data);
  const idNumber = learner.data?.['user-verified-datum']?.data?.id_number;
  const applications = data?.data ?? [];
  const open = applications.some((a) => a.status !== 'rejected');

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    form.set('occupation_id', occupationId ? String(occupationId) : '');
    setPending(true);
    try {
      await apiFetch(KEY, { method: 'POST', body: form, silent: true });
      setErrors({});
      toast(t('submitted'), 'success');
      await mutate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      else toast(error instanceof ApiError ? error.body?.message : undefined, 'error');
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="space-y-4">
      {applications.length > 0 && (
        <ul className="space-y-2" data-testid="teacher-applications">
          {applications.map((a) => (
            <li key={a.id} className="rounded-lg border border-slate-200 px-4 py-3 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900">{a.occupation.data?.name ?? '—'}</span>
                <Badge tone={TONE[a.status]}>{t(`teacherStatus.${a.status}`)}</Badge>
              </div>
              <p className="mt-1 text-xs text-slate-500">{t('submittedOn', { date: formatDate(a.created_at, 'YYYY-MM-DD', locale) })}</p>
              {a.reason && <p className="mt-1 text-red-700">{t('reason', { reason: a.reason })}</p>}
            </li>
          ))}
        </ul>
      )}
      {!open && (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="teacher-form">
          {realName ? (
            <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:col-span-2" data-testid="teacher-identity">
              {t('verifiedIdentity', { name: realName, idNumber: idNumber ?? '', phone: learner.data?.phone ?? '' })}
            </p>
          ) : (
            <>
              <FormField id="ta-name" name="name" label={t('name')} maxLength={20} error={errors.name} required />
              <FormField id="ta-phone" name="phone" type="tel" inputMode="numeric" label={t('phone')} maxLength={11} error={errors.phone} required />
              <FormField id="ta-id" name="id_number" label={t('idNumber')} maxLength={18} autoComplete="off" error={errors.id_number} required />
            </>
          )}
          <div className="sm:col-span-2">
            <OccupationPicker id="ta-occupation" label={t('occupation')} searchPlaceholder={t('occupation')} choose={t('choose')} value={occupationId} onChange={setOccupationId} error={errors.occupation_id} />
          </div>
          <div className="sm:col-span-2">
            <label htmlFor="ta-qualifications" className="mb-1.5 block text-sm font-medium text-slate-700">{t('qualifications')}</label>
            <textarea id="ta-qualifications" name="qualifications" rows={4} maxLength={2000} placeholder={t('qualificationsPlaceholder')}
              aria-invalid={errors.qualifications ? true : undefined}
              className="block w-full rounded-md border border-slate-300 px-3 py-2 text-base focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30 md:text-sm" />
            {errors.qualifications && <p className="mt-1 text-xs text-red-700">{errors.qualifications}</p>}
          </div>
          <FormField id="ta-files" name="files" type="file" multiple accept="application/pdf,image/jpeg,image/png,image/webp" label={t('files')} error={errors.files} className="sm:col-span-2" />
          <div className="sm:col-span-2">
            <Button type="submit" disabled={pending} className="w-full sm:w-auto">{pending ? t('submitting') : t('submit')}</Button>
          </div>
        </form>
      )}
    </div>
  );
}
