'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { DEFAULT_NOTICE_WORKING_DAYS, REVIEW_DECISIONS, ReviewBody, type ReviewDecision } from '@/lib/contract/subsidy/review';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { KitNumberField, KitTextArea, useCheckedSubmit } from '../../kit';
import { type ClaimDetail, reviewClaim } from './subsidy-api';

type LineChoice = { refused: boolean; reason: string };

/**
 * The city's decision (审核意见): approve into public notice, reject, or return for correction, with
 * a reason; when approving, single learners may be refused, each with a reason.
 */
export function ClaimReview({ claim, onDone }: { claim: ClaimDetail; onDone: () => void }) {
  const t = useTranslations('ManageSubsidyClaim');
  const labels = useSubsidyLabels();
  const toast = useToast();
  const [decision, setDecision] = useState<ReviewDecision>('approve');
  const [reason, setReason] = useState('');
  const [days, setDays] = useState(String(DEFAULT_NOTICE_WORKING_DAYS));
  const [lines, setLines] = useState<Record<number, LineChoice>>({});
  const { errors, busy, send } = useCheckedSubmit({ reason: t('reviewReason'), notice_days: t('noticeDays'), decision: t('decision') });
  const eligible = claim.lines.filter((l) => l.eligible);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const refused = Object.entries(lines).filter(([, c]) => c.refused);
    const body = {
      decision, reason: reason.trim(),
      notice_days: decision === 'approve' && days !== '' ? Number(days) : undefined,
      lines: decision === 'approve' && refused.length ? refused.map(([id, c]) => ({ line_id: Number(id), decision: 'rejected' as const, reason: c.reason.trim() })) : undefined,
    };
    void send(ReviewBody, body, async (data) => {
      await reviewClaim(claim.id, data);
      toast(t(`reviewed.${decision}`), 'success');
      onDone();
    });
  };

  const lineError = (index: number) => errors[`lines.${index}.reason`];
  const refusedIds = Object.entries(lines).filter(([, c]) => c.refused).map(([id]) => Number(id));

  return (
    <form onSubmit={submit} noValidate className="space-y-3 rounded border border-manage-200 bg-manage-50/40 p-4" aria-labelledby="claim-review-title" data-testid="claim-review">
      <h2 id="claim-review-title" className="text-base font-semibold text-slate-900">{t('reviewTitle')}</h2>
      <fieldset className="flex flex-wrap gap-4">
        <legend className="sr-only">{t('decision')}</legend>
        {REVIEW_DECISIONS.map((d) => (
          <label key={d} className="inline-flex items-center gap-2 text-sm">
            <input type="radio" name="decision" value={d} checked={decision === d} onChange={() => setDecision(d)} className="accent-manage-600" />
            {t(`decisions.${d}`)}
          </label>
        ))}
      </fieldset>
      <KitTextArea label={t('reviewReason')} name="reason" required value={reason} onChange={setReason} error={errors.reason} />
      {decision === 'approve' && (
        <>
          <KitNumberField label={t('noticeDays')} name="notice_days" min={1} value={days} onChange={setDays} error={errors.notice_days} hint={t('noticeDaysHint')} />
          {eligible.length > 0 && (
            <details className="text-sm">
              <summary className="cursor-pointer text-manage-700">{t('perLearner', { n: refusedIds.length })}</summary>
              <ul className="mt-2 space-y-2">
                {eligible.map((l) => {
                  const choice = lines[l.id] ?? { refused: false, reason: '' };
                  const index = refusedIds.indexOf(l.id);
                  return (
                    <li key={l.id} className="flex flex-wrap items-start gap-3">
                      <label className="inline-flex min-w-40 items-center gap-2">
                        <input type="checkbox" checked={choice.refused} onChange={(e) => setLines({ ...lines, [l.id]: { ...choice, refused: e.target.checked } })} />
                        {t('refuseLearner', { name: l.learner_name, amount: labels.yuan(l.amount_fen) })}
                      </label>
                      {choice.refused && (
                        <div className="min-w-64 flex-1">
                          <KitTextArea label={t('lineReason', { name: l.learner_name })} name={`line-${l.id}`} rows={1} value={choice.reason}
                            onChange={(v) => setLines({ ...lines, [l.id]: { ...choice, reason: v } })} error={index >= 0 ? lineError(index) : undefined} />
                        </div>
                      )}
                    </li>
                  );
                })}
              </ul>
            </details>
          )}
        </>
      )}
      {errors.form && <p role="alert" className="text-sm text-red-700">{errors.form}</p>}
      <div className="flex justify-end">
        <Button type="submit" variant="manage" disabled={busy}>{busy ? t('sending') : t(`decide.${decision}`)}</Button>
      </div>
    </form>
  );
}
