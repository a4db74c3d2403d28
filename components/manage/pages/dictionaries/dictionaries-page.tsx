'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ApiError } from '@/lib/api/client';
import { DataTable, PageFrame, SelectField, TextField } from '../system/kit';
import { send, useApi } from '../system/use-api';

type Item = { id: number; type: string; value: string; label: string; sort: number; enabled: boolean };
type Answer = { data: Item[]; types: { type: string; count: number }[] };

export default function DictionariesPage() {
  const t = useTranslations('ManageSystem');
  const toast = useToast();
  const [type, setType] = useState('education');
  const items = useApi<Answer>('/manage/dictionaries', { type });
  const [draft, setDraft] = useState({ value: '', label: '', sort: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});

  const add = async (event: FormEvent) => {
    event.preventDefault();
    try {
      await send('/manage/dictionaries', 'POST', { type, value: draft.value, label: draft.label || draft.value, sort: Number(draft.sort) || 0 });
      setDraft({ value: '', label: '', sort: '' });
      setErrors({});
      toast(t('saved'), 'success');
      await items.mutate();
    } catch (error) {
      if (error instanceof ApiError) setErrors(error.fieldErrors);
    }
  };
  const patch = async (item: Item, body: Partial<Item>) => {
    try {
      await send(`/manage/dictionaries/${item.id}`, 'PATCH', body);
      await items.mutate();
    } catch {
      // toasted
    }
  };
  const relabel = (item: Item) => {
    const label = window.prompt(t('dictLabel'), item.label);
    if (label && label !== item.label) void patch(item, { label });
  };
  const remove = async (item: Item) => {
    if (!window.confirm(t('confirmDeleteItem', { label: item.label }))) return;
    try {
      await send(`/manage/dictionaries/${item.id}`, 'DELETE');
      await items.mutate();
    } catch {
      // toasted
    }
  };
  const types = items.data?.types ?? [];

  return (
    <PageFrame title={t('dictionariesTitle')}>
      <div className="mb-4 grid grid-cols-4 gap-3">
        <SelectField label={t('dictType')} name="type" value={type} onChange={setType}
          options={(types.some((x) => x.type === type) ? types : [...types, { type, count: 0 }]).map((x) => ({ value: x.type, label: `${x.type}（${x.count}）` }))} />
      </div>
      <DataTable
        caption={t('dictionariesTitle')} rows={items.data?.data} error={items.error} onRetry={() => void items.mutate()}
        columns={[
          { key: 'value', label: t('dictValue'), render: (i) => <span className="font-mono text-xs">{i.value}</span> },
          { key: 'label', label: t('dictLabel'), render: (i) => i.label },
          { key: 'sort', label: t('order'), render: (i) => i.sort },
          { key: 'enabled', label: t('status'), render: (i) => <Badge tone={i.enabled ? 'success' : 'neutral'}>{i.enabled ? t('statusActive') : t('statusDisabled')}</Badge> },
          {
            key: 'actions', label: t('actions'), render: (i) => (
              <div className="flex gap-1">
                <Button size="sm" variant="ghost" onClick={() => relabel(i)}>{t('rename')}</Button>
                <Button size="sm" variant="ghost" onClick={() => void patch(i, { enabled: !i.enabled })}>{i.enabled ? t('disable') : t('enable')}</Button>
                <Button size="sm" variant="ghost" onClick={() => void remove(i)}>{t('delete')}</Button>
              </div>
            ),
          },
        ]}
      />
      <form onSubmit={(e) => void add(e)} noValidate className="mt-4 grid grid-cols-[1fr_1fr_8rem_auto] items-end gap-2">
        <TextField label={t('dictValue')} name="value" value={draft.value} onChange={(v) => setDraft({ ...draft, value: v })} error={errors.value ?? errors.type} />
        <TextField label={t('dictLabel')} name="label" value={draft.label} onChange={(v) => setDraft({ ...draft, label: v })} error={errors.label} />
        <TextField label={t('order')} name="sort" type="number" value={draft.sort} onChange={(v) => setDraft({ ...draft, sort: v })} error={errors.sort} />
        <Button type="submit" variant="outline">{t('add')}</Button>
      </form>
    </PageFrame>
  );
}
