import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { MoxibustionCertificateSearchForm } from '@/components/front/moxibustion/certificate-search-form';
import { IntlScope } from '@/components/ui/intl-scope';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'Moxibustion' });
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('searchMetaTitle'), description: t('searchMetaDescription'), path: '/moxibustion/certificateSearch' });
}

export default async function MoxibustionCertificateSearchPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const t = await getTranslations('Moxibustion');
  return (
    <PageFrame title={t('searchHeading')} intro={t('searchIntro')} crumbs={[{ label: t('metaTitle'), href: '/moxibustion' }, { label: t('searchHeading') }]}>
      <IntlScope namespaces={['Moxibustion', 'Throttle']}>
        <MoxibustionCertificateSearchForm />
      </IntlScope>
    </PageFrame>
  );
}
