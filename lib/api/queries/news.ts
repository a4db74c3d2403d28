import { cache } from 'react';
import type { News, NewsCategory } from '@/lib/contract/news';
import { fetchCollection, fetchItem, fetchList } from './fetch';

export const NEWS_PER_PAGE = 15;

export const loadNewsCategories = cache(async () =>
  (await fetchCollection<NewsCategory>('/news-categories')).sort((a, b) => a.sort - b.sort || a.id - b.id),
);

export function loadNewsPage(categoryId: number | undefined, page: number) {
  return fetchList<News>('/news', { category_id: categoryId, page, per_page: NEWS_PER_PAGE });
}

export function loadNewsItem(id: number) {
  return fetchItem<News>(`/news/${id}`, 'category');
}
