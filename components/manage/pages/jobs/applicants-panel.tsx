'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { downloadExport } from '../ops/download';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { answerApplicant, APPLICANT_STATUSES, JOBS_PATH, type Applicant, type ManagedJob } from './job-api';

/** One job's applicants, contact details masked unless the manager may see them, each answered with a status and a note. */
export function ApplicantsPanel({ job, canAnswer, onChanged }: { job: ManagedJob; canAnswer: boolean; onChanged: () => void }) {
  const t = useTranslations('ManageJobs');
  const list = useManageList<Applicant>(`${JOBS_PATH}/${job.id}/applications`);
  const rows = list.data?.data ?? [];
  return (
    <div className="space-y-3" role="region" aria-label={t('applicantsOf', { title: job.title })}>
      <div className="flex items-center justify-between">
        <h2 className="text-sm font-semibold text-slate-800">{t('applicantsOf', { title: job.title })}</h2>
        <Button size="sm" variant="ghost" onClick={() => void downloadExport(`${JOBS_PATH}/${job.id}/applications/export`, {}, t('applicantsExportName', { id: job.id }))}>
          {t('exportApplicants')}
        </Button>
      </div>
      <table className="min-w-full divide-y divide-slate-200 bg-white">
        <thead><tr>{(['applicantName', 'phone', 'idNumber', 'education', 'message', 'applicationStatus', 'answer'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
        <tbody className="divide-y divide-slate-100">
          <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={7} />
          {rows.map((a) => (
            <tr key={a.id} data-testid="applicant-row">
              <td className={tdClass}>{a.name}<p className="text-xs text-slate-500">{a.expected_job}</p></td>
              <td className={`${tdClass} font-mono`}>{a.phone}</td>
              <td className={`${tdClass} font-mono`}>{a.id_number ?? '—'}</td>
              <td className={tdClass}>{a.education ?? '—'}</td>
              <td className={tdClass}>{a.message ?? '—'}</td>
              <td className={tdClass}>{t(`applicationStatuses.${a.status as 'submitted'}`)}{a.note && <p className="text-xs text-slate-500">{a.note}</p>}</td>
              <td className={tdClass}>
                {canAnswer && a.status !== 'withdrawn'
                  ? <AnswerForm job={job} applicant={a} onDone={() => { void list.mutate(); onChanged(); }} />
                  : '—'}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
    </div>
  );
}

function AnswerForm({ job, applicant, onDone }: { job: ManagedJob; applicant: Applicant; onDone: () => void }) {
  const t = useTranslations('ManageJobs');
  const toast = useToast();
  const [status, setStatus] = useState(APPLICANT_STATUSES.includes(applicant.status as 'viewed') ? applicant.status : 'viewed');
  const [note, setNote] = useState(applicant.note ?? '');
  const [busy, setBusy] = useState(false);
  async function save() {
    setBusy(true);
    try {
      await answerApplicant(job.id, applicant.id, status, note.trim());
      toast(t('answered', { name: applicant.name }), 'success');
      onDone();
    } catch {
      // the API client has toasted the reason
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="flex flex-wrap items-center gap-2">
      <select aria-label={t('newStatus', { name: applicant.name })} className={inputClass} value={status} onChange={(e) => setStatus(e.target.value)}>
        {APPLICANT_STATUSES.map((s) => <option key={s} value={s}>{t(`applicationStatuses.${s}`)}</option>)}
      </select>
      <input aria-label={t('note', { name: applicant.name })} className={inputClass} value={note} maxLength={500} onChange={(e) => setNote(e.target.value)} placeholder={t('notePlaceholder')} />
      <Button size="sm" variant="manage" disabled={busy} onClick={() => void save()}>{t('saveAnswer')}</Button>
    </div>
  );
}
