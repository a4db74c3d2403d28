'use client';

import { useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { CollectionResponse, ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { JobApplication, JobPosting, TalentProfile } from '@/lib/contract/career';
import { inputClass } from '@/components/front/auth/form-field';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { useToast } from '@/components/ui/toast';
import { JobCard } from './job-card';
import { ListFailed, ListLoading } from './list-states';
import { useCities } from './use-options';

import { jobsKey, MY_APPLICATIONS_KEY, MY_TALENT_KEY } from '@/components/front/learner/keys';

export { MY_APPLICATIONS_KEY, MY_TALENT_KEY };
// The search the page opens with, whose first page the server may have read (ServerData).
const FIRST = { keyword: '', city: '', page: 1 };
const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
function fetcher<T>(path: string): Promise<T> {
  return apiFetch<T>(path, { silent: true });
}

export function JobSearch() {
  const t = useTranslations('UserJob');
  const toast = useToast();
  const cities = useCities();
  const [query, setQuery] = useState(FIRST);
  const [busy, setBusy] = useState<number | null>(null);
  const jobs = useSWR<ListResponse<JobPosting>>(jobsKey(query), fetcher, { ...options, keepPreviousData: true });
  const applications = useSWR<CollectionResponse<JobApplication>>(MY_APPLICATIONS_KEY, fetcher, options);
  const talent = useSWR<ItemResponse<TalentProfile | null>>(MY_TALENT_KEY, fetcher, options);
  const applied = new Set((applications.data?.data ?? []).filter((a) => a.status !== 'withdrawn').map((a) => a.job_id));
  const noProfile = talent.data !== undefined && talent.data.data === null;

  function search(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    setQuery({ keyword: String(data.get('keyword') ?? '').trim().slice(0, 50), city: String(data.get('city') ?? ''), page: 1 });
  }

  async function apply(job: JobPosting) {
    setBusy(job.id);
    try {
      await apiFetch(`/jobs/${job.id}/applications`, { method: 'POST', body: {} });
      toast(t('appliedToast'), 'success');
      await applications.mutate();
    } catch {
      // the error toast carries the server's message
    } finally {
      setBusy(null);
    }
  }

  const pagination = jobs.data?.meta.pagination;
  return (
    <div className="space-y-5">
      <form onSubmit={search} className="grid gap-3 sm:grid-cols-[1fr_10rem_auto]" role="search">
        <label className="sr-only" htmlFor="job-keyword">{t('keyword')}</label>
        <input id="job-keyword" name="keyword" placeholder={t('keywordPlaceholder')} maxLength={50} className={inputClass} />
        <label className="sr-only" htmlFor="job-city">{t('city')}</label>
        <select id="job-city" name="city" defaultValue="" className={inputClass}>
          <option value="">{t('allCities')}</option>
          {cities.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
        <Button type="submit">{t('search')}</Button>
      </form>
      {noProfile && (
        <p className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-800">
          {t('needProfile')}{' '}
          <Link href="/user/employmentcenter" className="font-medium underline">{t('goProfile')}</Link>
        </p>
      )}
      {jobs.isLoading && !(query === FIRST && jobs.data) && <ListLoading label={t('loading')} />}
      {jobs.error && <ListFailed message={t('failed')} retryLabel={t('retry')} onRetry={() => void jobs.mutate()} />}
      {jobs.data && jobs.data.data.length === 0 && <EmptyState title={t('empty')} />}
      {jobs.data && jobs.data.data.length > 0 && (
        <>
          <p className="text-sm text-slate-600">{t('total', { count: pagination?.total ?? 0 })}</p>
          <ul className="space-y-4">
            {jobs.data.data.map((job) => (
              <JobCard key={job.id} job={job} applied={applied.has(job.id)} canApply={!noProfile} busy={busy === job.id} onApply={() => void apply(job)} />
            ))}
          </ul>
          {pagination && pagination.total_pages > 1 && (
            <nav className="flex items-center justify-between text-sm" aria-label={t('heading')}>
              <Button variant="outline" size="sm" disabled={query.page <= 1} onClick={() => setQuery({ ...query, page: query.page - 1 })}>{t('previous')}</Button>
              <span className="text-slate-600">{`${pagination.current_page} / ${pagination.total_pages}`}</span>
              <Button variant="outline" size="sm" disabled={query.page >= pagination.total_pages} onClick={() => setQuery({ ...query, page: query.page + 1 })}>{t('next')}</Button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
