'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/front/auth/form-field';
import { checkId, checkName } from '@/components/front/certificates/query-rules';
import { useThrottle } from '@/components/front/auth/use-throttle';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { MoxibustionCertificate } from '@/lib/contract/moxibustion';
import type { CollectionResponse } from '@/lib/contract/envelope';
import { MOXIBUSTION_CERT_NO_PATTERN, normalizeMoxibustionCertNo } from '@/lib/validation/moxibustion';
import { MoxibustionCertificateView } from './certificate-view';

type Field = 'cert_no' | 'name' | 'id_number';
type Outcome = { kind: 'idle' } | { kind: 'found'; items: MoxibustionCertificate[] } | { kind: 'error'; message: string };

/** Search by certificate number, or by holder name and ID number; the browser call is rate-limited per IP. */
export function MoxibustionCertificateSearchForm() {
  const t = useTranslations('Moxibustion');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const limit = useThrottle('throttle:moxibustion-certificates');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });

  function check(data: FormData): { query?: Partial<Record<Field, string>>; problems: Partial<Record<Field, string>> } {
    const certNo = normalizeMoxibustionCertNo(String(data.get('cert_no') ?? ''));
    const name = String(data.get('name') ?? '').trim();
    const idNumber = String(data.get('id_number') ?? '').trim().toUpperCase();
    if (certNo) return MOXIBUSTION_CERT_NO_PATTERN.test(certNo) ? { query: { cert_no: certNo }, problems: {} } : { problems: { cert_no: t('certNoInvalid') } };
    if (!name && !idNumber) return { problems: { cert_no: t('needOne') } };
    const nameKey = checkName(name);
    const idKey = checkId(idNumber);
    const problems = { ...(nameKey && { name: t(`rules.${nameKey}`) }), ...(idKey && { id_number: t(`rules.${idKey}`) }) };
    return Object.keys(problems).length ? { problems } : { query: { name, id_number: idNumber }, problems };
  }

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const { query, problems } = check(new FormData(event.currentTarget));
    setErrors(problems);
    if (!query) return setOutcome({ kind: 'idle' });
    setPending(true);
    try {
      // POST: the ID number travels in the body, never in a URL (history, logs, Referer).
      const answer = await apiFetch<CollectionResponse<MoxibustionCertificate>>('/moxibustion/certificate-queries', { method: 'POST', body: query, silent: true });
      setOutcome({ kind: 'found', items: answer.data });
    } catch (error) {
      limit.throttled(error);
      const status = error instanceof ApiError ? error.status : 0;
      if (status === 422 && error instanceof ApiError) setErrors(error.fieldErrors);
      setOutcome({ kind: 'error', message: status === 429 ? t('tooMany') : status === 422 ? '' : t('failed') });
    } finally {
      setPending(false);
    }
  }

  return (
    <div className="mx-auto max-w-3xl">
      <form onSubmit={submit} noValidate className="grid gap-4 rounded-lg border border-slate-200 bg-white p-4 sm:grid-cols-2 md:p-6">
        <FormField id="mc-cert-no" name="cert_no" label={t('certNo')} placeholder={t('certNoPlaceholder')} maxLength={20} autoComplete="off" error={errors.cert_no} className="sm:col-span-2" />
        <p className="text-sm text-slate-600 sm:col-span-2">{t('orHolder')}</p>
        <FormField id="mc-name" name="name" label={t('holder')} maxLength={20} autoComplete="name" error={errors.name} />
        <FormField id="mc-id-number" name="id_number" label={t('idNumber')} maxLength={18} autoComplete="off" error={errors.id_number} />
        <div className="sm:col-span-2">
          <Button type="submit" size="lg" disabled={pending || limit.running} className="w-full sm:w-auto">
            {limit.running ? limit.label : pending ? t('searching') : t('search')}
          </Button>
        </div>
      </form>
      <section aria-live="polite" className="mt-6">
        {outcome.kind === 'error' && outcome.message && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">{outcome.message}</p>
        )}
        {outcome.kind === 'found' && outcome.items.length === 0 && <EmptyState title={t('noResult')} />}
        {outcome.kind === 'found' && outcome.items.length > 0 && (
          <ul className="space-y-4">
            {outcome.items.map((c) => (
              <li key={c.cert_no}>
                <MoxibustionCertificateView certificate={c} linked />
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
