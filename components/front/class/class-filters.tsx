import { PROVINCE_WIDE } from '@/lib/api/city-scope';
import { useTranslations } from 'next-intl';
import type { Occupation } from '@/lib/contract/occupation';
import type { Region } from '@/lib/contract/region';
import { CLASS_LIST_STATUSES, type ClassFilters as Filters } from '@/lib/api/queries/classes';
import { FilterForm } from '@/components/ui/filter-form';
import { InputField, SelectField } from '@/components/ui/filter-fields';
import { levelKey } from '../level-name';
import { classStatusKeys } from './status';

type Props = { filters: Filters; cities: Region[]; districts: Region[]; occupations: Occupation[] };

export const regionOptions = (regions: Region[]) => regions.map((r) => ({ value: r.code, label: r.name }));
export const occupationOptions = (occupations: Occupation[]) => occupations.map((o) => ({ value: String(o.id), label: o.name }));

export function useLevelOptions() {
  const levels = useTranslations('Levels');
  return [1, 2, 3, 4, 5].map((n) => ({ value: String(n), label: levels(levelKey(n)!) }));
}

export function ClassFilters({ filters, cities, districts, occupations }: Props) {
  const t = useTranslations('Filters');
  const card = useTranslations('ClassCard');
  const levelOptions = useLevelOptions();
  const statuses = CLASS_LIST_STATUSES.map((s) => ({ value: s, label: card(classStatusKeys[s]) }));

  return (
    <FilterForm action="/class" label={t('label')} submitLabel={t('submit')} resetLabel={t('reset')}>
      <InputField name="keyword" label={t('keyword')} value={filters.keyword} placeholder={t('classKeywordPlaceholder')} className="sm:col-span-2" />
      <SelectField name="city_code" label={t('city')} value={filters.city_code} options={regionOptions(cities)} anyLabel={t('allCities')} anyValue={PROVINCE_WIDE} autoSubmit clears={['area_code']} />
      <SelectField name="area_code" label={t('district')} value={filters.area_code} options={regionOptions(districts)} anyLabel={filters.city_code ? t('allDistricts') : t('chooseCityFirst')} autoSubmit />
      <SelectField name="occupation_id" label={t('occupation')} value={filters.occupation_id} options={occupationOptions(occupations)} anyLabel={t('allOccupations')} autoSubmit />
      <SelectField name="level" label={t('level')} value={filters.level} options={levelOptions} anyLabel={t('allLevels')} autoSubmit />
      <SelectField name="status" label={t('status')} value={filters.status} options={statuses} anyLabel={t('allStatuses')} autoSubmit />
      <InputField name="start_from" type="date" label={t('startFrom')} value={filters.start_from} />
    </FilterForm>
  );
}
