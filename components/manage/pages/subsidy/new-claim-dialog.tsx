'use client';

import { useState } from 'react';
import { useRouter } from 'next/navigation';
import { useTranslations } from 'next-intl';
import { useSubsidyLabels } from '@/components/subsidy/labels';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { KitDialog } from '../../kit';
import { ClassPicker } from './class-picker';
import { EligibilityTable } from './eligibility-table';
import { claimHref } from './claim-href';
import { type ClassEligibility, createClaim, eligibilityPath, type Item, useSubsidyRead } from './subsidy-api';

/** A claim for a class (补贴申领): the eligibility of every learner first, then the draft claim from it. */
export function NewClaimDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useTranslations('ManageSubsidyClaims');
  const labels = useSubsidyLabels();
  const toast = useToast();
  const router = useRouter();
  const [classId, setClassId] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const eligibility = useSubsidyRead<Item<ClassEligibility>>(open && classId ? eligibilityPath(classId) : null);
  const e = eligibility.data?.data;

  async function create() {
    if (!classId) return;
    setBusy(true);
    try {
      const answer = await createClaim(classId);
      toast(t('created'), 'success');
      onClose();
      router.push(claimHref(answer.data.id));
    } catch {
      // toasted by kitSend (a claim already open for the class, no certificates yet…)
    } finally {
      setBusy(false);
    }
  }

  return (
    <KitDialog open={open} wide title={t('newTitle')} onClose={() => !busy && onClose()}>
      <div className="space-y-4">
        <p className="text-sm text-slate-600">{t('newNote')}</p>
        <ClassPicker value={classId} onChange={setClassId} />
        {classId && eligibility.error && <p role="alert" className="text-sm text-red-700">{t('eligibilityFailed')}</p>}
        {classId && !eligibility.error && (
          <>
            {e && (
              <p className="text-sm text-slate-800" data-testid="eligibility-summary">
                {t('eligibilitySummary', { eligible: e.eligible_count, ineligible: e.ineligible_count, total: labels.yuan(e.total_fen) })}
              </p>
            )}
            <div className="max-h-96 overflow-y-auto">
              <EligibilityTable caption={t('eligibilityCaption')} rows={e?.learners.map((l) => ({ ...l, id: l.enrollment_id }))} />
            </div>
          </>
        )}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
          <Button variant="manage" onClick={() => void create()} disabled={busy || !e || e.eligible_count === 0}>{busy ? t('creating') : t('createDraft')}</Button>
        </div>
      </div>
    </KitDialog>
  );
}
