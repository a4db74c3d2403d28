'use client';

import Link from 'next/link';
import useSWR from 'swr';
import { useTranslations } from 'next-intl';
import { apiFetch } from '@/lib/api/client';
import type { MySubsidy } from '@/lib/contract/subsidy/my-subsidy';
import type { ClaimStatus } from '@/lib/contract/subsidy/states';
import { Button } from '@/components/ui/button';
import { cn } from '@/components/ui/cn';
import { ClaimStatusBadge, useSubsidyLabels } from './labels';
import { MY_SUBSIDIES_KEY } from './learner-api';

const STEPS = ['submitted', 'reviewed', 'notice', 'paid'] as const;

/** How far a claim has gone: the index of the step under way (STEPS.length once paid). */
export function stepOf(status: ClaimStatus): number {
  switch (status) {
    case 'draft': return 0;
    case 'submitted': case 'returned': case 'rejected': return 1;
    case 'notice': return 2;
    case 'payable': case 'in_batch': return 3;
    case 'paid': return 4;
  }
}

/** 我的补贴: each subsidy claimed for me, its state, amount and the steps from claim to payment. */
export function MySubsidies() {
  const t = useTranslations('SubsidyMine');
  const labels = useSubsidyLabels();
  const { data, error, mutate } = useSWR<{ data: MySubsidy[] }>(MY_SUBSIDIES_KEY, (path: string) => apiFetch(path, { silent: true }), { revalidateOnFocus: false });
  if (error) return <p role="alert" className="text-sm text-red-700">{t('loadFailed')} <Button size="sm" variant="ghost" onClick={() => void mutate()}>{t('retry')}</Button></p>;
  if (!data) return <p role="status" className="text-sm text-slate-600">{t('loading')}</p>;
  if (!data.data.length) return <p className="rounded-lg bg-slate-50 p-4 text-sm text-slate-700">{t('empty')}</p>;
  return (
    <ul className="space-y-4">
      {data.data.map((s) => {
        const step = stepOf(s.claim_status);
        const stopped = s.claim_status === 'rejected' || s.decision === 'rejected' || !s.eligible;
        return (
          <li key={s.line_id} className="rounded-lg border border-slate-200 p-4" data-testid="my-subsidy">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <p className="font-medium text-slate-900">{s.class_title}</p>
                <p className="text-sm text-slate-600">{s.organization_name ?? ''} · {t('claimNo', { no: s.claim_no })}</p>
              </div>
              <ClaimStatusBadge status={s.claim_status} />
            </div>
            <p className="mt-2 text-lg font-semibold tabular-nums text-slate-900" data-testid="my-subsidy-amount">
              {s.claim_status === 'paid' ? t('paidAmount', { amount: labels.yuan(s.approved_fen) }) : s.decision === 'approved' ? t('approvedAmount', { amount: labels.yuan(s.approved_fen) }) : t('claimedAmount', { amount: labels.yuan(s.amount_fen) })}
            </p>
            {s.paid_on && <p className="text-sm text-emerald-800">{t('paidOn', { date: s.paid_on })}</p>}
            {!s.eligible && (
              <ul className="mt-2 list-disc pl-5 text-sm text-red-800">{s.reasons.map((r) => <li key={r.code}>{labels.reason(r)}</li>)}</ul>
            )}
            {s.decision === 'rejected' && s.decision_reason && <p className="mt-2 text-sm text-red-800">{t('refused', { reason: s.decision_reason })}</p>}
            {!stopped && (
              <ol className="mt-3 grid grid-cols-4 gap-1 text-center text-xs" aria-label={t('steps')}>
                {STEPS.map((key, i) => (
                  <li key={key} aria-current={i === step ? 'step' : undefined}
                    className={cn('rounded px-1 py-1.5', i < step ? 'bg-emerald-50 text-emerald-800' : i === step ? 'bg-primary-50 font-medium text-primary-800' : 'bg-slate-50 text-slate-600')}>
                    {t(`step.${key}`)}
                  </li>
                ))}
              </ol>
            )}
          </li>
        );
      })}
    </ul>
  );
}

/** The learner's ways in: check in to a session, declare a category. */
export function SubsidyLinks() {
  const t = useTranslations('SubsidyMine');
  return (
    <nav aria-label={t('linksLabel')} className="mb-5 grid grid-cols-2 gap-3">
      <Link href="/user/subsidy/check-in" className="rounded-lg bg-primary-600 px-3 py-3 text-center text-sm font-medium text-white hover:bg-primary-700">{t('checkInLink')}</Link>
      <Link href="/user/subsidy/category" className="rounded-lg border border-primary-600 px-3 py-3 text-center text-sm font-medium text-primary-700 hover:bg-primary-50">{t('categoryLink')}</Link>
    </nav>
  );
}
