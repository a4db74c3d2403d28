'use client';

import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/front/auth/form-field';
import { useThrottle } from '@/components/front/auth/use-throttle';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { EmptyState } from '@/components/ui/empty-state';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { Certificate } from '@/lib/contract/certificate';
import type { CollectionResponse } from '@/lib/contract/envelope';
import { normalizeCertNo } from '@/lib/validation/certificate-query';
import { checkCertNo, checkId, checkName } from './query-rules';

// The result cards load with the first answer, not with the page.
const CertificateCard = lazy(() => import('./certificate-card').then((m) => ({ default: m.CertificateCard })));

type Field = 'cert_no' | 'name' | 'id_number';
type Mode = 'number' | 'holder';
type Outcome = { kind: 'idle' } | { kind: 'found'; items: Certificate[] } | { kind: 'error'; message: string };

export function CertificateQueryForm({ initialCertNo = '' }: { initialCertNo?: string }) {
  const t = useTranslations('CerQuery');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [pending, setPending] = useState(false);
  const limit = useThrottle('throttle:cerquery');
  const [outcome, setOutcome] = useState<Outcome>({ kind: 'idle' });
  const [mode, setMode] = useState<Mode>('number');

  async function run(query: Partial<Record<Field, string>>) {
    setPending(true);
    try {
      // POST: the ID number travels in the body, never in a URL (history, logs, Referer).
      const answer = await apiFetch<CollectionResponse<Certificate>>('/certificate-queries', { method: 'POST', body: query, silent: true });
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

  function byNumber(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const certNo = String(new FormData(event.currentTarget).get('cert_no') ?? '');
    const problem = checkCertNo(certNo);
    setErrors(problem ? { cert_no: t(problem) } : {});
    if (problem) return setOutcome({ kind: 'idle' });
    void run({ cert_no: normalizeCertNo(certNo) });
  }

  function byHolder(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const name = String(data.get('name') ?? '');
    const idNumber = String(data.get('id_number') ?? '');
    const found = { name: checkName(name), id_number: checkId(idNumber) };
    const next = Object.fromEntries(Object.entries(found).flatMap(([f, key]) => (key ? [[f, t(key)]] : [])));
    setErrors(next);
    if (Object.keys(next).length) return setOutcome({ kind: 'idle' });
    void run({ name: name.trim(), id_number: idNumber.trim().toUpperCase() });
  }

  const choose = (next: Mode) => {
    setMode(next);
    setErrors({});
    setOutcome({ kind: 'idle' });
  };

  // Native radios make the mode switch accessible without shipping a tabs widget to every visitor.
  const modeClass = (selected: boolean) =>
    cn(
      'flex-1 cursor-pointer rounded-md px-3 py-2 text-center text-sm font-medium has-[:focus-visible]:ring-2 has-[:focus-visible]:ring-primary-500',
      selected ? 'bg-white text-primary-700 shadow-sm' : 'text-slate-600 hover:text-slate-900',
    );
  const submit = (
    <Button type="submit" size="lg" disabled={pending || limit.running} className="w-full sm:w-auto">
      {limit.running ? limit.label : pending ? t('searching') : t('search')}
    </Button>
  );

  return (
    <div className="mx-auto max-w-3xl">
      <fieldset>
        <legend className="sr-only">{t('modes')}</legend>
        <div className="flex gap-1 rounded-lg bg-slate-100 p-1">
          {(['number', 'holder'] as const).map((m) => (
            <label key={m} className={modeClass(mode === m)}>
              <input type="radio" name="cq-mode" value={m} checked={mode === m} onChange={() => choose(m)} className="sr-only" />
              {t(m === 'number' ? 'tabByNumber' : 'tabByHolder')}
            </label>
          ))}
        </div>
      </fieldset>
      <div className="mt-4">
        {mode === 'number' ? (
          <form onSubmit={byNumber} noValidate className="space-y-4">
            <FormField id="cq-cert-no" name="cert_no" label={t('certNo')} placeholder={t('certNoPlaceholder')} defaultValue={initialCertNo} maxLength={30} autoComplete="off" error={errors.cert_no} required />
            {submit}
          </form>
        ) : (
          <form onSubmit={byHolder} noValidate className="grid gap-4 sm:grid-cols-2">
            <FormField id="cq-name" name="name" label={t('name')} placeholder={t('namePlaceholder')} maxLength={20} autoComplete="name" error={errors.name} required />
            <FormField id="cq-id-number" name="id_number" label={t('idNumber')} placeholder={t('idNumberPlaceholder')} maxLength={18} autoComplete="off" error={errors.id_number} required />
            <div className="sm:col-span-2">{submit}</div>
          </form>
        )}
      </div>

      <section aria-live="polite" className="mt-6">
        {outcome.kind === 'error' && outcome.message && (
          <p role="alert" className="rounded-md border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
            {outcome.message}
          </p>
        )}
        {outcome.kind === 'found' && outcome.items.length === 0 && <EmptyState title={t('noResult')} />}
        {outcome.kind === 'found' && outcome.items.length > 0 && (
          <>
            <p className="mb-3 text-sm text-slate-600">{t('resultCount', { count: outcome.items.length })}</p>
            <Suspense>
              <ul className="space-y-4">
                {outcome.items.map((c) => (
                  <CertificateCard key={c.cert_no} certificate={c} />
                ))}
              </ul>
            </Suspense>
          </>
        )}
      </section>
    </div>
  );
}
