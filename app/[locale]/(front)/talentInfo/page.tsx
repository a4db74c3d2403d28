import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { orNotFound, requireId } from '@/lib/api/queries/id-param';
import { loadCities } from '@/lib/api/queries/options';
import { loadTalent } from '@/lib/api/queries/people';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { excerpt, pageMetadata } from '@/components/front/content/page-metadata';
import { cityNames } from '@/components/front/directory/city-names';
import { talentHref } from '@/components/front/directory/hrefs';
import { TalentProfile } from '@/components/front/directory/profiles';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'TalentPage' });
  const id = await requireId(searchParams);
  const item = await loadTalent(id);
  if (!item) return { title: t('notFound'), robots: { index: false } };
  const description = excerpt(item.introduction) || t('metaDescription');
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('detailTitle', { name: item.name }), description, path: talentHref(id) });
}

export default async function TalentInfoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = await requireId(searchParams);
  const [t, item, cities] = await Promise.all([getTranslations('TalentPage'), loadTalent(id).then(orNotFound), loadCities()]);
  return (
    <PageFrame title={item.name} crumbs={[{ label: t('heading'), href: '/talent' }, { label: item.name }]} showTitle={false}>
      <TalentProfile item={item} city={cityNames(cities)(item.city_code)} />
    </PageFrame>
  );
}
