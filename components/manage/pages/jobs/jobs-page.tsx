'use client';

import { useState } from 'react';
import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import type { BadgeTone } from '@/components/ui/badge';
import { buttonClasses } from '@/components/ui/button';
import { reviewReason } from '@/lib/validation/review';
import { EnumCell, ExportButton, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { usePermissionNames } from '../../kit';
import { ApplicantsPanel } from './applicants-panel';
import { deleteJob, jobAction, JOB_STATUSES, JOBS_PATH, reviewJob, type ManagedJob } from './job-api';

const TONES: Record<string, BadgeTone> = { pending: 'warning', published: 'success', rejected: 'danger', closed: 'neutral' };
const SORTS = ['newest', 'oldest', 'published', 'salary', 'applications'] as const;

/** Jobs of the caller's scope: search, filters, sorting, review, close/reopen, delete (each confirmed), and each job's applicants. */
export default function JobsPage() {
  const t = useTranslations('ManageJobs');
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const label = useEnumLabel();
  const router = useRouter();
  const can = usePermissionNames();
  const list = useKitList<ManagedJob>(JOBS_PATH, { sort: 'newest' }, ['status', 'sort', 'keyword']);
  const confirm = useConfirm();
  const [open, setOpen] = useState<number | null>(null);
  const refresh = () => void list.mutate();
  const ask = (job: ManagedJob, action: string, run: () => Promise<unknown>, done: string) =>
    confirm.ask({ title: actionTitle(action), message: k('actionMessage', { name: job.title, action }), confirmLabel: action, run, done, after: refresh });

  return (
    <ListPage<ManagedJob>
      title={t('title')} list={list} rowTestId="job-row"
      toolbar={<>
        <ExportButton path={`${JOBS_PATH}/export`} query={{ status: list.query.status, keyword: list.query.keyword }} filename={t('exportName')} label={t('export')} />
        {can.has('jobs.create') && <Link href="/manage/jobs/edit" className={buttonClasses('manage', 'sm')}>{t('create')}</Link>}
      </>}
      filters={[
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: JOB_STATUSES.map((s) => ({ value: s, label: label('jobStatus', s) })) },
        { key: 'sort', label: t('sort'), type: 'select', noAll: true, options: SORTS.map((s) => ({ value: s, label: t(`sorts.${s}`) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'title', label: t('jobTitle'), render: (job) => <>{job.title}<p className="text-xs text-slate-500">{job.occupation_name}</p></> },
        { key: 'organization', label: t('organization'), render: (job) => job.organization_name },
        { key: 'city', label: t('city'), nowrap: true, render: (job) => job.city_name },
        { key: 'salary', label: t('salary'), nowrap: true, render: (job) => (job.salary_min || job.salary_max ? t('salaryRange', { min: job.salary_min ?? 0, max: job.salary_max ?? 0 }) : t('negotiable')) },
        { key: 'status', label: t('statusColumn'), render: (job) => (
          <>
            <EnumCell group="jobStatus" value={job.status} tones={TONES} />
            {job.review_reason && <p className="mt-1 text-xs text-slate-500">{job.review_reason}</p>}
          </>
        ) },
        { key: 'applications', label: t('applications'), nowrap: true, render: (job) => job.applications_count },
      ]}
      actions={[
        { key: 'applicants', label: t('applicants'), onClick: (job) => setOpen(open === job.id ? null : job.id) },
        { key: 'edit', label: t('edit'), visible: () => can.has('jobs.update'), onClick: (job) => router.push(`/manage/jobs/edit?id=${job.id}`) },
        { key: 'approve', label: t('approve'), visible: (job) => can.has('jobs.review') && job.status === 'pending', onClick: (job) => confirm.ask({
          title: k('approveTitle'), message: k('approveMessage', { name: job.title }), confirmLabel: t('approve'),
          run: () => reviewJob(job.id, true), done: t('approved', { title: job.title }), after: refresh }) },
        { key: 'reject', label: t('reject'), visible: (job) => can.has('jobs.review') && job.status === 'pending', onClick: (job) => confirm.ask({
          title: t('rejectTitle', { title: job.title }), confirmLabel: t('reject'), reason: { label: k('rejectReason'), placeholder: k('reasonPlaceholder'), schema: reviewReason },
          run: (reason) => reviewJob(job.id, false, reason), done: t('rejected'), after: refresh }) },
        { key: 'close', label: t('close'), visible: (job) => can.has('jobs.update') && (job.status === 'published' || job.status === 'pending'),
          onClick: (job) => ask(job, t('close'), () => jobAction(job.id, 'close'), t('closed', { title: job.title })) },
        { key: 'reopen', label: t('reopen'), visible: (job) => can.has('jobs.update') && job.status === 'closed',
          onClick: (job) => ask(job, t('reopen'), () => jobAction(job.id, 'reopen'), t('reopened', { title: job.title })) },
        { key: 'delete', label: t('delete'), visible: () => can.has('jobs.delete'), onClick: (job) => confirm.ask({
          title: k('deleteTitle'), message: t('confirmDelete', { title: job.title }), confirmLabel: t('delete'), danger: true,
          run: () => deleteJob(job.id), done: t('deleted', { title: job.title }), after: refresh }) },
      ]}
      expanded={(job) => (open === job.id ? <ApplicantsPanel job={job} canAnswer={can.has('jobs.update')} onChanged={refresh} /> : null)}
    >
      {confirm.dialog}
    </ListPage>
  );
}
