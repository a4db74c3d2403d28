import type { Metadata } from 'next';
import { headers } from 'next/headers';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { NONCE_HEADER } from '@/lib/security/headers';
import { NotFoundPage } from '@/components/app/not-found-page';

// Unknown addresses (and /404) land here in the visitor's language. The middleware has already
// answered them 404 (lib/navigation/page-routes.ts), so the page draws the not-found content itself,
// whole on the server: Next's notFound() in a page rendered per request sends an empty shell that
// only JavaScript fills. A path that skipped the middleware (a dotted one) gets notFound() for its 404.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'NotFound' });
  return { title: t('metaTitle'), robots: { index: false } };
}

export default async function CatchAll({ params }: LocaleParams) {
  setRequestLocale(toAppLocale((await params).locale));
  if (!(await headers()).has(NONCE_HEADER)) notFound();
  return <NotFoundPage />;
}
