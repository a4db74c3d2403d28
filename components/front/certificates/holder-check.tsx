'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { FormField } from '@/components/front/auth/form-field';
import { useThrottle } from '@/components/front/auth/use-throttle';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ApiError, apiFetch } from '@/lib/api/client';
import type { HolderCheck as HolderCheckAnswer } from '@/lib/contract/certificate';
import { checkId } from './query-rules';

type Result = { kind: 'answer'; match: boolean } | { kind: 'error'; message: string } | null;

/**
 * "Is this the holder?" The verifier types the number on the ID card of the person in front of them;
 * the platform answers yes or no. Nothing printed or scanned carries a value computed from the
 * number, so this is asked online, in the request body, limited and logged by the platform.
 */
export function HolderCheck({ certNo }: { certNo: string }) {
  const t = useTranslations('HolderCheck');
  const rules = useTranslations('CerQuery');
  const limit = useThrottle(`throttle:holder-check:${certNo}`);
  const [error, setError] = useState<string | undefined>();
  const [pending, setPending] = useState(false);
  const [result, setResult] = useState<Result>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const value = String(new FormData(event.currentTarget).get('id_number') ?? '');
    const problem = checkId(value);
    setError(problem && rules(problem));
    setResult(null);
    if (problem) return;
    setPending(true);
    try {
      const answer = await apiFetch<{ data: HolderCheckAnswer }>(`/certificates/${encodeURIComponent(certNo)}/holder-check`, {
        method: 'POST', body: { id_number: value.trim().toUpperCase() }, silent: true,
      });
      setResult({ kind: 'answer', match: answer.data.match });
    } catch (failure) {
      limit.throttled(failure);
      const status = failure instanceof ApiError ? failure.status : 0;
      if (status === 422 && failure instanceof ApiError) setError(failure.fieldErrors.id_number ?? rules('idFormat'));
      setResult(status === 422 ? null : { kind: 'error', message: status === 429 ? t('tooMany') : status === 404 ? t('notFound') : t('failed') });
    } finally {
      setPending(false);
    }
  };

  return (
    <section aria-labelledby={`holder-check-${certNo}`} className="mt-4 rounded-lg border border-slate-200 bg-white p-4" data-testid="holder-check">
      <h3 id={`holder-check-${certNo}`} className="text-sm font-semibold text-slate-900">{t('heading')}</h3>
      <p className="mt-1 text-xs text-slate-600">{t('help')}</p>
      <form onSubmit={(e) => void submit(e)} className="mt-3 flex flex-wrap items-start gap-3" noValidate>
        <FormField
          id={`holder-check-id-${certNo}`} name="id_number" label={t('label')} maxLength={18} autoComplete="off" className="min-w-0 flex-1"
          error={error} onChange={() => setResult(null)}
        />
        <Button type="submit" variant="outline" className="mt-[26px]" disabled={pending || limit.running}>
          {limit.running ? limit.label : pending ? t('checking') : t('submit')}
        </Button>
      </form>
      {result?.kind === 'answer' && (
        <p role="status" data-testid="holder-check-result" data-match={result.match} className={cn('mt-2 text-sm font-medium', result.match ? 'text-emerald-700' : 'text-red-700')}>
          {result.match ? t('match') : t('mismatch')}
        </p>
      )}
      {result?.kind === 'error' && <p role="alert" className="mt-2 text-sm text-red-700">{result.message}</p>}
    </section>
  );
}
