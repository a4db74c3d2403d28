'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApplicantStatusBody, EMPLOYER_STATUSES } from '@/lib/contract/job-admin';
import { ExportButton, KitSelectField, KitTextField, ListPage, MaskedCell, useCheckedSubmit, useEnumLabel, useKitList } from '../../kit';
import { answerApplicant, JOBS_PATH, type Applicant, type ManagedJob } from './job-api';

const ALL_STATUSES = ['submitted', 'viewed', 'interview', 'hired', 'rejected', 'withdrawn'] as const;

/** One job's applicants under its row: contact details masked (revealed one at a time), each answered with a status and a note. */
export function ApplicantsPanel({ job, canAnswer, onChanged }: { job: ManagedJob; canAnswer: boolean; onChanged: () => void }) {
  const t = useTranslations('ManageJobs');
  const path = `${JOBS_PATH}/${job.id}/applications`;
  // Inside the jobs list: its filter and page stay here, not in the jobs list's address.
  const list = useKitList<Applicant>(path, {}, ['status'], { address: false });
  const label = useEnumLabel();
  const status = (s: string) => label('jobApplicationStatus', s);
  return (
    <ListPage<Applicant>
      nested title={t('applicantsOf', { title: job.title })} list={list} rowTestId="applicant-row"
      toolbar={<ExportButton path={`${path}/export`} query={{}} filename={t('applicantsExportName', { id: job.id })} label={t('exportApplicants')} />}
      filters={[{ key: 'status', label: t('applicationStatus'), type: 'select', allLabel: t('allStatuses'), options: ALL_STATUSES.map((s) => ({ value: s, label: status(s) })) }]}
      columns={[
        { key: 'name', label: t('applicantName'), render: (a) => <><div className="whitespace-nowrap">{a.name}</div><p className="text-xs text-slate-500">{a.expected_job}</p></> },
        { key: 'phone', label: t('phone'), render: (a) => <MaskedCell value={a.phone} reveal={{ subject: 'job-applications', id: a.id, field: 'phone' }} /> },
        { key: 'idNumber', label: t('idNumber'), render: (a) => <MaskedCell value={a.id_number} reveal={{ subject: 'job-applications', id: a.id, field: 'id_number' }} /> },
        { key: 'education', label: t('education'), nowrap: true, render: (a) => a.education ?? '—' },
        { key: 'message', label: t('message'), className: 'max-w-xs', render: (a) => a.message ?? '—' },
        { key: 'status', label: t('applicationStatus'), render: (a) => <><span className="whitespace-nowrap">{status(a.status)}</span>{a.note && <p className="text-xs text-slate-500">{a.note}</p>}</> },
        { key: 'answer', label: t('answer'), render: (a) => (canAnswer && a.status !== 'withdrawn'
          ? <AnswerForm job={job} applicant={a} onDone={() => { void list.mutate(); onChanged(); }} />
          : '—') },
      ]}
    />
  );
}

/** The API's own schema checks the answer before it is sent; what is wrong (or a 422) is said under its field. */
function AnswerForm({ job, applicant, onDone }: { job: ManagedJob; applicant: Applicant; onDone: () => void }) {
  const t = useTranslations('ManageJobs');
  const label = useEnumLabel();
  const toast = useToast();
  const [status, setStatus] = useState<string>(EMPLOYER_STATUSES.includes(applicant.status as 'viewed') ? applicant.status : 'viewed');
  const [note, setNote] = useState(applicant.note ?? '');
  const { errors, busy, send } = useCheckedSubmit({ status: t('applicationStatus'), note: t('noteField') });
  async function save(event: FormEvent) {
    event.preventDefault();
    const ok = await send(ApplicantStatusBody, { status, note }, (data) => answerApplicant(job.id, applicant.id, data.status, data.note ?? ''));
    if (!ok) return;
    toast(t('answered', { name: applicant.name }), 'success');
    onDone();
  }
  return (
    <form onSubmit={(e) => void save(e)} noValidate className="flex flex-wrap items-start gap-2">
      <KitSelectField hideLabel label={t('newStatus', { name: applicant.name })} name="status" value={status} onChange={setStatus} error={errors.status}
        options={EMPLOYER_STATUSES.map((s) => ({ value: s, label: label('jobApplicationStatus', s) }))} />
      <KitTextField hideLabel label={t('note', { name: applicant.name })} name="note" value={note} onChange={setNote} error={errors.note} placeholder={t('notePlaceholder')} />
      <Button type="submit" size="sm" variant="manage" disabled={busy} className="mt-1">{t('saveAnswer')}</Button>
      {errors.form && <p role="alert" className="basis-full text-xs text-red-700">{errors.form}</p>}
    </form>
  );
}
