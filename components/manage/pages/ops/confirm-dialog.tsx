'use client';

import { useState } from 'react';
import { Dialog, DialogPanel, DialogTitle, Description } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

type Props = { open: boolean; title: string; message: string; confirmLabel: string; onClose: () => void; onConfirm: () => Promise<void> };

/** Asks before a destructive or irreversible action; stays open while the action runs. */
export function ConfirmDialog({ open, title, message, confirmLabel, onClose, onConfirm }: Props) {
  const t = useTranslations('ManageOps');
  const [busy, setBusy] = useState(false);

  async function confirm() {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // the API client has toasted the reason; the dialog stays for another try or cancel
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
          <Description className="mt-2 text-sm text-slate-600">{message}</Description>
          <div className="mt-5 flex justify-end gap-2">
            <Button variant="ghost" size="sm" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
            <Button variant="manage" size="sm" onClick={() => void confirm()} disabled={busy}>{confirmLabel}</Button>
          </div>
        </DialogPanel>
      </div>
    </Dialog>
  );
}
