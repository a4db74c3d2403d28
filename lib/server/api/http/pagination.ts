import type { Pagination } from '@/lib/contract/envelope';
import { DEFAULT_PER_PAGE, MAX_PER_PAGE, type PageRequest } from '@/lib/server/domain/paging';
import { intParam, MAX_ID } from '@/lib/contract/fields';

const MAX_PAGE = Math.floor(MAX_ID / MAX_PER_PAGE);

export const pageParams = {
  page: intParam(1, MAX_PAGE).default(1).openapi({ example: 1 }),
  per_page: intParam(1, MAX_PER_PAGE).default(DEFAULT_PER_PAGE).openapi({ example: DEFAULT_PER_PAGE }),
};

export function pageOf(query: { page: number; per_page: number }): PageRequest {
  return { page: query.page, perPage: query.per_page };
}

/** Fractal-style meta; links are relative and keep every other query parameter. */
export function paginationMeta(url: string, { page, perPage }: PageRequest, total: number, count: number): Pagination {
  const totalPages = Math.max(1, Math.ceil(total / perPage));
  const parsed = new URL(url, 'http://localhost');
  const linkTo = (target: number) => {
    const params = new URLSearchParams(parsed.searchParams);
    params.set('page', String(target));
    return `${parsed.pathname}?${params.toString()}`;
  };
  const links: Pagination['links'] = {};
  if (page > 1) links.previous = linkTo(Math.min(page - 1, totalPages));
  if (page < totalPages) links.next = linkTo(page + 1);
  return { total, count, per_page: perPage, current_page: page, total_pages: totalPages, links };
}
