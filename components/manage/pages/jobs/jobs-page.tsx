'use client';

import { Fragment, useState, type FormEvent } from 'react';
import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { Badge, type BadgeTone } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { ReasonDialog } from '../ops/reason-dialog';
import { useManageList } from '../ops/use-manage-list';
import { usePermissionNames } from '../system/use-api';
import { ApplicantsPanel } from './applicants-panel';
import { deleteJob, jobAction, JOB_STATUSES, JOBS_PATH, reviewJob, type JobStatus, type ManagedJob } from './job-api';

const TONES: Record<JobStatus, BadgeTone> = { pending: 'warning', published: 'success', rejected: 'danger', closed: 'neutral' };
const SORTS = ['newest', 'oldest', 'published', 'salary', 'applications'] as const;

/** Jobs of the caller's scope: search, filters, sorting, review, close/reopen, delete, and each job's applicants. */
export default function JobsPage() {
  const t = useTranslations('ManageJobs');
  const toast = useToast();
  const can = usePermissionNames();
  const list = useManageList<ManagedJob>(JOBS_PATH, { sort: 'newest' });
  const [keyword, setKeyword] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const [rejecting, setRejecting] = useState<ManagedJob | null>(null);
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };

  async function act(job: ManagedJob, run: () => Promise<unknown>, done: 'deleted' | 'approved' | 'closed' | 'reopened') {
    try {
      await run();
      toast(t(done, { title: job.title }), 'success');
      void list.mutate();
    } catch {
      // the API client has toasted the reason
    }
  }
  const remove = (job: ManagedJob) => {
    if (window.confirm(t('confirmDelete', { title: job.title }))) void act(job, () => deleteJob(job.id), 'deleted');
  };

  return (
    <section aria-labelledby="jobs-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="jobs-title" className="text-lg font-semibold text-slate-900">{t('title')}</h1>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => void downloadExport(`${JOBS_PATH}/export`, { status: list.query.status, keyword: list.query.keyword }, t('exportName'))}>{t('export')}</Button>
          {can.has('jobs.create') && <Link href="/manage/jobs/edit" className={buttonClasses('manage', 'sm')}>{t('create')}</Link>}
        </div>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {JOB_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('sort')}
          <select className={`${inputClass} ml-2`} value={String(list.query.sort)} onChange={(e) => list.filter({ sort: e.target.value })}>
            {SORTS.map((s) => <option key={s} value={s}>{t(`sorts.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['jobTitle', 'organization', 'city', 'salary', 'statusColumn', 'applications', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
            {rows.map((job) => (
              <Fragment key={job.id}>
                <tr data-testid="job-row" data-id={job.id}>
                  <td className={tdClass}>{job.title}<p className="text-xs text-slate-500">{job.occupation_name}</p></td>
                  <td className={tdClass}>{job.organization_name}</td>
                  <td className={tdClass}>{job.city_name}</td>
                  <td className={tdClass}>{job.salary_min || job.salary_max ? t('salaryRange', { min: job.salary_min ?? 0, max: job.salary_max ?? 0 }) : t('negotiable')}</td>
                  <td className={tdClass}>
                    <Badge tone={TONES[job.status]}>{t(`status.${job.status}`)}</Badge>
                    {job.review_reason && <p className="mt-1 text-xs text-slate-500">{job.review_reason}</p>}
                  </td>
                  <td className={tdClass}>{job.applications_count}</td>
                  <td className={tdClass}>
                    <div className="flex flex-wrap gap-1">
                      <Button size="sm" variant="ghost" aria-expanded={open === job.id} onClick={() => setOpen(open === job.id ? null : job.id)}>{t('applicants')}</Button>
                      {can.has('jobs.update') && <Link href={`/manage/jobs/edit?id=${job.id}`} className={buttonClasses('ghost', 'sm')}>{t('edit')}</Link>}
                      {can.has('jobs.review') && job.status === 'pending' && (
                        <>
                          <Button size="sm" variant="ghost" onClick={() => void act(job, () => reviewJob(job.id, true), 'approved')}>{t('approve')}</Button>
                          <Button size="sm" variant="ghost" onClick={() => setRejecting(job)}>{t('reject')}</Button>
                        </>
                      )}
                      {can.has('jobs.update') && (job.status === 'published' || job.status === 'pending') && (
                        <Button size="sm" variant="ghost" onClick={() => void act(job, () => jobAction(job.id, 'close'), 'closed')}>{t('close')}</Button>
                      )}
                      {can.has('jobs.update') && job.status === 'closed' && (
                        <Button size="sm" variant="ghost" onClick={() => void act(job, () => jobAction(job.id, 'reopen'), 'reopened')}>{t('reopen')}</Button>
                      )}
                      {can.has('jobs.delete') && <Button size="sm" variant="ghost" onClick={() => remove(job)}>{t('delete')}</Button>}
                    </div>
                  </td>
                </tr>
                {open === job.id && <tr><td colSpan={7} className="bg-slate-50 px-6 py-4"><ApplicantsPanel job={job} canAnswer={can.has('jobs.update')} onChanged={() => void list.mutate()} /></td></tr>}
              </Fragment>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <ReasonDialog
        open={rejecting !== null} title={t('rejectTitle', { title: rejecting?.title ?? '' })} confirmLabel={t('reject')} onClose={() => setRejecting(null)}
        onSubmit={async (reason) => { await reviewJob(rejecting!.id, false, reason); toast(t('rejected'), 'success'); void list.mutate(); }}
      />
    </section>
  );
}
