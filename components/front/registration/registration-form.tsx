'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/front/auth/form-field';
import { checkId, checkName } from '@/components/front/certificates/query-rules';
import { useThrottle } from '@/components/front/auth/use-throttle';
import { Button } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { CreatedRegistration, TrainingRegistrationInput } from '@/lib/contract/training-registration';
import type { DictionaryItem } from '@/lib/contract/dictionary';
import type { ItemResponse } from '@/lib/contract/envelope';
import { MOBILE_PATTERN } from '@/lib/validation/certificate-query';
import { SelectField } from './select-field';

type Field = 'name' | 'phone' | 'id_number' | 'occupation_id' | 'city_code' | 'employment_status' | 'education' | 'note';
type Option = { value: string; label: string };

export type RegistrationChoices = {
  occupations: Option[];
  cities: Option[];
  employmentStatuses: DictionaryItem[];
  educations: DictionaryItem[];
};

const NOTE_MAX = 500;
const SERVER_FIELDS: Field[] = ['name', 'phone', 'id_number', 'occupation_id', 'city_code', 'employment_status', 'education', 'note'];

function read(form: HTMLFormElement) {
  const data = new FormData(form);
  const text = (key: Field) => String(data.get(key) ?? '').trim();
  return {
    name: text('name'), phone: text('phone'), id_number: text('id_number').toUpperCase(), occupation_id: text('occupation_id'),
    city_code: text('city_code'), employment_status: text('employment_status'), education: text('education'), note: text('note'),
  };
}

export function RegistrationForm({ choices }: { choices: RegistrationChoices }) {
  const t = useTranslations('TrainingRegistration');
  const limit = useThrottle('throttle:training-registration');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const [created, setCreated] = useState<CreatedRegistration | null>(null);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const v = read(event.currentTarget);
    const found: Partial<Record<Field, Parameters<typeof t>[0]>> = {
      name: checkName(v.name),
      phone: !v.phone ? 'phoneRequired' : MOBILE_PATTERN.test(v.phone) ? undefined : 'phoneInvalid',
      id_number: checkId(v.id_number),
      occupation_id: v.occupation_id ? undefined : 'occupationRequired',
      city_code: v.city_code ? undefined : 'cityRequired',
      employment_status: v.employment_status ? undefined : 'employmentRequired',
      education: v.education ? undefined : 'educationRequired',
      note: v.note.length > NOTE_MAX ? 'noteTooLong' : undefined,
    };
    const next = Object.fromEntries(Object.entries(found).flatMap(([f, key]) => (key ? [[f, t(key)]] : []))) as Partial<Record<Field, string>>;
    setErrors(next);
    setNotice(null);
    if (Object.keys(next).length) return;

    const body: TrainingRegistrationInput = { ...v, occupation_id: Number(v.occupation_id), note: v.note || undefined };
    setPending(true);
    try {
      setCreated((await apiFetch<ItemResponse<CreatedRegistration>>('/training-registrations', { method: 'POST', body, silent: true })).data);
    } catch (error) {
      limit.throttled(error);
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 422 && error instanceof ApiError) {
        const fields = error.fieldErrors;
        setErrors(Object.fromEntries(SERVER_FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
        setNotice(t('fixErrors'));
      } else {
        setNotice(status === 409 ? t('duplicate') : status === 429 ? t('tooMany') : t('failed'));
      }
    } finally {
      setPending(false);
    }
  }

  if (created) {
    return (
      <div role="status" className="mx-auto max-w-2xl rounded-lg border border-emerald-200 bg-emerald-50 p-6 text-center">
        <p className="text-lg font-semibold text-emerald-800">{t('successTitle')}</p>
        <p className="mt-2 text-sm text-emerald-900">{t('successBody', { id: created.id })}</p>
        <Button type="button" variant="outline" className="mt-4" onClick={() => setCreated(null)}>
          {t('registerAnother')}
        </Button>
      </div>
    );
  }

  const dictionary = (items: DictionaryItem[]) => items.map((i) => ({ value: i.value, label: i.label }));
  return (
    <form onSubmit={onSubmit} noValidate className="mx-auto grid max-w-2xl gap-5 sm:grid-cols-2">
      <FormField id="tr-name" name="name" label={t('name')} placeholder={t('namePlaceholder')} maxLength={20} autoComplete="name" error={errors.name} required />
      <FormField id="tr-phone" name="phone" type="tel" inputMode="numeric" maxLength={11} label={t('phone')} placeholder={t('phonePlaceholder')} autoComplete="tel" error={errors.phone} required />
      <FormField id="tr-id-number" name="id_number" label={t('idNumber')} placeholder={t('idNumberPlaceholder')} maxLength={18} autoComplete="off" error={errors.id_number} required className="sm:col-span-2" />
      <SelectField id="tr-occupation" name="occupation_id" label={t('occupation')} placeholder={t('selectPlaceholder')} options={choices.occupations} error={errors.occupation_id} required />
      <SelectField id="tr-city" name="city_code" label={t('city')} placeholder={t('selectPlaceholder')} options={choices.cities} error={errors.city_code} required />
      <SelectField id="tr-employment" name="employment_status" label={t('employmentStatus')} placeholder={t('selectPlaceholder')} options={dictionary(choices.employmentStatuses)} error={errors.employment_status} required />
      <SelectField id="tr-education" name="education" label={t('education')} placeholder={t('selectPlaceholder')} options={dictionary(choices.educations)} error={errors.education} required />
      <div className="sm:col-span-2">
        <label htmlFor="tr-note" className="mb-1.5 block text-sm font-medium text-slate-700">
          {t('note')}
        </label>
        <textarea
          id="tr-note"
          name="note"
          rows={3}
          maxLength={NOTE_MAX}
          placeholder={t('notePlaceholder')}
          aria-invalid={errors.note ? true : undefined}
          aria-describedby={errors.note ? 'tr-note-error' : undefined}
          className="block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus:border-primary-600 focus:outline-none focus:ring-2 focus:ring-primary-500/30 md:text-sm"
        />
        {errors.note && (
          <p id="tr-note-error" className="mt-1 text-xs text-red-700">
            {errors.note}
          </p>
        )}
      </div>
      {notice && (
        <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 sm:col-span-2">
          {notice}
        </p>
      )}
      <div className="sm:col-span-2">
        <Button type="submit" size="lg" disabled={pending || limit.running} className="w-full sm:w-auto">
          {limit.running ? limit.label : pending ? t('submitting') : t('submit')}
        </Button>
      </div>
    </form>
  );
}
