'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { CollectionResponse, ListResponse } from '@/lib/contract/envelope';
import type { DictionaryItem } from '@/lib/contract/dictionary';
import type { Occupation } from '@/lib/contract/occupation';
import type { Region } from '@/lib/contract/region';

const options = { revalidateOnFocus: false, shouldRetryOnError: false } as const;
function fetcher<T>(path: string): Promise<T> {
  return apiFetch<T>(path, { silent: true });
}

/** The platform province's cities (GET /regions). */
export function useCities() {
  return useSWR<CollectionResponse<Region>>('/regions', fetcher, options).data?.data ?? [];
}

export function useDictionary(type: string) {
  return useSWR<CollectionResponse<DictionaryItem>>(`/dictionaries/${type}`, fetcher, options).data?.data ?? [];
}

/** Occupations matching a keyword (at least one character), for pickers. */
export function useOccupationSearch(keyword: string) {
  const key = keyword.trim() ? `/occupations?per_page=20&keyword=${encodeURIComponent(keyword.trim())}` : null;
  return useSWR<ListResponse<Occupation>>(key, fetcher, options).data?.data ?? [];
}
