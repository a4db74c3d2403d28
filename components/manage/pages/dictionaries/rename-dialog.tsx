'use client';

import { useTranslations } from 'next-intl';
import { DictionaryLabelForm } from '@/lib/contract/dictionary';
import type { ManagedDictionaryItem as DictionaryRow } from '@/lib/contract/dictionary-admin';
import { KitDialog, KitFormActions, KitTextField, useKitForm } from '../../kit';

export type { ManagedDictionaryItem as DictionaryRow } from '@/lib/contract/dictionary-admin';

/** Renames a dictionary item in the kit's dialog and form: the label checked by the API's rule, by the field. */
export function RenameDialog({ item, onClose, onSave }: { item: DictionaryRow | null; onClose: () => void; onSave: (item: DictionaryRow, label: string) => Promise<unknown> }) {
  const t = useTranslations('ManageSystem');
  return (
    <KitDialog open={item !== null} title={item ? t('renameTitle', { label: item.label }) : ''} onClose={onClose}>
      {item && <RenameForm key={item.id} item={item} onClose={onClose} onSave={onSave} />}
    </KitDialog>
  );
}

function RenameForm({ item, onClose, onSave }: { item: DictionaryRow; onClose: () => void; onSave: (item: DictionaryRow, label: string) => Promise<unknown> }) {
  const t = useTranslations('ManageSystem');
  const form = useKitForm(DictionaryLabelForm, { label: item.label }, { label: t('dictLabel') });
  const submit = form.submit(async ({ label }) => {
    if (label !== item.label) await onSave(item, label);
    onClose();
  });
  return (
    <form onSubmit={(e) => void submit(e)} noValidate className="space-y-3">
      <KitTextField label={t('dictLabel')} name="label" required value={form.values.label} onChange={(v) => form.set('label', v)} error={form.errors.label} />
      <KitFormActions onCancel={onClose} busy={form.busy} />
    </form>
  );
}
