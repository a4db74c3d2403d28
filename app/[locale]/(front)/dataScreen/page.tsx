import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { fetchItem } from '@/lib/api/queries/fetch';
import type { PublicScreen } from '@/lib/contract/data-screen/figures';
import { DATA_SCREEN_PAGES, DATA_SCREEN_ROUTES } from '@/lib/contract/data-screen/routes';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { PublicScreenView } from '@/components/data-screen/public-screen';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const locale = toAppLocale((await params).locale);
  const t = await getTranslations({ locale, namespace: 'DataScreen' });
  return pageMetadata({ locale, title: t('metaTitle'), description: t('metaDescription'), path: DATA_SCREEN_PAGES.public });
}

// The public data screen (issue 32): the province's figures in the HTML, no names and no feed; kept by
// the page cache like the other public pages (lib/navigation/routes.ts).
export default async function DataScreenPage({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  const [t, figures] = await Promise.all([getTranslations('DataScreen'), fetchItem<PublicScreen>(DATA_SCREEN_ROUTES.public)]);
  const heading = figures ? t('publicHeading', { province: figures.scope.province_name }) : t('metaTitle');
  return (
    <PageFrame title={heading} intro={t('publicIntro')}>
      {figures ? <PublicScreenView figures={figures} /> : <p className="text-slate-700">{t('loadFailed')}</p>}
    </PageFrame>
  );
}
