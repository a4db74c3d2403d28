import type { Metadata } from 'next';
import { PlainLink } from '@/components/front/plain-link';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { batchIdParam, ENROLLEES_PER_PAGE, loadBatch, loadEnrollees } from '@/lib/api/queries/moxibustion';
import { hrefWith, pageParam, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { SafeHtml } from '@/components/front/safe-html';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { excerpt, pageMetadata } from '@/components/front/content/page-metadata';
import { BatchFacts } from '@/components/front/moxibustion/batch-facts';
import { BatchStatus } from '@/components/front/moxibustion/batch-status';
import { EnrolleeTable } from '@/components/front/moxibustion/enrollee-table';
import { buttonClasses } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { PaginationLinks } from '@/components/ui/pagination-links';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Moxibustion' });
  const id = batchIdParam(await searchParams);
  const batch = id ? await loadBatch(id) : null;
  if (!batch) return { title: t('metaTitle'), robots: { index: false } };
  return pageMetadata({ locale: toAppLocale((await params).locale), title: batch.title, description: excerpt(batch.description) || t('metaDescription'), path: `/moxibustion/enrollInfo?id=${batch.id}` });
}

/** One batch: its facts, how to enrol, and the published admission list. */
export default async function MoxibustionEnrollInfoPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const query = await searchParams;
  const id = batchIdParam(query);
  const page = pageParam(query);
  const [t, batch, enrollees] = await Promise.all([getTranslations('Moxibustion'), id ? loadBatch(id) : null, id ? loadEnrollees(id, page).catch(() => null) : null]);
  if (!batch) notFound();
  const canEnroll = batch.status === 'enrolling' && batch.seats_left > 0;
  return (
    <PageFrame title={batch.title} crumbs={[{ label: t('metaTitle'), href: '/moxibustion' }, { label: t('listHeading'), href: '/moxibustion/enrollLists' }, { label: batch.title }]}>
      <div className="grid gap-6 lg:grid-cols-3">
        <Card className="p-4 md:p-6 lg:col-span-2">
          <div className="mb-2"><BatchStatus status={batch.status} /></div>
          <BatchFacts batch={batch} />
          {batch.description && <SafeHtml html={sanitizeRichText(batch.description)} className="mt-4" />}
        </Card>
        <Card className="flex flex-col gap-3 p-4 md:p-6">
          <p className="text-sm text-slate-700">{canEnroll ? t('enrollHint', { left: batch.seats_left }) : t('enrollClosed')}</p>
          {canEnroll && <PlainLink href={`/moxibustion/enroll?id=${batch.id}`} className={buttonClasses('primary', 'lg')}>{t('enroll')}</PlainLink>}
          <PlainLink href="/moxibustion/certificateSearch" className={buttonClasses('outline')}>{t('certificateSearch')}</PlainLink>
        </Card>
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('enrolleesHeading')}</h2>
      <div className="mt-3">
        {!enrollees || enrollees.data.length === 0 ? (
          <EmptyState title={t('noEnrollees')} />
        ) : (
          <>
            <EnrolleeTable items={enrollees.data} offset={(enrollees.meta.pagination.current_page - 1) * ENROLLEES_PER_PAGE} />
            <PaginationLinks className="mt-4" pagination={enrollees.meta.pagination} hrefFor={(p) => hrefWith('/moxibustion/enrollInfo', { id: batch.id, page: p })} />
          </>
        )}
      </div>
    </PageFrame>
  );
}
