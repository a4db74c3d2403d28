'use client';

import { useKitRead } from '../../kit';

// Pieces the occupation, teacher, application and examiner pages share.

export type Option = { value: string; label: string };

/** Active occupations of the public catalogue, for the forms' and filters' selects. */
export function useOccupationOptions(): Option[] {
  const { data } = useKitRead<{ data: { id: number; code: string; name: string }[] }>('/occupations', { per_page: 100 });
  return (data?.data ?? []).map((o) => ({ value: String(o.id), label: `${o.code} ${o.name}` }));
}

export function useCityOptions(): Option[] {
  const { data } = useKitRead<{ data: { code: string; name: string }[] }>('/regions');
  return (data?.data ?? []).map((c) => ({ value: c.code, label: c.name }));
}

/** Organisations in the manager's scope; only asked for when the manager may read them. */
export function useOrganizationOptions(enabled: boolean): Option[] {
  const { data } = useKitRead<{ data: { id: number; name: string }[] }>(enabled ? '/manage/organizations' : null, { per_page: 100, status: 'approved' });
  return (data?.data ?? []).map((o) => ({ value: String(o.id), label: o.name }));
}

/** Message key of each sortable column's label. */
export const SORT_LABELS = {
  code: 'sortCode', name: 'sortName', created_at: 'sortCreatedAt', updated_at: 'sortUpdatedAt', level: 'sortLevel', reviewed_at: 'sortReviewedAt',
} as const;
