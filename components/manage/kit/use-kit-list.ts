'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { Pagination } from '@/lib/contract/envelope';
import { useUrlQuery, type ListQuery } from './url-query';

export type ListAnswer<T> = { data: T[]; meta?: { pagination?: Pagination } };

/**
 * A back-office list read from `api` with the page's address-bound query; mutate() after a change.
 * `{ address: false }`: a list inside a page keeps its filters and page to itself (see useUrlQuery).
 */
export function useKitList<T>(api: string, defaults: ListQuery = {}, keys: string[] = [], options: { address?: boolean } = {}) {
  const url = useUrlQuery(defaults, keys, options.address ?? true);
  const clean = Object.fromEntries(Object.entries(url.query).filter(([, v]) => v !== undefined && v !== ''));
  const swr = useSWR<ListAnswer<T>>([api, JSON.stringify(clean)], () => apiFetch<ListAnswer<T>>(api, { guard: 'manage', query: clean, silent: true }), {
    keepPreviousData: true,
    revalidateOnFocus: false,
  });
  return { ...swr, ...url, rows: swr.data?.data, pagination: swr.data?.meta?.pagination };
}
