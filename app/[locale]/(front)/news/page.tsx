import type { Metadata } from 'next';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { toAppLocale, type LocaleParams } from '@/lib/i18n/routing';
import { loadNewsCategories, loadNewsPage } from '@/lib/api/queries/news';
import { hrefWith, intParam, pageParam, type SearchParams, type SearchParamsPromise } from '@/lib/api/queries/search-params';
import { PageFrame } from '@/components/front/content/page-frame';
import { pageMetadata } from '@/components/front/content/page-metadata';
import { CategoryTabs } from '@/components/front/news/category-tabs';
import { NewsList } from '@/components/front/news-list';
import { Card } from '@/components/ui/card';
import { PaginationLinks } from '@/components/ui/pagination-links';

type Props = LocaleParams & { searchParams: SearchParamsPromise };

const readQuery = (params: SearchParams) => ({ category_id: intParam(params, 'category_id'), page: pageParam(params) });

export async function generateMetadata({ params, searchParams }: Props): Promise<Metadata> {
  const t = await getTranslations({ locale: toAppLocale((await params).locale), namespace: 'NewsList' });
  const query = readQuery(await searchParams);
  const category = query.category_id ? (await loadNewsCategories()).find((c) => c.id === query.category_id) : undefined;
  const base = category ? t('metaTitleCategory', { category: category.name }) : t('metaTitle');
  const title = query.page > 1 ? t('withPage', { title: base, page: query.page }) : base;
  return pageMetadata({ locale: toAppLocale((await params).locale), title, description: t('metaDescription'), path: hrefWith('/news', query) });
}

export default async function NewsPage({ params, searchParams }: Props) {
  setRequestLocale(toAppLocale((await params).locale));
  const query = readQuery(await searchParams);
  const [t, categories, result] = await Promise.all([getTranslations('NewsList'), loadNewsCategories(), loadNewsPage(query.category_id, query.page)]);
  const category = categories.find((c) => c.id === query.category_id);
  const crumbs = category ? [{ label: t('heading'), href: '/news' }, { label: category.name }] : undefined;

  return (
    <PageFrame title={category?.name ?? t('heading')} crumbs={crumbs}>
      <CategoryTabs categories={categories} current={category?.id} />
      <Card className="mt-4 px-4 py-2 md:px-6">
        <NewsList items={result.data} />
      </Card>
      <PaginationLinks className="mt-6" pagination={result.meta.pagination} hrefFor={(page) => hrefWith('/news', { ...query, page })} />
    </PageFrame>
  );
}
