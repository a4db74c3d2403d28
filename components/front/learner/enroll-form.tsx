'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useRef, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { useSWRConfig } from 'swr';
import { FormField } from '@/components/front/auth/form-field';
import { SelectField } from '@/components/front/registration/select-field';
import { useLearner } from '@/components/front/user/use-learner';
import { verifyState } from '@/components/front/user/verify-status';
import { Button, buttonClasses } from '@/components/ui/button';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { Enrollment } from '@/lib/contract/enrollment';
import { USER_KEY } from '@/lib/api/session';
import type { DictionaryItem } from '@/lib/contract/dictionary';
import type { ItemResponse } from '@/lib/contract/envelope';
import type { TrainingClass } from '@/lib/contract/training-class';
import { CHINESE_NAME_PATTERN, MOBILE_PATTERN } from '@/lib/validation/certificate-query';
import { checkIdNumber } from '@/lib/validation/id-number';
import { EnrollmentState } from '../class/enrollment-state';
import { useClassEnrollment } from '../class/use-class-enrollment';
import { enrollmentKey } from './use-learner-api';

type Field = 'real_name' | 'id_number' | 'phone' | 'education' | 'employment_category' | 'documents';
const FIELDS: Field[] = ['real_name', 'id_number', 'phone', 'education', 'employment_category', 'documents'];
const MAX_FILES = 3;
const MAX_BYTES = 5 * 1024 * 1024;

export type EnrollChoices = { educations: DictionaryItem[]; categories: DictionaryItem[] };
type Outcome = 'full' | 'duplicate' | 'verify' | null;

type Props = { cls: TrainingClass; choices: EnrollChoices; existing?: Enrollment };

