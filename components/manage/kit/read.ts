'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';

export type ReadQuery = Record<string, string | number | boolean | undefined>;

/**
 * The back office's one read hook: the key is the path plus its query (empty values dropped), so every
 * page and list reading the same answer shares it and mutate() after a change is exact. `silent`: the
 * caller shows a failure itself (a list shows it in its table) instead of the API client's toast.
 */
export function useKitRead<T>(path: string | null, query: ReadQuery = {}, options: { silent?: boolean } = {}) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const key = path ? [path, JSON.stringify(clean)] : null;
  return useSWR<T>(key, () => apiFetch<T>(path!, { guard: 'manage', query: clean, silent: options.silent }), {
    revalidateOnFocus: false,
    keepPreviousData: true,
  });
}

/** The signed-in manager's permission names: the same strings the API checks, so buttons match what is allowed. */
export function usePermissionNames(): Set<string> {
  const { data } = useSWR<{ data: string[] }>('/permissions', () => apiFetch<{ data: string[] }>('/permissions', { guard: 'manage' }), { revalidateOnFocus: false });
  return new Set(data?.data ?? []);
}
