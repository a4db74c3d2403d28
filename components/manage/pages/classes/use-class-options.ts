'use client';

import useSWR from 'swr';
import { apiFetch } from '@/lib/api/client';
import type { Occupation } from '@/lib/contract/occupation';
import type { Organization } from '@/lib/contract/organization';
import type { Region } from '@/lib/contract/region';
import type { Teacher } from '@/lib/contract/teacher';
import { usePermissionNames } from '../../kit';

// Choices for the class filters and form: occupations, cities and districts, teachers, and the
// organisations a manager may choose among (only those holding organizations.view; an
// organisation's own managers always work for their own and are not asked: a refused read would
// log a 403 in the browser's console).

type Rows<T> = { data: T[] };
const get = <T,>(path: string, query: Record<string, string | number> = {}, silent = false) => apiFetch<Rows<T>>(path, { guard: 'manage', query, silent });

export function useOccupations() {
  return useSWR(['/occupations', 100], () => get<Occupation>('/occupations', { per_page: 100 })).data?.data;
}

export function useRegions(parentCode: string | null | undefined, enabled = true) {
  const key = enabled ? ['/regions', parentCode ?? ''] : null;
  return useSWR(key, () => get<Region>('/regions', parentCode ? { parent_code: parentCode } : {})).data?.data;
}

export function useTeachers() {
  return useSWR(['/teachers', 100], () => get<Teacher>('/teachers', { per_page: 100 })).data?.data;
}

/** null while unknown or when the manager may not list organisations. */
export function useOrganizationChoices(): Organization[] | null {
  const permitted = usePermissionNames().has('organizations.view');
  const { data } = useSWR(permitted ? ['/manage/organizations', 'approved'] : null, () => get<Organization>('/manage/organizations', { per_page: 100, status: 'approved' }, true), {
    shouldRetryOnError: false,
  });
  return data?.data ?? null;
}
