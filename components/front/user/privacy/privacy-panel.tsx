'use client';

import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { apiFetch } from '@/lib/api/client';
import { downloadFile } from '@/lib/api/download';
import { formatDateTime } from '@/lib/format/date';
import type { DataExport } from '@/lib/contract/learner-rights';
import { CloseAccount } from './close-account';
import { DataSections } from './data-sections';
import { platformDate } from '@/lib/format/time-zone';

// The page reads the same export the download gives (purpose=view, logged as a view), so what the
// learner sees is what the file holds.
export const PRIVACY_VIEW_KEY = '/user/data-export?purpose=view';

export function PrivacyPanel() {
  const t = useTranslations('Privacy');
  const { data, error, isLoading, mutate } = useSWR<DataExport>(PRIVACY_VIEW_KEY, (path: string) => apiFetch<DataExport>(path, { silent: true }), {
    revalidateOnFocus: false, shouldRetryOnError: false,
  });
  const download = () => downloadFile('/user/data-export', `my-data-${platformDate()}.json`, 'user');
  return (
    <div>
      <p className="text-sm leading-6 text-slate-700">{t('intro')}</p>
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <Button onClick={() => void download()} className="w-full md:w-auto" data-testid="privacy-download">{t('download')}</Button>
        {data && <span className="text-xs text-slate-500">{t('generatedAt', { time: formatDateTime(data.generated_at) })}</span>}
      </div>
      <div className="mt-6">
        {data ? <DataSections data={data} /> : error ? (
          <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
            {t('loadFailed')} <Button size="sm" variant="outline" onClick={() => void mutate()}>{t('retry')}</Button>
          </div>
        ) : isLoading ? <p className="text-sm text-slate-500" aria-live="polite">{t('loading')}</p> : null}
      </div>
      <CloseAccount />
    </div>
  );
}
