import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { BATCH_STATUSES, loadBatches, readBatchFilters } from '@/lib/api/queries/moxibustion';
import { hrefWith, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { BatchCard } from '@/components/front/moxibustion/batch-card';
import { EmptyState } from '@/components/ui/empty-state';
import { FilterForm } from '@/components/ui/filter-form';
import { SelectField } from '@/components/ui/filter-fields';
import { PaginationLinks } from '@/components/ui/pagination-links';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Moxibustion' });
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('listMetaTitle'), description: t('listMetaDescription'), path: hrefWith('/moxibustion/enrollLists', readBatchFilters(await searchParams)) });
}

/** Every batch of the programme, open enrolment first, with a status filter. */
export default async function MoxibustionEnrollListsPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const filters = readBatchFilters(await searchParams);
  const [t, filterText, result] = await Promise.all([getTranslations('Moxibustion'), getTranslations('Filters'), loadBatches(filters)]);
  return (
    <PageFrame title={t('listHeading')} crumbs={[{ label: t('metaTitle'), href: '/moxibustion' }, { label: t('listHeading') }]}>
      <FilterForm action="/moxibustion/enrollLists" label={filterText('label')} submitLabel={filterText('submit')} resetLabel={filterText('reset')}>
        <SelectField name="status" label={t('statusLabel')} value={filters.status} options={BATCH_STATUSES.map((s) => ({ value: s, label: t(`status.${s}`) }))} anyLabel={t('allStatuses')} autoSubmit />
      </FilterForm>
      <p className="mt-5 text-sm text-slate-600" role="status">{t('total', { count: result.meta.pagination.total })}</p>
      {result.data.length === 0 ? (
        <EmptyState className="mt-3" title={t('noBatches')} />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {result.data.map((batch) => (
            <BatchCard key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
      <PaginationLinks className="mt-6" pagination={result.meta.pagination} hrefFor={(page) => hrefWith('/moxibustion/enrollLists', { ...filters, page })} />
    </PageFrame>
  );
}
