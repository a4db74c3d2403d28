import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { fetchAll } from '@/lib/api/queries/fetch';
import { choiceParam, hrefWith, textParam, type SearchParams, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import type { Occupation } from '@/lib/contract/occupation';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { groupKey, OCCUPATION_GROUP_CODES } from '@/components/front/occupation/groups';
import { OccupationCatalogue } from '@/components/front/occupation/occupation-catalogue';
import { OccupationSearch } from '@/components/front/occupation/occupation-search';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

const readQuery = (params: SearchParams) => ({
  category_code: choiceParam(params, 'category_code', OCCUPATION_GROUP_CODES),
  keyword: textParam(params, 'keyword'),
});

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const [t, groups] = await Promise.all([getTranslations({ locale, namespace: 'Occupations' }), getTranslations({ locale, namespace: 'OccupationGroups' })]);
  const query = readQuery(await searchParams);
  const key = query.category_code && groupKey(query.category_code);
  const title = key ? t('metaTitleGroup', { group: groups(key) }) : t('metaTitle');
  return pageMetadata({ locale, title, description: t('metaDescription'), path: hrefWith('/occupation', query) });
}

export default async function OccupationPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const query = readQuery(await searchParams);
  const [t, occupations] = await Promise.all([getTranslations('Occupations'), fetchAll<Occupation>('/occupations', { ...query, with_counts: 1 })]);
  return (
    <PageFrame title={t('heading')} intro={t('intro', { count: occupations.length })}>
      <OccupationSearch categoryCode={query.category_code} keyword={query.keyword} />
      <div className="mt-6">
        <OccupationCatalogue occupations={occupations} />
      </div>
    </PageFrame>
  );
}
