import type { Metadata } from 'next';
import { getTranslations } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { NotFoundPage } from '@/components/app/not-found-page';

// Next takes a not-found page's title from here, not from the page that called notFound(): one title
// ("页面不存在 - site title") for every missing page.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

// Rendered for notFound() anywhere under [locale] (a missing news item, class or batch).
export default function NotFound() {
  return <NotFoundPage />;
}
