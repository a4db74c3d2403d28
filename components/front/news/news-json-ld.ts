import type { News } from '@/lib/contract/news';

export function newsArticleJsonLd(item: News, url: string, publisher: string): Record<string, unknown> {
  return {
    '@type': 'NewsArticle',
    headline: item.title,
    url,
    mainEntityOfPage: url,
    ...(item.summary && { description: item.summary }),
    ...(item.published_at && { datePublished: item.published_at }),
    ...(item.cover && { image: [item.cover] }),
    ...(item.category?.data && { articleSection: item.category.data.name }),
    author: item.author ? { '@type': 'Person', name: item.author } : { '@type': 'Organization', name: item.source ?? publisher },
    publisher: { '@type': 'Organization', name: publisher },
  };
}
