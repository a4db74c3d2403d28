'use client';

import { Dialog, DialogPanel, DialogTitle } from '@headlessui/react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { DictionaryLabelForm } from '@/lib/contract/dictionary';
import { KitTextField, useKitForm } from '../../kit';

export type DictionaryRow = { id: number; type: string; value: string; label: string; sort: number; enabled: boolean };

/** Renames a dictionary item in the kit's form: the label checked by the API's rule, by the field. */
export function RenameDialog({ item, onClose, onSave }: { item: DictionaryRow | null; onClose: () => void; onSave: (item: DictionaryRow, label: string) => Promise<unknown> }) {
  return (
    <Dialog open={item !== null} onClose={onClose} className="relative z-50">
      <div className="fixed inset-0 bg-black/30" aria-hidden="true" />
      <div className="fixed inset-0 flex items-center justify-center p-4">
        <DialogPanel className="w-full max-w-md rounded-lg bg-white p-6 shadow-xl">
          {item && <RenameForm key={item.id} item={item} onClose={onClose} onSave={onSave} />}
        </DialogPanel>
      </div>
    </Dialog>
  );
}

function RenameForm({ item, onClose, onSave }: { item: DictionaryRow; onClose: () => void; onSave: (item: DictionaryRow, label: string) => Promise<unknown> }) {
  const t = useTranslations('ManageSystem');
  const k = useTranslations('ManageKit');
  const form = useKitForm(DictionaryLabelForm, { label: item.label }, { label: t('dictLabel') });
  const submit = form.submit(async ({ label }) => {
    if (label !== item.label) await onSave(item, label);
    onClose();
  });
  return (
    <>
      <DialogTitle className="text-base font-semibold text-slate-900">{t('renameTitle', { label: item.label })}</DialogTitle>
      <form onSubmit={(e) => void submit(e)} noValidate className="mt-3 space-y-3">
        <KitTextField label={t('dictLabel')} name="label" required value={form.values.label} onChange={(v) => form.set('label', v)} error={form.errors.label} />
        <div className="flex justify-end gap-2 pt-2">
          <Button variant="ghost" size="sm" onClick={onClose} disabled={form.busy}>{k('cancel')}</Button>
          <Button type="submit" variant="manage" size="sm" disabled={form.busy}>{k('save')}</Button>
        </div>
      </form>
    </>
  );
}
