'use client';

import { useState, type FormEvent } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { inputClass } from '../ops/list-states';
import type { ListQuery } from '../ops/use-manage-list';
import { CLASS_SORTS, CLASS_STATUSES, LEVELS, SORT_KEYS } from './class-api';
import { useOccupations, useOrganizationChoices, useRegions } from './use-class-options';

type Props = { query: ListQuery; onFilter: (next: ListQuery) => void };

/** Keyword, status, city, occupation, level, organiser (where the manager sees several) and sort. */
export function ClassFilters({ query, onFilter }: Props) {
  const t = useTranslations('ManageClasses');
  const [keyword, setKeyword] = useState(String(query.keyword ?? ''));
  const occupations = useOccupations();
  const cities = useRegions(null);
  const organizations = useOrganizationChoices();
  const value = (key: string) => String(query[key] ?? '');
  const pick = (key: string) => (e: { target: { value: string } }) => onFilter({ [key]: e.target.value || undefined });
  const search = (event: FormEvent) => { event.preventDefault(); onFilter({ keyword: keyword.trim() || undefined }); };

  return (
    <form onSubmit={search} className="flex flex-wrap items-end gap-3" role="search" aria-label={t('filters')}>
      <label className="text-sm text-slate-700">{t('keyword')}
        <input className={`${inputClass} ml-2`} value={keyword} onChange={(e) => setKeyword(e.target.value)} placeholder={t('keywordPlaceholder')} />
      </label>
      <label className="text-sm text-slate-700">{t('statusFilter')}
        <select className={`${inputClass} ml-2`} value={value('status')} onChange={pick('status')}>
          <option value="">{t('allStatuses')}</option>
          {CLASS_STATUSES.map((s) => <option key={s} value={s}>{t(`status.${s}`)}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700">{t('cityFilter')}
        <select className={`${inputClass} ml-2`} value={value('city_code')} onChange={pick('city_code')}>
          <option value="">{t('allCities')}</option>
          {cities?.map((c) => <option key={c.code} value={c.code}>{c.name}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700">{t('occupationFilter')}
        <select className={`${inputClass} ml-2 max-w-48`} value={value('occupation_id')} onChange={pick('occupation_id')}>
          <option value="">{t('allOccupations')}</option>
          {occupations?.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
        </select>
      </label>
      <label className="text-sm text-slate-700">{t('levelFilter')}
        <select className={`${inputClass} ml-2`} value={value('level')} onChange={pick('level')}>
          <option value="">{t('allLevels')}</option>
          {LEVELS.map((l) => <option key={l} value={l}>{t('levelValue', { level: l })}</option>)}
        </select>
      </label>
      {organizations && organizations.length > 0 && (
        <label className="text-sm text-slate-700">{t('organizationFilter')}
          <select className={`${inputClass} ml-2 max-w-56`} value={value('organization_id')} onChange={pick('organization_id')}>
            <option value="">{t('allOrganizations')}</option>
            {organizations.map((o) => <option key={o.id} value={o.id}>{o.name}</option>)}
          </select>
        </label>
      )}
      <label className="text-sm text-slate-700">{t('sort')}
        <select className={`${inputClass} ml-2`} value={value('sort') || '-created_at'} onChange={pick('sort')}>
          {CLASS_SORTS.map((s) => <option key={s} value={s}>{t(`sorts.${SORT_KEYS[s]}`)}</option>)}
        </select>
      </label>
      <Button type="submit" variant="manage" size="sm">{t('search')}</Button>
    </form>
  );
}
