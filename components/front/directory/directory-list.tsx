import type { ReactNode } from 'react';
import { useTranslations } from 'next-intl';
import type { ListResponse } from '@/lib/contract/envelope';
import type { Occupation } from '@/lib/contract/occupation';
import type { Region } from '@/lib/contract/region';
import type { PeopleFilters } from '@/lib/api/queries/people';
import { hrefWith } from '@/lib/api/queries/search-params';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationLinks } from '@/components/ui/pagination-links';
import { DirectoryFilters } from './directory-filters';

type Props<T extends { id: number }> = {
  action: string;
  filters: PeopleFilters;
  cities: Region[];
  occupations: Occupation[];
  withLevel?: boolean;
  keywordPlaceholder: string;
  result: ListResponse<T>;
  renderItem: (item: T) => ReactNode;
};

/** Filters, a card grid and page links: the shape shared by the teacher, examiner and talent lists. */
export function DirectoryList<T extends { id: number }>({ result, renderItem, ...filterProps }: Props<T>) {
  const t = useTranslations('Directory');
  const { pagination } = result.meta;
  return (
    <>
      <DirectoryFilters {...filterProps} />
      <p className="mt-5 text-sm text-slate-600" role="status">
        {t('total', { count: pagination.total })}
      </p>
      {result.data.length === 0 ? (
        <EmptyState className="mt-3" title={t('empty')} />
      ) : (
        <ul className="mt-3 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
          {result.data.map((item) => (
            <li key={item.id}>{renderItem(item)}</li>
          ))}
        </ul>
      )}
      <PaginationLinks className="mt-6" pagination={pagination} hrefFor={(page) => hrefWith(filterProps.action, { ...filterProps.filters, page })} />
    </>
  );
}
