'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';

/** Loading, failed and empty states of a back-office table body. */
export function ListStates({ loading, failed, empty, onRetry, columns }: { loading: boolean; failed: boolean; empty: boolean; onRetry: () => void; columns: number }) {
  const t = useTranslations('ManageOps');
  if (failed) {
    return (
      <tr><td colSpan={columns} className="px-4 py-10 text-center text-sm text-slate-600" role="alert">
        {t('loadFailed')} <Button variant="ghost" size="sm" onClick={onRetry}>{t('retry')}</Button>
      </td></tr>
    );
  }
  if (loading) {
    return (
      <tr><td colSpan={columns} className="px-4 py-6" role="status">
        <span className="sr-only">{t('loading')}</span><Skeleton className="h-4 w-full" /><Skeleton className="mt-2 h-4 w-2/3" />
      </td></tr>
    );
  }
  if (empty) return <tr><td colSpan={columns} className="px-4 py-10 text-center text-sm text-slate-500">{t('empty')}</td></tr>;
  return null;
}

export const thClass = 'px-3 py-2 text-left text-xs font-medium uppercase tracking-wide text-slate-500';
export const tdClass = 'px-3 py-2 text-sm text-slate-700';
export const inputClass = 'h-9 rounded-md border border-slate-300 px-3 text-sm focus:border-manage-500 focus:outline-none';
