'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import type { Pagination } from '@/lib/contract/envelope';
import { Button } from '@/components/ui/button';
import { PAGE_SIZES } from './url-query';

export const kitInputClass = 'h-8 rounded-md border border-slate-300 px-2 text-sm focus:border-manage-500 focus:outline-none';

/** Total, page x of y, previous/next, page size and jump-to-page. */
export function KitPager({ pagination, onPage, onPageSize }: { pagination?: Pagination; onPage: (page: number) => void; onPageSize: (size: number) => void }) {
  const t = useTranslations('ManageKit');
  const [jump, setJump] = useState('');
  if (!pagination) return null;
  const { total, current_page: page, total_pages: rawPages, per_page: size } = pagination;
  const pages = Math.max(1, rawPages);
  const go = (event: FormEvent) => {
    event.preventDefault();
    const n = Number(jump);
    if (Number.isInteger(n) && n >= 1) onPage(Math.min(n, pages));
    setJump('');
  };
  return (
    <nav aria-label={t('pagination')} className="flex flex-wrap items-center justify-end gap-3 text-sm text-slate-600">
      <span className="whitespace-nowrap">{t('total', { total })}</span>
      <label className="flex items-center gap-1 whitespace-nowrap">
        <span className="sr-only">{t('pageSize')}</span>
        <select aria-label={t('pageSize')} className={kitInputClass} value={size} onChange={(e) => onPageSize(Number(e.target.value))}>
          {[...new Set([...PAGE_SIZES, size])].sort((a, b) => a - b).map((s) => <option key={s} value={s}>{t('perPage', { size: s })}</option>)}
        </select>
      </label>
      <Button variant="ghost" size="sm" disabled={page <= 1} onClick={() => onPage(page - 1)}>{t('previous')}</Button>
      <span className="whitespace-nowrap" aria-current="page">{t('pageOf', { page, pages })}</span>
      <Button variant="ghost" size="sm" disabled={page >= pages} onClick={() => onPage(page + 1)}>{t('next')}</Button>
      <form onSubmit={go} noValidate className="flex items-center gap-1">
        <label className="flex items-center gap-1 whitespace-nowrap">{t('jumpTo')}
          <input type="number" min={1} max={pages} inputMode="numeric" value={jump} onChange={(e) => setJump(e.target.value)} className={`${kitInputClass} w-16`} />
        </label>
        <Button type="submit" variant="ghost" size="sm">{t('jump')}</Button>
      </form>
    </nav>
  );
}
