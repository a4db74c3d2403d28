'use client';

import { useTranslations } from 'next-intl';
import { MoxibustionIssuerBody } from '@/lib/contract/moxibustion-batch';
import { KitDialog, KitFormActions, KitTextField, useKitForm } from '../../kit';
import { type MoxCertificate, setIssuer } from './moxibustion-api';

/** Corrects the issuer printed on one programme certificate; checked with the API's rule before sending. */
export function IssuerDialog({ certificate, onClose, onSaved }: { certificate: MoxCertificate; onClose: () => void; onSaved: () => void }) {
  const t = useTranslations('ManageMoxibustion');
  const form = useKitForm(MoxibustionIssuerBody, { issuer: certificate.issuer }, { issuer: t('field.issuer') });
  const submit = form.submit(async (data) => {
    await setIssuer(certificate.id, data.issuer);
    onSaved();
    onClose();
  });

  return (
    <KitDialog open title={t('editIssuerTitle', { certNo: certificate.cert_no })} onClose={() => !form.busy && onClose()}>
      <form onSubmit={submit} noValidate>
        <KitTextField label={t('field.issuer')} name="issuer" value={form.values.issuer} onChange={(v) => form.set('issuer', v)} error={form.errors.issuer} required />
        <KitFormActions onCancel={onClose} busy={form.busy} />
      </form>
    </KitDialog>
  );
}
