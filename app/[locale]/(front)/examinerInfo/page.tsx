import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { orNotFound, requireId } from '@/lib/api/queries/id-param';
import { loadCities } from '@/lib/api/queries/options';
import { loadExaminer } from '@/lib/api/queries/people';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { excerpt, pageMetadata } from '@/components/front/content/page-metadata';
import { cityNames } from '@/components/front/directory/city-names';
import { examinerHref } from '@/components/front/directory/hrefs';
import { ExaminerProfile } from '@/components/front/directory/profiles';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ExaminerPage' });
  const id = await requireId(searchParams);
  const item = await loadExaminer(id);
  if (!item) return { title: t('notFound'), robots: { index: false } };
  const description = excerpt(item.introduction) || t('metaDescription');
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('detailTitle', { name: item.name }), description, path: examinerHref(id) });
}

export default async function ExaminerInfoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const id = await requireId(searchParams);
  const [t, item, cities] = await Promise.all([getTranslations('ExaminerPage'), loadExaminer(id).then(orNotFound), loadCities()]);
  return (
    <PageFrame title={item.name} crumbs={[{ label: t('heading'), href: '/examiner' }, { label: item.name }]} showTitle={false}>
      <ExaminerProfile item={item} city={cityNames(cities)(item.city_code)} />
    </PageFrame>
  );
}
