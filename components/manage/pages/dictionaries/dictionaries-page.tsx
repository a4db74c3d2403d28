'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { z } from 'zod';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { DictionaryItemForm } from '@/lib/contract/dictionary';
import { KitNumberField, KitTextField, kitSend, ListPage, useConfirm, useKitForm, useKitList } from '../../kit';
import { RenameDialog, type DictionaryRow } from './rename-dialog';
import type { DictionaryList } from '@/lib/contract/dictionary-admin';

const PATH = '/manage/dictionaries';
// An empty display name takes the value, as before.
const CreateForm = z.preprocess((v) => {
  const o = v as Record<string, string>;
  return { ...o, label: o.label?.trim() ? o.label : o.value };
}, DictionaryItemForm);

/** The dictionaries editor: one type at a time, rename in a form, enable/disable, delete (confirmed), add. */
export default function DictionariesPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const confirm = useConfirm();
  const list = useKitList<DictionaryRow>(PATH, { type: 'education' }, ['type']);
  const [renaming, setRenaming] = useState<DictionaryRow | null>(null);
  const type = String(list.query.type ?? 'education');
  const refresh = () => void list.mutate();
  const form = useKitForm(CreateForm, { value: '', label: '', sort: '' }, { value: t('dictValue'), label: t('dictLabel'), sort: t('order') });
  const add = form.submit(async (body) => {
    await kitSend(PATH, 'POST', { type, ...body });
    form.setValues({ value: '', label: '', sort: '' });
    toast(t('itemAdded', { label: body.label }), 'success');
    refresh();
  });
  const types = ((list.data as Partial<DictionaryList> | undefined)?.types) ?? [];
  const typeOptions = (types.some((x) => x.type === type) ? types : [...types, { type, count: 0 }]).map((x) => ({ value: x.type, label: `${x.type}（${x.count}）` }));

  return (
    <ListPage<DictionaryRow>
      title={t('dictionariesTitle')} list={list} rowTestId="dictionary-row"
      filters={[{ key: 'type', label: t('dictType'), type: 'select', noAll: true, options: typeOptions }]}
      columns={[
        { key: 'value', label: t('dictValue'), render: (i) => <span className="font-mono text-xs">{i.value}</span> },
        { key: 'label', label: t('dictLabel'), render: (i) => i.label },
        { key: 'sort', label: t('order'), nowrap: true, render: (i) => i.sort },
        { key: 'enabled', label: t('status'), nowrap: true, render: (i) => <Badge tone={i.enabled ? 'success' : 'neutral'} className="whitespace-nowrap">{i.enabled ? t('statusActive') : t('statusDisabled')}</Badge> },
      ]}
      actions={[
        { key: 'rename', label: t('rename'), onClick: (i) => setRenaming(i) },
        { key: 'toggle', label: (i) => (i.enabled ? t('disable') : t('enable')), onClick: (i) => confirm.ask({
          title: i.enabled ? t('disable') : t('enable'), message: i.label, confirmLabel: i.enabled ? t('disable') : t('enable'),
          run: () => kitSend(`${PATH}/${i.id}`, 'PATCH', { enabled: !i.enabled }),
          done: i.enabled ? t('itemDisabled', { label: i.label }) : t('itemEnabled', { label: i.label }), after: refresh }) },
        { key: 'delete', label: t('delete'), onClick: (i) => confirm.ask({
          title: t('delete'), message: t('confirmDeleteItem', { label: i.label }), confirmLabel: t('delete'), danger: true,
          run: () => kitSend(`${PATH}/${i.id}`, 'DELETE'), done: t('itemDeleted', { label: i.label }), after: refresh }) },
      ]}
    >
      <form onSubmit={(e) => void add(e)} noValidate className="grid grid-cols-[1fr_1fr_8rem_auto] items-end gap-2">
        <KitTextField label={t('dictValue')} name="value" required value={form.values.value} onChange={(v) => form.set('value', v)} error={form.errors.value ?? form.errors.type} />
        <KitTextField label={t('dictLabel')} name="label" value={form.values.label} onChange={(v) => form.set('label', v)} error={form.errors.label} />
        <KitNumberField label={t('order')} name="sort" min={0} value={form.values.sort} onChange={(v) => form.set('sort', v)} error={form.errors.sort} />
        <Button type="submit" variant="outline" disabled={form.busy}>{t('add')}</Button>
      </form>
      <RenameDialog item={renaming} onClose={() => setRenaming(null)}
        onSave={async (item, label) => { await kitSend(`${PATH}/${item.id}`, 'PATCH', { label }); toast(t('saved'), 'success'); refresh(); }} />
      {confirm.dialog}
    </ListPage>
  );
}