/** The enrolment form of /class/enroll (a new enrolment) and /class/enrollEdit (existing: pending or rejected). */
export function EnrollForm({ cls, choices, existing }: Props) {
  const t = useTranslations('EnrollForm');
  const router = useRouter();
  const { mutate } = useSWRConfig();
  const { data: user, isLoading: userLoading } = useLearner();
  const mine = useClassEnrollment(cls.id, !existing);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [notice, setNotice] = useState<string | null>(null);
  const [outcome, setOutcome] = useState<Outcome>(null);
  const [pending, setPending] = useState(false);
  const idempotencyKey = useRef(typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now()}-${Math.random()}`);
  const formRef = useRef<HTMLFormElement>(null);

  const verified = user ? verifyState(user) === 'success' : false;
  const datum = user?.['user-verified-datum']?.data;
  const needsVerification = cls.requires_verification;
  const blocked = needsVerification && user !== undefined && !verified;
  // A verified identity is never typed again: the API takes it from the verified datum (a new enrolment).
  const identityFromVerification = needsVerification || (verified && !existing);

  function check(data: FormData): Partial<Record<Field, string>> {
    const text = (k: Field) => String(data.get(k) ?? '').trim();
    const found: Partial<Record<Field, string>> = {};
    if (!identityFromVerification) {
      const name = text('real_name');
      const id = text('id_number');
      if (!name) found.real_name = t('required');
      else if (!CHINESE_NAME_PATTERN.test(name)) found.real_name = t('nameInvalid');
      if (!id && !existing) found.id_number = t('required');
      else if (id && !checkIdNumber(id).ok) found.id_number = t('idInvalid');
    }
    if (text('phone') ? !MOBILE_PATTERN.test(text('phone')) : Boolean(existing)) found.phone = t('phoneInvalid');
    if (!text('education')) found.education = t('required');
    if (!text('employment_category')) found.employment_category = t('required');
    const files = data.getAll('documents').filter((f): f is File => f instanceof File && f.size > 0);
    if (files.length > MAX_FILES) found.documents = t('tooManyFiles');
    else if (files.some((f) => f.size > MAX_BYTES)) found.documents = t('fileTooLarge');
    return found;
  }

  function body(data: FormData, joinWaitlist: boolean): FormData | Record<string, unknown> {
    const files = data.getAll('documents').filter((f): f is File => f instanceof File && f.size > 0);
    const fields: Record<string, string> = {};
    for (const f of ['phone', 'education', 'employment_category'] as const) {
      const value = String(data.get(f) ?? '').trim();
      if (value) fields[f] = value;
    }
    if (!identityFromVerification) {
      fields.real_name = String(data.get('real_name') ?? '').trim();
      const id = String(data.get('id_number') ?? '').trim().toUpperCase();
      if (id) fields.id_number = id;
    }
    if (!existing) fields.class_id = String(cls.id);
    if (joinWaitlist) fields.join_waitlist = 'true';
    if (files.length === 0) return fields;
    const form = new FormData();
    for (const [k, v] of Object.entries(fields)) form.append(k, v);
    for (const file of files) form.append('documents', file);
    return form;
  }

  async function submit(joinWaitlist: boolean) {
    const form = formRef.current;
    if (!form) return;
    const data = new FormData(form);
    const found = check(data);
    setErrors(found);
    setNotice(null);
    setOutcome(null);
    if (Object.keys(found).length) {
      setNotice(t('fixErrors'));
      return;
    }
    setPending(true);
    try {
      const answer = await apiFetch<ItemResponse<Enrollment>>(existing ? `/user/enrollments/${existing.id}` : '/user/enrollments', {
        method: existing ? 'PATCH' : 'POST',
        body: body(data, joinWaitlist),
        silent: true,
        headers: existing ? undefined : { 'Idempotency-Key': `${idempotencyKey.current}${joinWaitlist ? '-w' : ''}` },
      });
      const saved = answer.data;
      await Promise.all([mutate(USER_KEY), mutate(enrollmentKey(saved.id))]);
      router.push(`/class/enrollVerify?id=${saved.id}`);
    } catch (error) {
      handleError(error);
    } finally {
      setPending(false);
    }
  }

  function handleError(error: unknown) {
    if (!(error instanceof ApiError)) return setNotice(t('failed'));
    const code = error.body?.code;
    if (error.status === 422) {
      const fields = error.fieldErrors;
      setErrors(Object.fromEntries(FIELDS.filter((f) => fields[f]).map((f) => [f, fields[f]])));
      return setNotice(fields.class_id ?? t('fixErrors'));
    }
    if (code === 'class_full') return setOutcome('full');
    if (code === 'already_enrolled') return setOutcome('duplicate');
    if (code === 'verification_required') return setOutcome('verify');
    setNotice(error.body?.message ?? t('failed'));
  }

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    void submit(false);
  }

  if ((userLoading && !user) || mine.isLoading) return <p role="status" className="py-6 text-center text-sm text-slate-600">{t('loading')}</p>;
  if (!existing && mine.live) return <EnrollmentState enrollment={mine.live} />;

  const dictionary = (items: DictionaryItem[]) => items.map((i) => ({ value: i.value, label: i.label }));
  const verifyNotice = datum?.audit_status === 'pending' ? t('verificationPending') : t('verificationNeeded');

  return (
    <div className="space-y-5">
      {existing?.status === 'rejected' && (
        <p className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-800">{t('rejectedNote', { reason: existing.reason ?? '-' })}</p>
      )}
      {(blocked || outcome === 'verify') && (
        <div role="status" className="flex flex-col gap-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 md:flex-row md:items-center md:justify-between">
          <p>{verifyNotice}</p>
          <Link href="/user/verify" className={buttonClasses('outline', 'sm', 'shrink-0')}>{t('goVerify')}</Link>
        </div>
      )}
      <form ref={formRef} onSubmit={onSubmit} noValidate className="grid gap-5 sm:grid-cols-2">
        {identityFromVerification ? (
          verified && datum && (
            <p className="rounded-md border border-emerald-200 bg-emerald-50 px-4 py-3 text-sm text-emerald-900 sm:col-span-2">
              {t('verifiedIdentity', { name: datum.real_name ?? '', idNumber: datum.id_number ?? '' })}
            </p>
          )
        ) : (
          <>
            <FormField id="en-name" name="real_name" label={t('realName')} placeholder={t('realNamePlaceholder')} maxLength={20} autoComplete="name"
              defaultValue={existing?.real_name ?? datum?.real_name ?? user?.name ?? ''} error={errors.real_name} required />
            <FormField id="en-id" name="id_number" label={t('idNumber')} placeholder={existing ? t('idNumberKeep') : t('idNumberPlaceholder')} maxLength={18}
              autoComplete="off" error={errors.id_number} required={!existing} />
          </>
        )}
        <div>
          <FormField id="en-phone" name="phone" type="tel" inputMode="numeric" maxLength={11} label={t('phone')} placeholder={t('phonePlaceholder')}
            autoComplete="tel" defaultValue={existing?.phone ?? ''} error={errors.phone} {...(!existing && user && !errors.phone ? { 'aria-describedby': 'en-phone-hint' } : {})} />
          {!existing && user && <p id="en-phone-hint" className="mt-1 text-xs text-slate-600">{t('phoneDefault', { phone: user.phone })}</p>}
        </div>
        <SelectField id="en-education" name="education" label={t('education')} placeholder={t('selectPlaceholder')} options={dictionary(choices.educations)}
          defaultValue={existing?.education ?? ''} error={errors.education} required />
        <SelectField id="en-category" name="employment_category" label={t('employmentCategory')} placeholder={t('selectPlaceholder')}
          options={dictionary(choices.categories)} defaultValue={existing?.employment_category ?? ''} error={errors.employment_category} required />
        <div className="sm:col-span-2">
          <FormField id="en-documents" name="documents" type="file" accept="image/jpeg,image/png,image/webp" multiple label={t('documents')} error={errors.documents} />
          <p className="mt-1 text-xs text-slate-600">
            {existing && existing.documents.length > 0 ? t('documentsKept', { count: existing.documents.length }) : t('documentsHint')}
          </p>
        </div>
        {notice && <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700 sm:col-span-2">{notice}</p>}
        {outcome === 'full' && (
          <div role="alert" className="space-y-3 rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:col-span-2">
            <p>{t('full')}</p>
            <Button variant="outline" size="sm" disabled={pending} onClick={() => void submit(true)}>{t('joinWaitlist')}</Button>
          </div>
        )}
        {outcome === 'duplicate' && (
          <p role="alert" className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900 sm:col-span-2">
            {t('alreadyEnrolled')} <Link href="/user/enroll" className="font-medium underline">{t('viewMine')}</Link>
          </p>
        )}
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={pending || blocked} className="w-full sm:w-auto">
            {pending ? t('submitting') : existing ? (existing.status === 'rejected' ? t('resubmit') : t('save')) : t('submit')}
          </Button>
        </div>
      </form>
    </div>
  );
}
