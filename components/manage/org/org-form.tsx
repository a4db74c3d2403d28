'use client';

import { useEffect, useState, type ChangeEvent, type FormEvent } from 'react';
import useSWR from 'swr';
import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { ApiError, apiFetch } from '@/lib/api/client';
import { kitSend } from '../kit/send';
import { KitTextArea, KitTextField } from '../kit/form';
import { isOrgManager } from '@/lib/api/manager';
import { buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { useManager } from '../manager-session';
import { PageLoading } from '../route-states';
import { orgProblems, type OrgField, type OrgValues } from './org-fields';
import type { OwnOrganization } from '@/lib/contract/organization';

export const ORGANIZATION_KEY = '/manage/organization';

type Raw = OwnOrganization;
type Organization = Omit<Raw, OrgField> & OrgValues;

const ORG_TYPES: Record<number, 'enterprise' | 'school' | 'institution'> = { 10: 'enterprise', 11: 'school', 12: 'institution' };
const LABEL_KEYS: Record<OrgField, 'name' | 'creditCode' | 'contactName' | 'contactPhone' | 'address' | 'qualifications' | 'introduction'> = {
  name: 'name', credit_code: 'creditCode', contact_name: 'contactName', contact_phone: 'contactPhone', address: 'address', qualifications: 'qualifications', introduction: 'introduction',
};

const TEXT_FIELDS: Array<[OrgField, 'input' | 'textarea', boolean]> = [
  ['name', 'input', true], ['credit_code', 'input', true], ['contact_name', 'input', true], ['contact_phone', 'input', true],
  ['address', 'input', true], ['qualifications', 'textarea', false], ['introduction', 'textarea', false],
];

async function fetchOrganization(): Promise<Organization> {
  const { data } = await apiFetch<{ data: Raw }>(ORGANIZATION_KEY, { guard: 'manage', silent: true });
  const values = Object.fromEntries(TEXT_FIELDS.map(([f]) => [f, data[f] ?? ''])) as OrgValues;
  return { ...data, ...values };
}

/** /manage/orgSet: the organisation of a type 10/11/12 manager. */
export function OrgForm() {
  const t = useTranslations('ManageOrg');
  const toast = useToast();
  // A manager of no organisation (admin, province, city) is told so without asking the server for one.
  const hasOrganization = isOrgManager(useManager().me);
  const { data, error, mutate } = useSWR(hasOrganization ? ORGANIZATION_KEY : null, fetchOrganization, { revalidateOnFocus: false });
  const [errors, setErrors] = useState<Partial<Record<OrgField | 'logo', string>>>({});
  const [values, setValues] = useState<OrgValues | null>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => { if (data && !values) setValues(Object.fromEntries(TEXT_FIELDS.map(([f]) => [f, data[f]])) as OrgValues); }, [data, values]);

  if (!hasOrganization || (error instanceof ApiError && error.status === 404)) {
    return <p className="rounded bg-white p-8 text-center text-sm text-slate-600 shadow-sm" data-testid="org-none">{t('noOrganization')}</p>;
  }
  if (error) {
    return (
      <div role="alert" className="rounded bg-white p-8 text-center text-sm shadow-sm">
        {t('loadFailed')}
        <button type="button" onClick={() => void mutate()} className={buttonClasses('manage', 'sm', 'ml-3')}>{t('retry')}</button>
      </div>
    );
  }
  if (!data || !values) return <PageLoading />;

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!values) return;
    // Said by each field, in words; no toast on top of them.
    const problems = orgProblems(values);
    setErrors(Object.fromEntries(Object.entries(problems).map(([f, p]) => [f, t(`problems.${p}`)])));
    if (Object.keys(problems).length) return;
    setPending(true);
    try {
      // kitSend: a 422 is shown by its field below, not toasted as well.
      const { data: saved } = await kitSend<{ data: Raw }>(ORGANIZATION_KEY, 'PUT', values);
      const creditCode = saved.credit_code ?? values.credit_code;
      await mutate({ ...data!, ...values, credit_code: creditCode }, { revalidate: false });
      setValues({ ...values, credit_code: creditCode });
      toast(t('saved'), 'success');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) {
        if (Object.keys(e.fieldErrors).length) setErrors(e.fieldErrors);
        else toast(e.message, 'error');
      }
    } finally {
      setPending(false);
    }
  }

  async function onLogo(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const body = new FormData();
    body.set('logo', file);
    try {
      const { data: saved } = await kitSend<{ data: Raw }>(`${ORGANIZATION_KEY}/logo`, 'POST', body);
      await mutate({ ...data!, logo: saved.logo }, { revalidate: false });
      setErrors((e) => ({ ...e, logo: undefined }));
      toast(t('logoSaved'), 'success');
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors((prev) => ({ ...prev, logo: e.fieldErrors.logo ?? e.message }));
    }
  }

  const typeName = ORG_TYPES[data.type] ? t(`types.${ORG_TYPES[data.type]}`) : String(data.type);
  return (
    <form onSubmit={onSubmit} noValidate className="grid grid-cols-[1fr_220px] gap-8" data-testid="org-form">
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('type')}：<span className="font-medium text-slate-900" data-testid="org-type">{typeName}</span></p>
        {TEXT_FIELDS.map(([field, kind, required]) => {
          const props = { label: t(`fields.${LABEL_KEYS[field]}`), name: field, value: values[field], error: errors[field], required,
            onChange: (v: string) => setValues((current) => current && { ...current, [field]: v }) };
          return kind === 'textarea'
            ? <KitTextArea key={field} rows={4} {...props} />
            : <KitTextField key={field} hint={field === 'credit_code' ? t('creditHint') : undefined} {...props} />;
        })}
        <button type="submit" disabled={pending} className={buttonClasses('manage', 'md')}>{pending ? t('saving') : t('save')}</button>
      </div>
      <div>
        <p className="text-sm font-medium text-slate-800">{t('fields.logo')}</p>
        <div className="mt-2 flex h-40 w-40 items-center justify-center overflow-hidden rounded border border-slate-200 bg-slate-50">
          {data.logo ? <Image unoptimized src={data.logo} alt={t('logoAlt', { name: data.name })} width={160} height={160} className="h-full w-full object-contain" data-testid="org-logo" /> : <span className="text-xs text-slate-400">{t('noLogo')}</span>}
        </div>
        <label className={buttonClasses('outline', 'sm', 'mt-3 cursor-pointer')}>
          {t('uploadLogo')}
          <input type="file" accept="image/png,image/jpeg,image/webp" onChange={onLogo} className="sr-only" data-testid="org-logo-input" />
        </label>
        <p className="mt-1 text-xs text-slate-500">{t('logoHint')}</p>
        {errors.logo && <p className="mt-1 text-xs text-red-600" role="alert">{errors.logo}</p>}
      </div>
    </form>
  );
}
