'use client';

import type { Pagination } from '@/lib/contract/envelope';
import { useKitRead } from './read';
import { useUrlQuery, type ListQuery } from './url-query';

export type ListAnswer<T> = { data: T[]; meta?: { pagination?: Pagination } };

/**
 * A back-office list read from `api` with the page's address-bound query; mutate() after a change.
 * `{ address: false }`: a list inside a page keeps its filters and page to itself (see useUrlQuery).
 */
export function useKitList<T>(api: string, defaults: ListQuery = {}, keys: string[] = [], options: { address?: boolean } = {}) {
  const url = useUrlQuery(defaults, keys, options.address ?? true);
  const swr = useKitRead<ListAnswer<T>>(api, url.query, { silent: true });
  return { ...swr, ...url, rows: swr.data?.data, pagination: swr.data?.meta?.pagination };
}
