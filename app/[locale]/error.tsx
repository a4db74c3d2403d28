'use client';

import { useEffect } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { reportClientError } from '@/components/ui/client-error-reporter';

export default function ErrorPage({ error, reset }: { error: Error & { digest?: string }; reset: () => void }) {
  const t = useTranslations('ErrorPage');
  useEffect(() => reportClientError(error), [error]);
  return (
    <main className="mx-auto flex min-h-[60vh] max-w-lg flex-col items-center justify-center gap-4 px-4 text-center">
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
    </main>
  );
}
