'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/front/auth/form-field';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import type { CertificateClaims } from '@/lib/credentials/claims';

type Matcher = (idNumber: string, claims: CertificateClaims) => Promise<boolean>;

/** The verifier types the number on the holder's ID card; it is hashed here and compared, never sent. */
export function IdBindingCheck({ claims, matches }: { claims: CertificateClaims; matches: Matcher }) {
  const t = useTranslations('CredentialCheck');
  const [result, setResult] = useState<boolean | null>(null);
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('id_number') ?? '');
    setResult(value.trim() ? await matches(value, claims) : null);
  };
  return (
    <section aria-labelledby="id-binding-title" className="mt-4 rounded-lg border border-slate-200 bg-white p-4">
      <h3 id="id-binding-title" className="text-sm font-semibold text-slate-900">{t('bindingHeading')}</h3>
      <p className="mt-1 text-xs text-slate-600">{t('bindingHelp')}</p>
      <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-wrap items-end gap-3" noValidate>
        <FormField id="binding-id-number" name="id_number" label={t('bindingLabel')} maxLength={18} autoComplete="off" className="min-w-0 flex-1" onChange={() => setResult(null)} />
        <Button type="submit" variant="outline">{t('bindingCheck')}</Button>
      </form>
      {result !== null && (
        <p role="status" data-testid="binding-result" data-match={result} className={cn('mt-2 text-sm font-medium', result ? 'text-emerald-700' : 'text-red-700')}>
          {result ? t('bindingMatch') : t('bindingMismatch')}
        </p>
      )}
    </section>
  );
}
