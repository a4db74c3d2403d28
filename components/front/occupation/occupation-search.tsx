import { useTranslations } from 'next-intl';
import { FilterForm } from '@/components/ui/filter-form';
import { InputField, SelectField } from '@/components/ui/filter-fields';
import { OCCUPATION_GROUP_CODES } from './groups';

export function OccupationSearch({ categoryCode, keyword }: { categoryCode?: string; keyword?: string }) {
  const t = useTranslations('Filters');
  const groups = useTranslations('OccupationGroups');
  const options = OCCUPATION_GROUP_CODES.map((code) => ({ value: code, label: groups(`group${code}`) }));
  return (
    <FilterForm action="/occupation" label={t('label')} submitLabel={t('search')} resetLabel={t('reset')}>
      <InputField name="keyword" label={t('keyword')} value={keyword} placeholder={t('occupationKeywordPlaceholder')} className="sm:col-span-2" />
      <SelectField name="category_code" label={t('category')} value={categoryCode} options={options} anyLabel={t('allCategories')} autoSubmit className="sm:col-span-2" />
    </FilterForm>
  );
}
