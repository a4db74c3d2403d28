'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import type { Enrollment } from '@/lib/api/learner-types';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ReasonDialog } from '../ops/reason-dialog';
import { approve, complete, confirmPayment, issueCertificate, refund, reject } from './enrollment-api';

type Dialog = 'reject' | 'refund' | null;

/** The review actions an enrolment allows in its current status; each refreshes the list afterwards. */
export function EnrollmentActions({ enrollment: e, onChanged }: { enrollment: Enrollment; onChanged: () => void }) {
  const t = useTranslations('ManageEnrollments');
  const toast = useToast();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [busy, setBusy] = useState(false);
  const order = e.order?.data ?? null;

  async function run(action: () => Promise<unknown>, done: string) {
    setBusy(true);
    try {
      await action();
      if (done) toast(done, 'success');
      onChanged();
    } catch {
      // the API error toast already explained it
    } finally {
      setBusy(false);
    }
  }

  const canReject = e.status === 'pending' || e.status === 'waitlisted';
  const canComplete = e.status === 'studying' || e.status === 'paid' || (e.status === 'approved' && e.amount_due_cents === 0);
  return (
    <div className="flex flex-wrap gap-1">
      {e.status === 'pending' && <Button size="sm" variant="manage" disabled={busy} onClick={() => run(() => approve(e.id), t('approved'))}>{t('approve')}</Button>}
      {canReject && <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDialog('reject')}>{t('reject')}</Button>}
      {order?.status === 'pending' && <Button size="sm" variant="manage" disabled={busy} onClick={() => run(() => confirmPayment(order.order_no), t('paymentConfirmed'))}>{t('confirmPayment')}</Button>}
      {order?.status === 'paid' && e.status === 'paid' && <Button size="sm" variant="ghost" disabled={busy} onClick={() => setDialog('refund')}>{t('refund')}</Button>}
      {e.status === 'completed' && (
        <Button size="sm" variant="manage" disabled={busy} onClick={() => run(async () => toast(t('certificateIssued', { certNo: (await issueCertificate(e.id)).data.cert_no }), 'success'), '')}>
          {t('issueCertificate')}
        </Button>
      )}
      {canComplete && <Button size="sm" variant="ghost" disabled={busy} onClick={() => run(() => complete(e.id), t('completedDone'))}>{t('complete')}</Button>}
      <ReasonDialog
        open={dialog === 'reject'} title={t('rejectTitle', { name: e.real_name })} confirmLabel={t('reject')} onClose={() => setDialog(null)}
        onSubmit={async (reason) => { await reject(e.id, reason); toast(t('rejected'), 'success'); onChanged(); }}
      />
      {order && (
        <ReasonDialog
          open={dialog === 'refund'} title={t('refundTitle', { orderNo: order.order_no })} confirmLabel={t('refund')} onClose={() => setDialog(null)}
          onSubmit={async (reason) => { await refund(order.order_no, reason); toast(t('refunded'), 'success'); onChanged(); }}
        />
      )}
    </div>
  );
}
