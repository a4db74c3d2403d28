import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadContentPage, type ContentSlug } from '@/lib/api/queries/content';
import { orNotFound } from '@/lib/api/queries/id-param';
import { Card } from '@/components/ui/card';
import { SafeHtml } from '../safe-html';
import { PageFrame } from './page-frame';
import { excerpt, pageMetadata } from './page-metadata';

/** generateMetadata and the page for one GET /pages/{slug} content page (aboutUs, contact, …). */
export function contentRoute(slug: ContentSlug) {
  async function generateMetadata({ params }: LocaleParams): Promise<Metadata> {
    const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'ContentPage' });
    const page = await loadContentPage(slug);
    return pageMetadata({ locale: toAppLocale((await params).locale), title: t(slug), description: excerpt(page?.content) || t('metaDescription'), path: `/${slug}` });
  }

  async function ContentRoutePage({ params }: LocaleParams) {
    setRequestLocale(toAppLocale((await params).locale));
    const [t, page] = await Promise.all([getTranslations('ContentPage'), loadContentPage(slug).then(orNotFound)]);
    return (
      <PageFrame title={t(slug)}>
        <Card as="article" className="px-4 py-6 md:px-12 md:py-10">
          <SafeHtml html={sanitizeRichText(page.content)} className="mx-auto max-w-3xl" />
        </Card>
      </PageFrame>
    );
  }

  return { generateMetadata, Page: ContentRoutePage };
}
