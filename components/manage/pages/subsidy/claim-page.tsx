'use client';

import { useState, type ReactNode } from 'react';
import { useSearchParams } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { downloadFile } from '@/lib/api/download';
import { SUBSIDY_PERMISSIONS } from '@/lib/contract/subsidy/permissions';
import { EDITABLE_CLAIM_STATUSES } from '@/lib/contract/subsidy/states';
import { ClaimStatusBadge, useSubsidyLabels } from '@/components/subsidy/labels';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { DateTimeCell, useConfirm } from '../../kit';
import { usePermissionNames } from '../../kit';
import { ClaimAudit, ClaimCorrections, ClaimObjections, FraudSignals } from './claim-evidence';
import { ClaimAttachments, ClaimPayee } from './claim-files';
import { ClaimReview } from './claim-review';
import { EligibilityTable } from './eligibility-table';
import { claimPath, type ClaimDetail, type Item, refreshClaim, submitClaim, useSubsidyRead } from './subsidy-api';
import { isMissingRecord, RecordMissingPanel } from '../../route-states';

/**
 * One claim with everything its reviewer needs on one screen: the facts and sums, each learner's
 * line with the reasons, fraud signals, attendance and its corrections, objections, the audit trail;
 * the institution's payee, uploads, attendance sheet and submission; the city's decision.
 */
