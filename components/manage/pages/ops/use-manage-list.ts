'use client';

import { useCallback, useState } from 'react';
import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { Pagination } from '@/lib/api/types';

export type ListQuery = Record<string, string | number | undefined>;
export type ListAnswer<T> = { data: T[]; meta: { pagination: Pagination } };

/** A back-office list: its query (filters + page) and the SWR answer, keyed by the real API path. */
export function useManageList<T>(path: string, initial: ListQuery = {}) {
  const [query, setQuery] = useState<ListQuery>({ page: 1, per_page: 15, ...initial });
  const swr = useSWR<ListAnswer<T>>([path, query], ([url, q]: [string, ListQuery]) => apiFetch<ListAnswer<T>>(url, { guard: 'manage', query: q, silent: true }), {
    keepPreviousData: true,
  });
  /** New filters start again at page 1. */
  const filter = useCallback((next: ListQuery) => setQuery((q) => ({ ...q, ...next, page: 1 })), []);
  const goTo = useCallback((page: number) => setQuery((q) => ({ ...q, page })), []);
  return { ...swr, query, filter, goTo };
}
