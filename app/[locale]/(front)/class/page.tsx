import { PlainLink } from '@/components/front/plain-link';
import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { chosenCity } from '@/lib/api/queries/chosen-city';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadClassPage, readClassFilters } from '@/lib/api/queries/classes';
import { loadCities, loadDistricts, loadOccupations } from '@/lib/api/queries/options';
import { hrefWith, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { ClassFilters } from '@/components/front/class/class-filters';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { ClassList } from '@/components/front/home/class-section';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationLinks } from '@/components/ui/pagination-links';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'ClassList' });
  const filters = readClassFilters(await searchParams);
  const title = filters.page > 1 ? t('metaTitlePage', { page: filters.page }) : t('metaTitle');
  return pageMetadata({ locale, title, description: t('metaDescription'), path: hrefWith('/class', filters) });
}

export default async function ClassListPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const filters = readClassFilters(await searchParams, await chosenCity());
  const [t, result, cities, districts, occupations] = await Promise.all([
    getTranslations('ClassList'),
    loadClassPage(filters),
    loadCities(),
    loadDistricts(filters.city_code),
    loadOccupations(),
  ]);
  const { pagination } = result.meta;

  return (
    <PageFrame title={t('heading')}>
      <ClassFilters filters={filters} cities={cities} districts={districts} occupations={occupations} />
      <p className="mt-5 text-sm text-slate-600" role="status">
        {t('total', { count: pagination.total })}
      </p>
      <div className="mt-3">
        {result.data.length === 0 ? (
          <EmptyState title={t('empty')} action={<PlainLink href="/class" className={buttonClasses('outline', 'sm')}>{t('clearFilters')}</PlainLink>} />
        ) : (
          <ClassList items={result.data} headingLevel="h2" />
        )}
      </div>
      <PaginationLinks className="mt-6" pagination={pagination} hrefFor={(page) => hrefWith('/class', { ...filters, page })} />
    </PageFrame>
  );
}
