import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';

// Unknown paths land here (the middleware rewrites every path under a locale segment), so the
// 404 page is rendered in the visitor's language.
export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function CatchAll({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  notFound();
}
