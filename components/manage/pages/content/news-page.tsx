'use client';

import Link from 'next/link';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button, buttonClasses } from '@/components/ui/button';
import { DateTimeCell, ListPage, useConfirm, useEnumLabel, useKitList, useActionTitle } from '../../kit';
import { useKitRead, usePermissionNames } from '../../kit';
import { CategoriesDialog } from './categories-dialog';
import { NEWS_STATUSES } from '@/lib/contract/content-admin';
import { CATEGORIES_PATH, type Category, deleteNews, EDIT_PATH, type ManagedNews, NEWS_PATH, publishNews, unpublishNews } from './content-api';
import { NewsStatusBadge } from './news-status-badge';

/** News list: category, status and keyword in the address; publish, back to draft and delete, each confirmed; the categories editor. */
export default function NewsPage() {
  const t = useTranslations('ManageContent');
  const label = useEnumLabel();
  const k = useTranslations('ManageKit');
  const actionTitle = useActionTitle();
  const router = useRouter();
  const can = usePermissionNames();
  const list = useKitList<ManagedNews>(NEWS_PATH, {}, ['category_id', 'status', 'keyword']);
  const categories = useKitRead<{ data: Category[] }>(CATEGORIES_PATH);
  const confirm = useConfirm();
  const [editingCategories, setEditingCategories] = useState(false);
  const refresh = () => void list.mutate();
  const step = (n: ManagedNews, action: string, run: () => Promise<unknown>, done: string) => confirm.ask({
    title: actionTitle(action), message: k('actionMessage', { name: n.title, action }), confirmLabel: action, run, done, after: refresh,
  });

  return (
    <ListPage<ManagedNews>
      title={t('newsTitle')} list={list} rowTestId="news-row"
      toolbar={<>
        <Button variant="ghost" size="sm" onClick={() => setEditingCategories(true)}>{t('categories')}</Button>
        {can.has('news.manage') && <Link href={EDIT_PATH} className={buttonClasses('manage', 'sm')}>{t('createNews')}</Link>}
      </>}
      filters={[
        { key: 'category_id', label: t('categoryFilter'), type: 'select', allLabel: t('allCategories'), options: (categories.data?.data ?? []).map((c) => ({ value: String(c.id), label: c.name })) },
        { key: 'status', label: t('statusFilter'), type: 'select', allLabel: t('allStatuses'), options: NEWS_STATUSES.map((s) => ({ value: s, label: label('newsStatus', s) })) },
        { key: 'keyword', label: t('keyword'), type: 'text', placeholder: t('keywordPlaceholder') },
      ]}
      columns={[
        { key: 'title', label: t('titleColumn'), className: 'max-w-md', render: (n) => <>{n.is_top && <span className="mr-1 text-xs text-red-700">{t('pinned')}</span>}{n.title}</> },
        { key: 'category', label: t('categoryColumn'), nowrap: true, render: (n) => n.category_name ?? '—' },
        { key: 'status', label: t('statusColumn'), nowrap: true, render: (n) => <NewsStatusBadge status={n.status} /> },
        { key: 'publishedAt', label: t('publishedAt'), render: (n) => <DateTimeCell value={n.published_at} /> },
        { key: 'updatedAt', label: t('updatedAt'), render: (n) => <DateTimeCell value={n.updated_at} /> },
      ]}
      actions={[
        { key: 'edit', label: t('edit'), ariaLabel: (n) => t('editNamed', { title: n.title }), visible: () => can.has('news.manage'), onClick: (n) => router.push(`${EDIT_PATH}?id=${n.id}`) },
        { key: 'publish', label: t('publish'), ariaLabel: (n) => t('publishNamed', { title: n.title }), visible: (n) => can.has('news.publish') && n.status !== 'published',
          onClick: (n) => step(n, t('publish'), () => publishNews(n.id), t('published')) },
        { key: 'unpublish', label: t('unpublish'), ariaLabel: (n) => t('unpublishNamed', { title: n.title }), visible: (n) => can.has('news.publish') && n.status !== 'draft',
          onClick: (n) => step(n, t('unpublish'), () => unpublishNews(n.id), t('unpublished')) },
        { key: 'delete', label: t('delete'), ariaLabel: (n) => t('deleteNamed', { title: n.title }), visible: () => can.has('news.manage'), onClick: (n) => confirm.ask({
          title: t('deleteTitle'), message: t('deleteMessage', { title: n.title }), confirmLabel: t('delete'), danger: true,
          run: () => deleteNews(n.id), done: t('deleted'), after: refresh }) },
      ]}
    >
      {confirm.dialog}
      <CategoriesDialog open={editingCategories} canManage={can.has('news.manage')} onClose={() => setEditingCategories(false)} onChanged={() => { void categories.mutate(); }} />
    </ListPage>
  );
}
