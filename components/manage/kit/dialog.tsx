'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';

// A dialog holding a form or a detail (edit a chapter, a category, a menu item): the same frame on
// every back-office page. Confirmations use ConfirmDialog (./confirm.tsx) instead.

export function KitDialog({ open, title, onClose, children, wide }: { open: boolean; title: string; onClose: () => void; children: ReactNode; wide?: boolean }) {
  return (
    <Dialog open={open} onClose={onClose} className="relative z-40">
      <div className="fixed inset-0 bg-slate-900/40" aria-hidden="true" />
      <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-6">
        <DialogPanel className={`w-full ${wide ? 'max-w-3xl' : 'max-w-lg'} rounded-lg bg-white p-6 shadow-xl`}>
          <DialogTitle className="mb-4 text-base font-semibold text-slate-900">{title}</DialogTitle>
          {children}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

/** Save and cancel under a form in a dialog (FormPage draws its own); cancel waits while a save is in flight. */
export function KitFormActions({ onCancel, busy, submitLabel }: { onCancel: () => void; busy: boolean; submitLabel?: string }) {
  const t = useTranslations('ManageKit');
  return (
    <div className="mt-5 flex justify-end gap-2">
      <Button variant="outline" onClick={onCancel} disabled={busy}>{t('cancel')}</Button>
      <Button type="submit" variant="manage" disabled={busy}>{busy ? t('saving') : (submitLabel ?? t('save'))}</Button>
    </div>
  );
}
