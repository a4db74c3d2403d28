'use client';

import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';
import { inputClass } from '../ops/list-states';
import { type ManagedCertificate, reissue } from './certificate-api';

/** Reissue under a new number: a reason, and the holder's name if it was wrong. */
export function ReissueDialog({ certificate, onClose, onDone }: { certificate: ManagedCertificate | null; onClose: () => void; onDone: (certNo: string) => void }) {
  const t = useTranslations('ManageCertificates');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!certificate) return;
    const f = new FormData(event.currentTarget);
    setBusy(true);
    setErrors({});
    try {
      const name = String(f.get('holder_name') ?? '').trim();
      const answer = await reissue(certificate.id, String(f.get('reason') ?? '').trim(), name && name !== certificate.holder_name ? name : undefined);
      onDone(answer.data.cert_no);
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setErrors(e.fieldErrors);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={certificate !== null} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">{t('reissueTitle', { certNo: certificate?.cert_no ?? '' })}</DialogTitle>
          <form onSubmit={submit} className="mt-4 space-y-3" key={certificate?.id}>
            <label className="block text-sm text-slate-700">{t('holderName')}
              <input name="holder_name" defaultValue={certificate?.holder_name} className={`${inputClass} mt-1 w-full`} />
              {errors.holder_name && <span role="alert" className="mt-1 block text-xs text-red-700">{errors.holder_name}</span>}
            </label>
            <label className="block text-sm text-slate-700">{t('reissueReason')}
              <textarea name="reason" rows={3} maxLength={200} className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm" />
              {errors.reason && <span role="alert" className="mt-1 block text-xs text-red-700">{errors.reason}</span>}
            </label>
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
              <Button type="submit" variant="manage" size="sm" disabled={busy}>{t('reissue')}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
