'use client';

import Link from 'next/link';
import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { useToast } from '@/components/ui/toast';
import { ListPager } from '../ops/list-pager';
import { inputClass, ListStates, tdClass, thClass } from '../ops/list-states';
import { useManageList } from '../ops/use-manage-list';
import { formatTime } from '../system/kit';
import { useApi, usePermissionNames } from '../system/use-api';
import { CategoriesDialog } from './categories-dialog';
import { ConfirmDialog } from '../ops/confirm-dialog';
import { CATEGORIES_PATH, type Category, deleteNews, EDIT_PATH, type ManagedNews, NEWS_PATH, NEWS_STATUSES, publishNews, unpublishNews } from './content-api';
import { NewsStatusBadge } from './news-status-badge';

/** News list: search, category and status filters, publish / back to draft / delete, and the categories editor. */
export default function NewsPage() {
  const t = useTranslations('ManageContent');
  const toast = useToast();
  const can = usePermissionNames();
  const list = useManageList<ManagedNews>(NEWS_PATH);
  const categories = useApi<{ data: Category[] }>(CATEGORIES_PATH);
  const [keyword, setKeyword] = useState('');
  const [deleting, setDeleting] = useState<ManagedNews | null>(null);
  const [editingCategories, setEditingCategories] = useState(false);
  const rows = list.data?.data ?? [];
  const search = (event: FormEvent) => { event.preventDefault(); list.filter({ keyword: keyword.trim() || undefined }); };
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      toast(done, 'success');
      void list.mutate();
    } catch {
      // toasted by the API client
    }
  };

  return (
    <section aria-labelledby="news-title" className="space-y-4 rounded bg-white p-6 shadow-sm">
      <header className="flex flex-wrap items-center justify-between gap-3">
        <h1 id="news-title" className="text-lg font-semibold text-slate-900">{t('newsTitle')}</h1>
        <div className="flex gap-2">
          <Button variant="ghost" size="sm" onClick={() => setEditingCategories(true)}>{t('categories')}</Button>
          {can.has('news.manage') && <Link href={EDIT_PATH} className={buttonClasses('manage', 'sm')}>{t('createNews')}</Link>}
        </div>
      </header>
      <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search">
        <label className="text-sm text-slate-700">{t('categoryFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.category_id ?? '')} onChange={(e) => list.filter({ category_id: e.target.value || undefined })}>
            <option value="">{t('allCategories')}</option>
            {categories.data?.data.map((c) => <option key={c.id} value={c.id}>{c.name}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('statusFilter')}
          <select className={`${inputClass} ml-2`} value={String(list.query.status ?? '')} onChange={(e) => list.filter({ status: e.target.value || undefined })}>
            <option value="">{t('allStatuses')}</option>
            {NEWS_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
          </select>
        </label>
        <label className="text-sm text-slate-700">{t('keyword')}
          <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
        </label>
        <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
      </form>
      <div className="overflow-x-auto">
        <table className="min-w-full divide-y divide-slate-200">
          <thead><tr>{(['titleColumn', 'categoryColumn', 'statusColumn', 'publishedAt', 'updatedAt', 'actions'] as const).map((k) => <th key={k} className={thClass}>{t(k)}</th>)}</tr></thead>
          <tbody className="divide-y divide-slate-100">
            <ListStates loading={!list.data && !list.error} failed={Boolean(list.error)} empty={Boolean(list.data) && rows.length === 0} onRetry={() => void list.mutate()} columns={6} />
            {rows.map((n) => (
              <tr key={n.id} data-testid="news-row" data-id={n.id}>
                <td className={`${tdClass} max-w-md`}>{n.is_top && <span className="mr-1 text-xs text-red-700">{t('pinned')}</span>}{n.title}</td>
                <td className={tdClass}>{n.category_name ?? '—'}</td>
                <td className={tdClass}><NewsStatusBadge status={n.status} /></td>
                <td className={tdClass}>{formatTime(n.published_at)}</td>
                <td className={tdClass}>{formatTime(n.updated_at)}</td>
                <td className={tdClass}>
                  <div className="flex flex-wrap gap-1">
                    {can.has('news.manage') && <Link href={`${EDIT_PATH}?id=${n.id}`} className={buttonClasses('ghost', 'sm')} aria-label={t('editNamed', { title: n.title })}>{t('edit')}</Link>}
                    {can.has('news.publish') && n.status !== 'published' && (
                      <Button size="sm" variant="ghost" aria-label={t('publishNamed', { title: n.title })} onClick={() => void act(() => publishNews(n.id), t('published'))}>{t('publish')}</Button>
                    )}
                    {can.has('news.publish') && n.status !== 'draft' && (
                      <Button size="sm" variant="ghost" aria-label={t('unpublishNamed', { title: n.title })} onClick={() => void act(() => unpublishNews(n.id), t('unpublished'))}>{t('unpublish')}</Button>
                    )}
                    {can.has('news.manage') && (
                      <Button size="sm" variant="ghost" aria-label={t('deleteNamed', { title: n.title })} onClick={() => setDeleting(n)}>{t('delete')}</Button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {list.data && <ListPager pagination={list.data.meta.pagination} onPage={list.goTo} />}
      <ConfirmDialog
        open={deleting !== null} title={t('deleteTitle')} message={t('deleteMessage', { title: deleting?.title ?? '' })} confirmLabel={t('delete')}
        onClose={() => setDeleting(null)}
        onConfirm={async () => { await deleteNews(deleting!.id); toast(t('deleted'), 'success'); void list.mutate(); }}
      />
      <CategoriesDialog open={editingCategories} canManage={can.has('news.manage')} onClose={() => setEditingCategories(false)} onChanged={() => { void categories.mutate(); }} />
    </section>
  );
}
