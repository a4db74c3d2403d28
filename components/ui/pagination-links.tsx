import Link from 'next/link';
import { useTranslations } from 'next-intl';
import type { Pagination } from '@/lib/contract/envelope';
import { cn } from './cn';

type Props = { pagination: Pagination; hrefFor: (page: number) => string; className?: string };

/** Plain links, so crawlers and users without JavaScript can page through lists. */
export function PaginationLinks({ pagination, hrefFor, className }: Props) {
  const t = useTranslations('Pagination');
  const { current_page: page, total_pages: total } = pagination;
  if (total <= 1) return null;
  const pages = pageWindow(page, total);
  const item = 'inline-flex h-11 min-w-11 items-center justify-center rounded-md border px-3 text-sm md:h-9 md:min-w-9';

  return (
    <nav aria-label={t('label')} className={cn('flex flex-wrap items-center justify-center gap-2', className)}>
      {page > 1 && (
        <Link href={hrefFor(page - 1)} rel="prev" className={cn(item, 'border-slate-300 bg-white hover:border-primary-600 hover:text-primary-700')}>
          {t('previous')}
        </Link>
      )}
      {pages.map((p) =>
        p === page ? (
          <span key={p} aria-current="page" className={cn(item, 'border-primary-600 bg-primary-600 text-white')}>
            <span className="sr-only">{t('page', { page: p })}</span>
            <span aria-hidden="true">{p}</span>
          </span>
        ) : (
          <Link key={p} href={hrefFor(p)} aria-label={t('page', { page: p })} className={cn(item, 'border-slate-300 bg-white hover:border-primary-600 hover:text-primary-700')}>
            {p}
          </Link>
        ),
      )}
      {page < total && (
        <Link href={hrefFor(page + 1)} rel="next" className={cn(item, 'border-slate-300 bg-white hover:border-primary-600 hover:text-primary-700')}>
          {t('next')}
        </Link>
      )}
      <span className="w-full text-center text-xs text-slate-600 md:w-auto">{t('summary', { page, total })}</span>
    </nav>
  );
}

export function pageWindow(page: number, total: number, size = 5): number[] {
  const start = Math.max(1, Math.min(page - Math.floor(size / 2), total - size + 1));
  const end = Math.min(total, start + size - 1);
  return Array.from({ length: end - start + 1 }, (_, i) => start + i);
}
