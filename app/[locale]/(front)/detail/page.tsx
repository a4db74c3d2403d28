import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { env } from '@/lib/env';
import { sanitizeRichText } from '@/lib/html/sanitize';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { orNotFound, requireId } from '@/lib/api/queries/id-param';
import { loadNewsItem } from '@/lib/api/queries/news';
import type { SearchParamsPromise } from '@/lib/api/queries/search-params';
import { JsonLd } from '@/components/front/content/json-ld';
import { PageFrame } from '@/components/front/content/page-frame';
import { excerpt, pageMetadata } from '@/components/front/content/page-metadata';
import { NewsMeta } from '@/components/front/news/news-meta';
import { newsArticleJsonLd } from '@/components/front/news/news-json-ld';
import { newsHref } from '@/components/front/news-list';
import { SafeHtml } from '@/components/front/safe-html';
import { Card } from '@/components/ui/card';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'NewsDetail' });
  const id = await requireId(searchParams);
  const item = await loadNewsItem(id);
  if (!item) return { title: t('notFound'), robots: { index: false } };
  const description = item.summary || excerpt(item.content) || t('metaDescription');
  return pageMetadata({ locale: toAppLocale((await params).locale), title: item.title, description, path: newsHref(id), type: 'article' });
}

export default async function NewsDetailPage({ params, searchParams }: Props) {
  const locale = toAppLocale((await params).locale);
  setRequestLocale(locale);
  const id = await requireId(searchParams);
  const [t, site, item] = await Promise.all([getTranslations('NewsDetail'), getTranslations('Site'), loadNewsItem(id).then(orNotFound)]);
  const category = item.category?.data;
  const crumbs = [
    { label: t('news'), href: '/news' },
    ...(category ? [{ label: category.name, href: `/news?category_id=${category.id}` }] : []),
    { label: item.title },
  ];

  return (
    <PageFrame title={item.title} crumbs={crumbs} showTitle={false}>
      <JsonLd data={newsArticleJsonLd(item, new URL(newsHref(id), env().SITE_URL).toString(), site('title'))} />
      <Card as="article" className="px-4 py-6 md:px-12 md:py-10">
        <header className="border-b border-slate-100 pb-4 text-center">
          <h1 className="text-xl font-bold leading-snug text-slate-900 md:text-2xl">{item.title}</h1>
          <div className="mt-3">
            <NewsMeta item={item} />
          </div>
        </header>
        <SafeHtml html={sanitizeRichText(item.content ?? '')} className="mx-auto mt-6 max-w-3xl" />
      </Card>
    </PageFrame>
  );
}
