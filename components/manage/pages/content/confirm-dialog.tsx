'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { Modal } from '../system/kit';

type Props = { open: boolean; title: string; message: string; confirmLabel: string; onClose: () => void; onConfirm: () => Promise<void> };

/** Yes/no before a destructive action; the dialog stays open when the action fails (its error is toasted). */
export function ConfirmDialog({ open, title, message, confirmLabel, onClose, onConfirm }: Props) {
  const t = useTranslations('ManageContent');
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
      onClose();
    } catch {
      // toasted by the API client
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal open={open} title={title} onClose={() => !busy && onClose()}>
      <p className="text-sm text-slate-700">{message}</p>
      <div className="mt-5 flex justify-end gap-2">
        <Button variant="outline" size="sm" onClick={onClose} disabled={busy}>{t('cancel')}</Button>
        <Button variant="manage" size="sm" onClick={() => void confirm()} disabled={busy}>{confirmLabel}</Button>
      </div>
    </Modal>
  );
}
