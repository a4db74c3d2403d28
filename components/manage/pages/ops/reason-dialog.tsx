'use client';

import { useState, type FormEvent } from 'react';
import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { ApiError } from '@/lib/api/client';
import { Button } from '@/components/ui/button';

type Props = { open: boolean; title: string; confirmLabel: string; onClose: () => void; onSubmit: (reason: string) => Promise<void> };

/** Asks for a reason (rejection, refund); a 422 shows the server's message under the field and keeps the text. */
export function ReasonDialog({ open, title, confirmLabel, onClose, onSubmit }: Props) {
  const t = useTranslations('ManageOps');
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setError(null);
    try {
      await onSubmit(reason.trim());
      setReason('');
      onClose();
    } catch (e) {
      if (e instanceof ApiError && e.status === 422) setError(e.fieldErrors.reason ?? e.message);
    } finally {
      setBusy(false);
    }
  }

  return (
    <Dialog open={open} onClose={() => !busy && onClose()} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          <DialogTitle className="text-base font-semibold text-slate-900">{title}</DialogTitle>
          <form onSubmit={submit} className="mt-4 space-y-3">
            <label className="block text-sm text-slate-700">
              {t('reasonLabel')}
              <textarea
                name="reason" value={reason} onChange={(e) => setReason(e.target.value)} rows={3} maxLength={200} placeholder={t('reasonPlaceholder')}
                aria-invalid={error ? true : undefined} aria-describedby={error ? 'reason-error' : undefined}
                className="mt-1 block w-full rounded-md border border-slate-300 px-3 py-2 text-sm focus:border-manage-500 focus:outline-none"
              />
            </label>
            {error && <p id="reason-error" role="alert" className="text-sm text-red-700">{error}</p>}
            <div className="flex justify-end gap-2">
              <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
              <Button type="submit" variant="manage" size="sm" disabled={busy}>{confirmLabel}</Button>
            </div>
          </form>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
