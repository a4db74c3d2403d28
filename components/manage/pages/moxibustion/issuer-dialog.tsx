'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { FormActions, Modal, TextField } from '../system/kit';
import { type MoxCertificate, setIssuer } from './moxibustion-api';

/** Corrects the issuer printed on one programme certificate. */
export function IssuerDialog({ certificate, onClose, onSaved }: { certificate: MoxCertificate; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageMoxibustion');
  const [issuer, setValue] = useState(certificate.issuer);
  const [error, setError] = useState<string | undefined>();
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      await setIssuer(certificate.id, issuer.trim());
      onSaved();
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.fieldErrors.issuer);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal open title={t('editIssuerTitle', { certNo: certificate.cert_no })} onClose={() => !busy && onClose()}>
      <form onSubmit={submit} noValidate>
        <TextField label={t('field.issuer')} name="issuer" value={issuer} onChange={setValue} error={error} required />
        <FormActions onCancel={onClose} busy={busy} />
      </form>
    </Modal>
  );
}
