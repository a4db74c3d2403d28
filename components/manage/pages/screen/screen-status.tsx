'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';

/** Before the first figures: loading, refused (403: no screen.view), or failed with a retry. */
export function ScreenStatus({ error, onRetry }: { error: number | null; onRetry: () => void }) {
  const t = useTranslations('DataScreen');
  const text = error === null ? t('loading') : error === 403 ? t('noPermission') : t('loadFailed');
  return (
    <div data-testid="data-screen-status" className="fixed inset-0 z-[100] flex flex-col items-center justify-center gap-4 bg-[#06122b] text-lg text-slate-100">
      <p role={error === null ? 'status' : 'alert'}>{text}</p>
      <div className="flex gap-3">
        {error !== null && error !== 403 && (
          <button type="button" onClick={onRetry} className="rounded border border-sky-400/60 px-4 py-1 text-sky-100 hover:bg-sky-400/15">{t('retry')}</button>
        )}
        <Link href="/manage" className="rounded border border-sky-400/60 px-4 py-1 text-sky-100 hover:bg-sky-400/15">{t('exit')}</Link>
      </div>
    </div>
  );
}
