'use client';

import useSWR from 'swr';
import { apiFetch, type ApiOptions } from '@/lib/api/client';
import type { Pagination } from '@/lib/contract/envelope';

export type Page<T> = { data: T[]; meta?: { pagination?: Pagination } };
export type Query = Record<string, string | number | boolean | undefined>;

/** Reads a back-office API path; the key is the path plus its query, so mutate() after a change is exact. */
export function useApi<T>(path: string | null, query: Query = {}) {
  const clean = Object.fromEntries(Object.entries(query).filter(([, v]) => v !== undefined && v !== ''));
  const key = path ? [path, JSON.stringify(clean)] : null;
  return useSWR<T>(key, () => apiFetch<T>(path!, { guard: 'manage', query: clean }), { revalidateOnFocus: false, keepPreviousData: true });
}

/** A write from a back-office page; errors toast on their own, and the caller gets the ApiError. */
export function send<T = unknown>(path: string, method: NonNullable<ApiOptions['method']>, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { guard: 'manage', method, body });
}

/** The signed-in manager's permission names: the same strings the API checks, so buttons match what is allowed. */
export function usePermissionNames(): Set<string> {
  const { data } = useSWR<{ data: string[] }>('/permissions', () => apiFetch<{ data: string[] }>('/permissions', { guard: 'manage' }), { revalidateOnFocus: false });
  return new Set(data?.data ?? []);
}
