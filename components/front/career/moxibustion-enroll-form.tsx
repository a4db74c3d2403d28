'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { CollectionResponse } from '@/lib/contract/envelope';
import type { MoxibustionEnrollment } from '@/lib/contract/career';
import { FormField } from '@/components/front/auth/form-field';
import { SelectField } from '@/components/front/registration/select-field';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useLearner } from '@/components/front/user/use-learner';
import { verifiedName } from '@/components/front/user/verify-status';
import { useCities } from './use-options';

const MINE_KEY = '/user/moxibustion-enrollments';
const TONE: Record<MoxibustionEnrollment['status'], BadgeTone> = { pending: 'warning', approved: 'success', rejected: 'danger', cancelled: 'neutral' };

/** The enrolment form of one batch, with the learner's own moxibustion enrolments below it. */
export function MoxibustionEnrollForm({ batchId, batchCode, open }: { batchId: number; batchCode: string; open: boolean }) {
  const t = useTranslations('MoxibustionEnroll');
  const toast = useToast();
  const cities = useCities();
  const learner = useLearner();
  // A verified learner's name, phone and ID number are the verified ones: the API fills them in.
  const realName = verifiedName(learner.data);
  const mine = useSWR<CollectionResponse<MoxibustionEnrollment>>(MINE_KEY, (p: string) => apiFetch<CollectionResponse<MoxibustionEnrollment>>(p, { silent: true }), { revalidateOnFocus: false });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [pending, setPending] = useState(false);
  const enrolled = (mine.data?.data ?? []).some((e) => e.batch === batchCode && (e.status === 'pending' || e.status === 'approved'));

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const d = new FormData(event.currentTarget);
    const text = (k: string) => String(d.get(k) ?? '').trim();
    const identity = realName ? {} : { name: text('name'), phone: text('phone'), id_number: text('id_number').toUpperCase() };
    const body = { batch_id: batchId, ...identity, gender: Number(text('gender')), work_unit: text('work_unit') || null, city_code: text('city_code') };
    setPending(true);
    try {
      await apiFetch('/moxibustion/enrollments', { method: 'POST', body, silent: true });
      setErrors({});
      toast(t('success'), 'success');
      await mine.mutate();
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) setErrors(error.fieldErrors);
      else toast(error instanceof ApiError ? error.body?.message : undefined, 'error');
    } finally {
      setPending(false);
    }
  }

  async function cancel(id: number) {
    try {
      await apiFetch(`${MINE_KEY}/${id}/cancel`, { method: 'POST' });
      await mine.mutate();
    } catch {
      // the error toast carries the server's message
    }
  }

  return (
    <div className="space-y-6">
      {enrolled && <p role="status" className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-800">{t('success')}</p>}
      {open && !enrolled && !learner.isLoading && (
        <form onSubmit={submit} noValidate className="grid gap-4 sm:grid-cols-2" data-testid="moxibustion-form">
          {realName ? (
            <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:col-span-2" data-testid="moxibustion-identity">
              {t('verifiedIdentity', { name: realName, idNumber: learner.data?.['user-verified-datum']?.data?.id_number ?? '', phone: learner.data?.phone ?? '' })}
            </p>
          ) : (
            <FormField id="mx-name" name="name" label={t('name')} maxLength={20} autoComplete="name" error={errors.name} required />
          )}
          <SelectField id="mx-gender" name="gender" label={t('gender')} placeholder={t('choose')} options={[{ value: '1', label: t('male') }, { value: '2', label: t('female') }]}
            defaultValue={learner.data?.gender ? String(learner.data.gender) : ''} error={errors.gender} />
          {!realName && (
            <>
              <FormField id="mx-phone" name="phone" type="tel" inputMode="numeric" label={t('phone')} maxLength={11} autoComplete="tel" error={errors.phone} required />
              <FormField id="mx-id" name="id_number" label={t('idNumber')} maxLength={18} autoComplete="off" error={errors.id_number} required />
            </>
          )}
          <FormField id="mx-work" name="work_unit" label={t('workUnit')} maxLength={120} error={errors.work_unit} />
          <SelectField id="mx-city" name="city_code" label={t('city')} placeholder={t('choose')} options={cities.map((c) => ({ value: c.code, label: c.name }))} error={errors.city_code} key={`city-${cities.length}`} />
          <div className="sm:col-span-2">
            <Button type="submit" size="lg" disabled={pending} className="w-full sm:w-auto">{pending ? t('submitting') : t('submit')}</Button>
          </div>
        </form>
      )}
      {(mine.data?.data.length ?? 0) > 0 && (
        <section aria-labelledby="mx-mine">
          <h2 id="mx-mine" className="mb-3 text-base font-semibold text-slate-900">{t('mine')}</h2>
          <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200">
            {mine.data!.data.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3 text-sm">
                <div>
                  <p className="font-medium text-slate-900">{e.batch_title ?? e.batch}</p>
                  <p className="text-xs text-slate-500">{[e.start_date, e.venue].filter(Boolean).join(' · ')}</p>
                </div>
                <div className="flex items-center gap-3">
                  <Badge tone={TONE[e.status]}>{t(`status.${e.status}`)}</Badge>
                  {e.status === 'pending' && <Button variant="ghost" size="sm" onClick={() => void cancel(e.id)}>{t('cancel')}</Button>}
                </div>
              </li>
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}
