'use client';

import Link from 'next/link';
import { useLocale, useTranslations } from 'next-intl';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { CollectionResponse } from '@/lib/contract/envelope';
import type { JobApplication } from '@/lib/contract/career';
import { formatDate } from '@/lib/format/date';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { MY_APPLICATIONS_KEY } from './job-search';
import { ListFailed, ListLoading } from './list-states';

const TONE: Record<JobApplication['status'], BadgeTone> = {
  submitted: 'primary', viewed: 'primary', interview: 'warning', hired: 'success', rejected: 'danger', withdrawn: 'neutral',
};

export function ApplicationList() {
  const t = useTranslations('EmploymentCenter');
  const locale = useLocale();
  const toast = useToast();
  const { data, error, isLoading, mutate } = useSWR<CollectionResponse<JobApplication>>(MY_APPLICATIONS_KEY, (p: string) => apiFetch<CollectionResponse<JobApplication>>(p, { silent: true }), { revalidateOnFocus: false, shouldRetryOnError: false });
  if (isLoading && !data) return <ListLoading label={t('loading')} rows={1} />;
  if (error || !data) return <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void mutate()} />;
  if (data.data.length === 0) return <EmptyState title={t('noApplications')} action={<Link href="/user/job" className="text-sm font-medium text-primary-700 hover:underline">{t('findJobs')}</Link>} />;

  async function withdraw(id: number) {
    try {
      await apiFetch(`/user/job-applications/${id}/withdraw`, { method: 'POST' });
      toast(t('withdrawn'), 'success');
      await mutate();
    } catch {
      // the error toast carries the server's message
    }
  }

  return (
    <ul className="divide-y divide-slate-100 rounded-lg border border-slate-200" data-testid="application-list">
      {data.data.map((a) => (
        <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 px-4 py-3">
          <div className="min-w-0">
            <p className="font-medium text-slate-900">{a.job.data.title}</p>
            <p className="text-sm text-slate-600">{a.job.data.organization}{a.job.data.city_name ? ` · ${a.job.data.city_name}` : ''}</p>
            <p className="text-xs text-slate-500">{t('appliedOn', { date: formatDate(a.created_at, 'YYYY-MM-DD', locale) })}</p>
          </div>
          <div className="flex items-center gap-3">
            <Badge tone={TONE[a.status]}>{t(`applicationStatus.${a.status}`)}</Badge>
            {(a.status === 'submitted' || a.status === 'viewed') && (
              <Button variant="ghost" size="sm" onClick={() => void withdraw(a.id)}>{t('withdraw')}</Button>
            )}
          </div>
        </li>
      ))}
    </ul>
  );
}
