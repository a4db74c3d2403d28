import type { Metadata } from 'next';
import { PlainLink } from '@/components/front/plain-link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadBatches, loadMoxibustionSummary } from '@/lib/api/queries/moxibustion';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { BatchCard } from '@/components/front/moxibustion/batch-card';
import { ProgrammeFigures } from '@/components/front/moxibustion/programme-figures';
import { buttonClasses } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Moxibustion' });
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('metaTitle'), description: t('metaDescription'), path: '/moxibustion' });
}

/** The programme's landing page: what it is, its figures, the batches open now and the ways in. */
export default async function MoxibustionPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, summary, open] = await Promise.all([getTranslations('Moxibustion'), loadMoxibustionSummary(), loadBatches({ status: 'enrolling', page: 1 }, 4)]);
  return (
    <PageFrame title={t('heading')} intro={t('intro')}>
      {summary && <ProgrammeFigures summary={summary} />}
      <div className="mt-6 flex flex-wrap gap-3">
        <PlainLink href="/moxibustion/enrollLists" className={buttonClasses('primary')}>{t('allBatches')}</PlainLink>
        <PlainLink href="/moxibustion/certificateSearch" className={buttonClasses('outline')}>{t('certificateSearch')}</PlainLink>
      </div>
      <h2 className="mt-8 text-lg font-semibold text-slate-900">{t('openNow')}</h2>
      {open.data.length === 0 ? (
        <EmptyState className="mt-3" title={t('noneOpen')} />
      ) : (
        <ul className="mt-3 grid gap-4 lg:grid-cols-2">
          {open.data.map((batch) => (
            <BatchCard key={batch.id} batch={batch} />
          ))}
        </ul>
      )}
    </PageFrame>
  );
}
