'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { reportClientError } from '@/components/app/client-error-reporter';

export type ErrorBoundaryProps = { error: Error & { digest?: string }; reset: () => void };

/** What an error boundary shows: the error is logged (SPEC.md §8) and the visitor can retry. */
export function ErrorPanel({ error, reset, landmark = false }: ErrorBoundaryProps & { landmark?: boolean }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => reportClientError(error), [error]);
  const Root = landmark ? 'main' : 'div';
  return (
    <Root role={landmark ? undefined : 'alert'} className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
      <h1 className="text-xl font-semibold text-slate-800">{t('title')}</h1>
      <p className="text-sm text-slate-600">{t('description')}</p>
      <div className="flex gap-3">
        <button type="button" onClick={reset} className="rounded bg-primary-600 px-4 py-2 text-sm text-white hover:bg-primary-700 focus:outline-none focus-visible:ring-2 focus-visible:ring-primary-300">
          {t('retry')}
        </button>
        <Link href="/" className="rounded border border-slate-300 px-4 py-2 text-sm text-slate-700 hover:bg-slate-100">
          {t('home')}
        </Link>
      </div>
    </Root>
  );
}
