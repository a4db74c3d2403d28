'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { reviewReason } from '@/lib/validation/review';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { Badge } from '@/components/ui/badge';
import { DataTable, DateTimeCell, useConfirm } from '../../kit';
import {
  type AttendanceCorrection, type AuditEntry, claimPath, correctionsPath, type FraudSignal, handleObjection,
  type Objection, type Rows, useSubsidyRead,
} from './subsidy-api';

// What a reviewer weighs beside the lines (which carry each learner's attendance), each read on its
// own so one slow read holds up none of the others: fraud signals, corrections with their reasons,
// objections from the public notice, and the audit trail.

function Section({ title, children, testId }: { title: string; children: React.ReactNode; testId?: string }) {
  return (
    <section className="space-y-2 rounded border border-slate-200 p-4" data-testid={testId}>
      <h2 className="text-base font-semibold text-slate-900">{title}</h2>
      {children}
    </section>
  );
}

export function FraudSignals({ claimId }: { claimId: number }) {
  const t = useTranslations('ManageSubsidyClaim');
  const labels = useSubsidyLabels();
  const { data, error } = useSubsidyRead<Rows<FraudSignal>>(`${claimPath(claimId)}/fraud-signals`);
  const signals = data?.data;
  return (
    <Section title={t('signalsTitle')} testId="fraud-signals">
      <p className="text-xs text-slate-600">{t('signalsNote')}</p>
      {error && <p role="alert" className="text-sm text-red-700">{t('readFailed')}</p>}
      {signals && signals.length === 0 && <p className="text-sm text-slate-600">{t('noSignals')}</p>}
      <ul className="space-y-2">
        {signals?.map((s, i) => (
          <li key={`${s.kind}-${i}`} className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">
            <Badge tone="warning">{labels.fraud(s.kind)}</Badge> <span>{labels.signal(s)}</span>
            {s.learner_names.length > 0 && <span className="block text-xs">{t('signalLearners', { names: s.learner_names.join('、') })}</span>}
          </li>
        ))}
      </ul>
    </Section>
  );
}

export function ClaimCorrections({ classId }: { classId: number }) {
  const t = useTranslations('ManageSubsidyClaim');
  const { data, error, mutate } = useSubsidyRead<Rows<AttendanceCorrection>>(correctionsPath(classId));
  return (
    <Section title={t('correctionsTitle')} testId="claim-corrections">
      <DataTable<AttendanceCorrection>
        caption={t('correctionsTitle')} rows={data?.data} failed={Boolean(error)} onRetry={() => void mutate()}
        columns={[
          { key: 'name', label: t('learner'), render: (r) => r.learner_name },
          { key: 'before', label: t('before'), render: (r) => <span className="text-xs"><DateTimeCell value={r.before_check_in_at} /> – <DateTimeCell value={r.before_check_out_at} /></span> },
          { key: 'after', label: t('after'), render: (r) => <span className="text-xs"><DateTimeCell value={r.after_check_in_at} /> – <DateTimeCell value={r.after_check_out_at} /></span> },
          { key: 'reason', label: t('reason'), render: (r) => r.reason },
          { key: 'who', label: t('who'), render: (r) => (
            <span className="text-xs">{r.manager_name ?? '—'} · <DateTimeCell value={r.created_at} />{r.after_session && <> <Badge tone="warning">{t('afterSession')}</Badge></>}</span>
          ) },
        ]}
      />
    </Section>
  );
}

export function ClaimObjections({ claimId, mayHandle }: { claimId: number; mayHandle: boolean }) {
  const t = useTranslations('ManageSubsidyClaim');
  const labels = useSubsidyLabels();
  const confirm = useConfirm();
  const { data, error, mutate } = useSubsidyRead<Rows<Objection>>(`${claimPath(claimId)}/objections`);
  return (
    <Section title={t('objectionsTitle')} testId="claim-objections">
      <DataTable<Objection>
        caption={t('objectionsTitle')} rows={data?.data} failed={Boolean(error)} onRetry={() => void mutate()} rowTestId="objection-row"
        columns={[
          { key: 'at', label: t('at'), render: (o) => <DateTimeCell value={o.created_at} /> },
          { key: 'message', label: t('objection'), render: (o) => <span className="whitespace-pre-line">{o.message}</span> },
          { key: 'contact', label: t('contact'), render: (o) => [o.contact_name, o.contact_phone_masked].filter(Boolean).join(' ') || '—' },
          { key: 'status', label: t('objectionStatus'), render: (o) => (o.status === 'handled' ? <span className="text-xs">{labels.objectionStatus(o.status)}：{o.handled_note}</span> : <Badge tone="danger">{labels.objectionStatus(o.status)}</Badge>) },
        ]}
        actions={mayHandle ? [{ key: 'handle', label: t('handle'), visible: (o) => o.status === 'open', onClick: (o) => confirm.ask({
          title: t('handleTitle'), confirmLabel: t('handle'), reason: { label: t('handleNote'), schema: reviewReason },
          run: (note) => handleObjection(o.id, note ?? ''), done: t('handledToast'), after: () => void mutate() }) }] : undefined}
      />
      {confirm.dialog}
    </Section>
  );
}

export function ClaimAudit({ claimId }: { claimId: number }) {
  const t = useTranslations('ManageSubsidyClaim');
  const labels = useSubsidyLabels();
  const [open, setOpen] = useState(true);
  const { data, error, mutate } = useSubsidyRead<Rows<AuditEntry>>(`${claimPath(claimId)}/audit`);
  return (
    <Section title={t('auditTitle')} testId="claim-audit">
      <button type="button" className="text-sm text-manage-700 underline" aria-expanded={open} onClick={() => setOpen(!open)}>{open ? t('hide') : t('show')}</button>
      {open && (
        <DataTable<AuditEntry>
          caption={t('auditTitle')} rows={data?.data} failed={Boolean(error)} onRetry={() => void mutate()} rowTestId="audit-row"
          columns={[
            { key: 'at', label: t('at'), render: (a) => <DateTimeCell value={a.created_at} /> },
            { key: 'who', label: t('who'), render: (a) => `${a.actor_name ?? t(`actors.${a.actor_type}`)}` },
            { key: 'ip', label: t('from'), render: (a) => <span className="font-mono text-xs">{a.ip ?? '—'}</span> },
            { key: 'action', label: t('action'), render: (a) => (
              <span>{a.action}{a.from_status || a.to_status ? ` (${a.from_status ? labels.status(a.from_status) : '—'} → ${a.to_status ? labels.status(a.to_status) : '—'})` : ''}</span>
            ) },
            { key: 'reason', label: t('reason'), render: (a) => a.reason ?? '—' },
          ]}
        />
      )}
    </Section>
  );
}
