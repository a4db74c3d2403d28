'use client';

import { useTranslations } from 'next-intl';
import { enumKey, hasEnumLabel, type EnumGroup } from '@/lib/format/enum-labels';

/** The translated label of an enum value (ManageEnums, every area's one dictionary); an unknown value is shown as it is. */
export function useEnumLabel() {
  const t = useTranslations('ManageEnums');
  return (group: EnumGroup, value: string | null | undefined): string => {
    if (value === null || value === undefined || value === '') return '—';
    return hasEnumLabel(group, value) ? t(`${group}.${enumKey(value)}` as Parameters<typeof t>[0]) : value;
  };
}
