import { PROVINCE_WIDE } from '@/lib/api/city-scope';
import { useTranslations } from 'next-intl';
import type { Occupation } from '@/lib/contract/occupation';
import type { Region } from '@/lib/contract/region';
import type { PeopleFilters } from '@/lib/api/queries/people';
import { FilterForm } from '@/components/ui/filter-form';
import { InputField, SelectField } from '@/components/ui/filter-fields';
import { occupationOptions, regionOptions, useLevelOptions } from '../class/class-filters';

type Props = { action: string; filters: PeopleFilters; cities: Region[]; occupations: Occupation[]; withLevel?: boolean; keywordPlaceholder: string };

export function DirectoryFilters({ action, filters, cities, occupations, withLevel, keywordPlaceholder }: Props) {
  const t = useTranslations('Filters');
  const levelOptions = useLevelOptions();
  return (
    <FilterForm action={action} label={t('label')} submitLabel={t('search')} resetLabel={t('reset')}>
      <InputField name="keyword" label={t('keyword')} value={filters.keyword} placeholder={keywordPlaceholder} />
      <SelectField name="city_code" label={t('city')} value={filters.city_code} options={regionOptions(cities)} anyLabel={t('allCities')} anyValue={PROVINCE_WIDE} autoSubmit />
      <SelectField name="occupation_id" label={t('occupation')} value={filters.occupation_id} options={occupationOptions(occupations)} anyLabel={t('allOccupations')} autoSubmit />
      {withLevel && <SelectField name="level" label={t('level')} value={filters.level} options={levelOptions} anyLabel={t('allLevels')} autoSubmit />}
    </FilterForm>
  );
}
