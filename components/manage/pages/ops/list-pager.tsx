'use client';

import { useTranslations } from 'next-intl';
import type { Pagination } from '@/lib/api/types';
import { Button } from '@/components/ui/button';

/** "N records, page x of y" with previous/next; the list keeps its filters while paging. */
export function ListPager({ pagination, onPage }: { pagination: Pagination; onPage: (page: number) => void }) {
  const t = useTranslations('ManageOps');
  const { total, current_page: page, total_pages: pages } = pagination;
  return (
    <nav aria-label={t('pagination')} className="flex items-center justify-end gap-3 text-sm text-slate-600">
      <span>{t('pageStatus', { total, page, pages })}</span>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</Button>
    </nav>
  );
}
