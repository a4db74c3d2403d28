'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { CategoryBody } from '@/lib/contract/content-admin';
import { Button } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { KitDialog, KitNumberField, KitTextField, useCheckedSubmit, useConfirm } from '../../kit';
import { useKitRead } from '../../kit';
import { CATEGORIES_PATH, type Category, deleteCategory, saveCategory } from './content-api';

type Draft = { id: number | null; name: string; slug: string; sort: string };
const EMPTY: Draft = { id: null, name: '', slug: '', sort: '0' };

/** The news categories: add, rename, reorder (checked with the API's rule first); deleting one that still holds news is refused by the API (409, toasted). */
export function CategoriesDialog({ open, canManage, onClose, onChanged }: { open: boolean; canManage: boolean; onClose: () => void; onChanged: () => void }) {
  const t = useTranslations('ManageContent');
  const k = useTranslations('ManageKit');
  const toast = useToast();
  const confirm = useConfirm();
  const { data, error, mutate } = useKitRead<{ data: Category[] }>(open ? CATEGORIES_PATH : null);
  const [draft, setDraft] = useState<Draft>(EMPTY);
  const { errors, setErrors, busy, send } = useCheckedSubmit({ name: t('categoryName'), slug: t('categorySlug'), sort: t('categorySort') });
  const set = (key: keyof Draft) => (value: string) => setDraft((d) => ({ ...d, [key]: value }));
  const changed = () => { void mutate(); onChanged(); };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body = { name: draft.name, slug: draft.slug, sort: draft.sort.trim() === '' ? undefined : Number(draft.sort) };
    void send(CategoryBody, body, async (input) => {
      await saveCategory(draft.id, input);
      toast(t('categorySaved'), 'success');
      setDraft(EMPTY);
      changed();
    });
  };

  return (
    <KitDialog open={open} title={t('categories')} onClose={onClose} wide>
      {error && <p role="alert" className="text-sm text-red-700">{t('loadFailed')}</p>}
      {!data && !error && <p role="status" className="text-sm text-slate-500">{t('loading')}</p>}
      {data && data.data.length === 0 && <p className="text-sm text-slate-500">{t('noCategories')}</p>}
      {data && data.data.length > 0 && (
        <ul className="divide-y divide-slate-100 text-sm" aria-label={t('categories')}>
          {data.data.map((c) => (
            <li key={c.id} className="flex items-center justify-between gap-3 py-2" data-testid="category-row">
              <span><span className="font-medium text-slate-900">{c.name}</span> <span className="font-mono text-xs text-slate-500">{c.slug}</span> · {t('newsCount', { count: c.news_count })}</span>
              {canManage && (
                <span className="flex gap-1">
                  <Button size="sm" variant="ghost" aria-label={t('editNamed', { title: c.name })} onClick={() => { setErrors({}); setDraft({ id: c.id, name: c.name, slug: c.slug, sort: String(c.sort) }); }}>{t('edit')}</Button>
                  <Button size="sm" variant="ghost" aria-label={t('deleteNamed', { title: c.name })} onClick={() => confirm.ask({
                    title: k('deleteTitle'), message: k('deleteMessage', { name: c.name }), confirmLabel: t('delete'), danger: true,
                    run: () => deleteCategory(c.id), done: t('categoryDeleted'), after: changed })}>{t('delete')}</Button>
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
      {canManage && (
        <form onSubmit={submit} noValidate className="mt-4 grid grid-cols-1 gap-3 border-t border-slate-200 pt-4 sm:grid-cols-3" aria-label={draft.id ? t('editCategory') : t('addCategory')}>
          <KitTextField label={t('categoryName')} name="category-name" value={draft.name} onChange={set('name')} error={errors.name} required />
          <KitTextField label={t('categorySlug')} name="category-slug" value={draft.slug} onChange={set('slug')} error={errors.slug} required placeholder="notices" />
          <KitNumberField label={t('categorySort')} name="category-sort" min={0} value={draft.sort} onChange={set('sort')} error={errors.sort} />
          <div className="flex justify-end gap-2 sm:col-span-3">
            {draft.id && <Button variant="outline" size="sm" onClick={() => { setDraft(EMPTY); setErrors({}); }}>{t('cancel')}</Button>}
            <Button type="submit" variant="manage" size="sm" disabled={busy}>{draft.id ? t('save') : t('addCategory')}</Button>
          </div>
        </form>
      )}
      <div className="mt-4 flex justify-end"><Button variant="outline" size="sm" onClick={onClose}>{t('close')}</Button></div>
      {confirm.dialog}
    </KitDialog>
  );
}