export default function SubsidyClaimPage() {
  const t = useTranslations('ManageSubsidyClaim');
  const c = useTranslations('ManageSubsidy');
  const labels = useSubsidyLabels();
  const confirm = useConfirm();
  const permissions = usePermissionNames();
  const raw = useSearchParams().get('id') ?? '';
  const id = /^\d{1,10}$/.test(raw) ? Number(raw) : null;
  const { data, error, mutate } = useSubsidyRead<Item<ClaimDetail>>(id ? claimPath(id) : null);
  const [downloading, setDownloading] = useState(false);

  if (!id) return <p role="alert" className="rounded bg-white p-6 text-sm text-slate-700 shadow-sm">{c('noId')}</p>;
  if (isMissingRecord(error)) return <RecordMissingPanel />;
  if (error) {
    return (
      <div role="alert" className="flex items-center gap-3 rounded bg-white p-6 text-sm text-red-800 shadow-sm">
        {c('loadFailed')} <Button size="sm" variant="ghost" onClick={() => void mutate()}>{c('retry')}</Button>
      </div>
    );
  }
  if (!data) return <div role="status" className="rounded bg-white p-6 shadow-sm"><span className="sr-only">{c('loading')}</span><Skeleton className="h-40 w-full" /></div>;
  const claim = data.data;
  const refresh = () => void mutate();
  const editable = EDITABLE_CLAIM_STATUSES.includes(claim.status) && permissions.has(SUBSIDY_PERMISSIONS.claims);
  const reviewable = (claim.status === 'submitted' || claim.status === 'notice') && permissions.has(SUBSIDY_PERMISSIONS.review);

  const facts: [string, ReactNode][] = [
    [t('class'), claim.class_title], [t('organization'), claim.organization_name ?? '—'],
    [t('occupation'), `${claim.occupation_name ?? ''} · ${labels.level(claim.level)}`],
    [t('learners'), t('learnersValue', { eligible: claim.eligible_count, total: claim.learner_count })],
    [t('total'), <span key="t" className="tabular-nums" data-testid="claim-total">{labels.yuan(claim.total_fen)}</span>],
    [t('approvedTotal'), <span key="a" className="tabular-nums">{labels.yuan(claim.approved_fen)}</span>],
    [t('submittedAt'), <DateTimeCell key="s" value={claim.submitted_at} />],
    [t('notice'), claim.notice_starts_on ? `${claim.notice_starts_on} – ${claim.notice_ends_on}` : '—'],
    [t('paidOn'), claim.paid_on ?? '—'],
  ];

  async function sheet() {
    setDownloading(true);
    try {
      await downloadFile(`${claimPath(claim.id)}/attendance-sheet`, `${claim.claim_no}-考勤表.pdf`, 'manage');
    } catch {
      // toasted by the download helper
    } finally {
      setDownloading(false);
    }
  }

  return (
    <div className="space-y-4">
      <section aria-labelledby="claim-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
        <header className="flex flex-wrap items-center gap-3">
          <h1 id="claim-title" className="text-lg font-semibold text-slate-900">{t('title', { no: claim.claim_no })}</h1>
          <ClaimStatusBadge status={claim.status} />
          {claim.fraud_signal_count > 0 && <Badge tone="warning">{t('signalCount', { n: claim.fraud_signal_count })}</Badge>}
          {claim.open_objection_count > 0 && <Badge tone="danger">{t('objectionCount', { n: claim.open_objection_count })}</Badge>}
          <div className="ml-auto flex flex-wrap gap-2">
            <Button size="sm" variant="outline" disabled={downloading} onClick={() => void sheet()}>{downloading ? t('downloading') : t('attendanceSheet')}</Button>
            {editable && (
              <Button size="sm" variant="ghost" onClick={() => confirm.ask({ title: t('refreshTitle'), message: t('refreshMessage'), confirmLabel: t('refresh'),
                run: () => refreshClaim(claim.id), done: t('refreshed'), after: refresh })}>{t('refresh')}</Button>
            )}
            {editable && (
              <Button size="sm" variant="manage" onClick={() => confirm.ask({ title: t('submitTitle'), message: t('submitMessage', { total: labels.yuan(claim.total_fen), n: claim.eligible_count }), confirmLabel: t('submit'),
                run: () => submitClaim(claim.id), done: t('submitted'), after: refresh })}>{t('submit')}</Button>
            )}
          </div>
        </header>
        {claim.review_reason && (
          <p role="status" className="rounded bg-amber-50 px-3 py-2 text-sm text-amber-900">{t('lastReview', { reason: claim.review_reason })}</p>
        )}
        <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2 lg:grid-cols-3">
          {facts.map(([label, value]) => (
            <div key={label} className="flex gap-2"><dt className="shrink-0 text-slate-600">{label}</dt><dd className="text-slate-900">{value}</dd></div>
          ))}
        </dl>
      </section>

      <section aria-labelledby="claim-lines-title" className="space-y-2 rounded bg-white p-6 shadow-sm">
        <h2 id="claim-lines-title" className="text-base font-semibold text-slate-900">{t('linesTitle')}</h2>
        <EligibilityTable caption={t('linesTitle')} rows={claim.lines}
          extra={[{ key: 'decision', label: t('decisionColumn'), render: (l) => (
            <span className="text-xs">{labels.decision(l.decision)}{l.decision_reason ? `：${l.decision_reason}` : ''}{l.decision === 'approved' ? ` · ${labels.yuan(l.approved_fen)}` : ''}</span>
          ) }]} />
        <p className="text-right text-sm text-slate-800">{t('linesTotal', { total: labels.yuan(claim.total_fen), approved: labels.yuan(claim.approved_fen) })}</p>
      </section>

      {reviewable && <div className="rounded bg-white p-6 shadow-sm"><ClaimReview claim={claim} onDone={refresh} /></div>}

      <div className="grid gap-4 rounded bg-white p-6 shadow-sm xl:grid-cols-2">
        <FraudSignals claimId={claim.id} />
        <ClaimObjections claimId={claim.id} mayHandle={permissions.has(SUBSIDY_PERMISSIONS.review)} />
        <ClaimCorrections classId={claim.class_id} />
        <ClaimPayee claim={claim} editable={editable} onChanged={refresh} />
        <ClaimAttachments claim={claim} editable={editable} onChanged={refresh} />
      </div>
      <div className="rounded bg-white p-6 shadow-sm"><ClaimAudit claimId={claim.id} /></div>
      {confirm.dialog}
    </div>
  );
}
