import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadEnrollNotices } from '@/lib/api/queries/classes';
import { EnrollNotices } from '@/components/front/class/enroll-notices';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';

// No search parameters: the notice board is one cached page per locale, refreshed every minute.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'EnrollNotices' });
  return pageMetadata({ locale: toAppLocale((await params).locale), title: t('metaTitle'), description: t('metaDescription'), path: '/enroll' });
}

export default async function EnrollPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, items] = await Promise.all([getTranslations('EnrollNotices'), loadEnrollNotices()]);
  return (
    <PageFrame title={t('heading')} intro={t('intro', { count: items.length })}>
      <EnrollNotices items={items} />
    </PageFrame>
  );
}
