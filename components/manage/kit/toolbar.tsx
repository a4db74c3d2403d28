'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useState, type ComponentProps, type ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import { downloadFile } from '@/lib/api/download';
import { Button } from '@/components/ui/button';
import { ImportPanel } from './import-panel';
import type { ListQuery } from './url-query';

/** Downloads the list's export with the filters on screen (no page, no page size). */
export function ExportButton({ path, query, filename, label }: { path: string; query: ListQuery; filename: string; label?: string }) {
  const t = useTranslations('ManageKit');
  const [busy, setBusy] = useState(false);
  const filters = Object.fromEntries(Object.entries(query).filter(([k, v]) => k !== 'page' && k !== 'per_page' && v !== undefined && v !== ''));
  async function run() {
    setBusy(true);
    try {
      await downloadFile(path, filename, 'manage', filters);
    } catch {
      // toasted by the download helper
    } finally {
      setBusy(false);
    }
  }
  return <Button variant="ghost" size="sm" disabled={busy} onClick={() => void run()}>{busy ? t('exporting') : (label ?? t('export'))}</Button>;
}

/** An import button that opens the import form in a dialog; the result stays until it is closed. */
export function ImportButton({ title, label, note, ...panel }: { title: string; label?: string; note?: ReactNode } & ComponentProps<typeof ImportPanel>) {
  const t = useTranslations('ManageKit');
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="ghost" size="sm" onClick={() => setOpen(true)}>{label ?? t('import')}</Button>
      <Dialog open={open} onClose={() => setOpen(false)} className="relative z-50">
        <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
        <div className="fixed inset-0 flex items-start justify-center overflow-y-auto p-6">
          <DialogPanel className="w-full max-w-2xl rounded-lg bg-white p-6 shadow-xl">
            <DialogTitle className="mb-4 text-base font-semibold text-slate-900">{title}</DialogTitle>
            {note && <div className="mb-3 space-y-2 text-sm text-slate-600">{note}</div>}
            <ImportPanel {...panel} />
            <div className="mt-4 flex justify-end"><Button variant="ghost" size="sm" onClick={() => setOpen(false)}>{t('cancel')}</Button></div>
          </DialogPanel>
        </div>
      </Dialog>
    </>
  );
}
