import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { chosenCity } from '@/lib/api/queries/chosen-city';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadCities, loadOccupations } from '@/lib/api/queries/options';
import { loadTeachers, readPeopleFilters } from '@/lib/api/queries/people';
import { hrefWith, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { cityNames } from '@/components/front/directory/city-names';
import { DirectoryList } from '@/components/front/directory/directory-list';
import { TeacherCard } from '@/components/front/directory/people-cards';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'TeacherPage' });
  const filters = readPeopleFilters(await searchParams);
  const title = filters.page > 1 ? t('metaTitlePage', { page: filters.page }) : t('metaTitle');
  return pageMetadata({ locale: toAppLocale((await params).locale), title, description: t('metaDescription'), path: hrefWith('/teacher', filters) });
}

export default async function TeacherListPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const filters = readPeopleFilters(await searchParams, false, await chosenCity());
  const [t, result, cities, occupations] = await Promise.all([getTranslations('TeacherPage'), loadTeachers(filters), loadCities(), loadOccupations()]);
  const city = cityNames(cities);
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      <DirectoryList
        action="/teacher"
        filters={filters}
        cities={cities}
        occupations={occupations}
        keywordPlaceholder={t('keywordPlaceholder')}
        result={result}
        renderItem={(item) => <TeacherCard item={item} city={city(item.city_code)} />}
      />
    </PageFrame>
  );
}
