'use client';

import { useEffect, useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { holderName } from '@/lib/contract/person';
import { reviewReason } from '@/lib/validation/review';
import { KitDialog, KitFormActions, KitTextArea, KitTextField, useCheckedSubmit } from '../../kit';
import { type ManagedCertificate, reissue } from './certificate-api';

// The API's rules (routes/manage-certificates.ts ReissueBody), checked before sending.
const ReissueForm = z.object({ reason: reviewReason, holder_name: holderName.optional() });

/** Reissue under a new number: a reason, and the holder's name if it was wrong; each checked by its field before sending. */
export function ReissueDialog({ certificate, onClose, onDone }: { certificate: ManagedCertificate | null; onClose: () => void; onDone: (certNo: string) => void }) {
  const t = useTranslations('ManageCertificates');
  const [name, setName] = useState('');
  const [reason, setReason] = useState('');
  const { errors, setErrors, busy, send } = useCheckedSubmit({ reason: t('reissueReason'), holder_name: t('holderName') });
  useEffect(() => { setName(certificate?.holder_name ?? ''); setReason(''); setErrors({}); }, [certificate, setErrors]);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!certificate) return;
    const changed = name.trim() && name.trim() !== certificate.holder_name ? name.trim() : undefined;
    void send(ReissueForm, { reason, holder_name: changed }, async (data) => {
      const answer = await reissue(certificate.id, data.reason, data.holder_name);
      onDone(answer.data.cert_no);
      onClose();
    });
  };

  return (
    <KitDialog open={certificate !== null} title={t('reissueTitle', { certNo: certificate?.cert_no ?? '' })} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate className="space-y-3">
        <KitTextField label={t('holderName')} name="holder_name" value={name} onChange={setName} error={errors.holder_name} />
        <KitTextArea label={t('reissueReason')} name="reason" value={reason} onChange={setReason} error={errors.reason} required />
        <KitFormActions onCancel={onClose} busy={busy} submitLabel={t('reissue')} />
      </form>
    </KitDialog>
  );
}
