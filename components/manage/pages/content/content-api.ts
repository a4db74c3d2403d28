import { apiFetch } from '@/lib/api/client';
import { kitSend } from '../../kit/send';
import type { z } from 'zod';
import type { CategoryBody, ContentImage, ManagedCategory as Category, ManagedNews, ManagedPage, NewsBody } from '@/lib/contract/content-admin';

// The back-office content calls (routes/manage-news.ts, manage-news-categories.ts, manage-pages.ts).

export const NEWS_PATH = '/manage/news';
export const CATEGORIES_PATH = '/manage/news-categories';
export const PAGES_PATH = '/manage/pages';
/** The hidden sidebar item news/edit; ?id= names the article, none starts a new one. */
export const EDIT_PATH = '/manage/news/edit';

export type { ManagedCategory as Category, ManagedNews, ManagedPage } from '@/lib/contract/content-admin';
export type NewsInput = z.input<typeof NewsBody>;
export type CategoryInput = z.input<typeof CategoryBody>;

type One<T> = { data: T };
// Every write is sent from an editor or a confirmation, which shows a 422 by its field: kitSend
// leaves it untoasted and toasts anything else once.
const call = <T,>(path: string, method: 'POST' | 'PUT' | 'DELETE', body?: unknown) => kitSend<T>(path, method, body);

export const saveNews = (id: number | null, input: NewsInput) =>
  id ? call<One<ManagedNews>>(`${NEWS_PATH}/${id}`, 'PUT', input) : call<One<ManagedNews>>(NEWS_PATH, 'POST', input);
export const deleteNews = (id: number) => call(`${NEWS_PATH}/${id}`, 'DELETE');
export const publishNews = (id: number) => call<One<ManagedNews>>(`${NEWS_PATH}/${id}/publish`, 'POST');
export const unpublishNews = (id: number) => call<One<ManagedNews>>(`${NEWS_PATH}/${id}/unpublish`, 'POST');
export const scheduleNews = (id: number, publishAt: string) => call<One<ManagedNews>>(`${NEWS_PATH}/${id}/schedule`, 'POST', { publish_at: publishAt });

export const saveCategory = (id: number | null, input: CategoryInput) =>
  id ? call<One<Category>>(`${CATEGORIES_PATH}/${id}`, 'PUT', input) : call<One<Category>>(CATEGORIES_PATH, 'POST', input);
export const deleteCategory = (id: number) => call(`${CATEGORIES_PATH}/${id}`, 'DELETE');

export const savePage = (slug: string, input: { title: string; content: string }) => call<One<ManagedPage>>(`${PAGES_PATH}/${slug}`, 'PUT', input);

/** Uploads an editor image under the page's own permission; answers its public address. */
export async function uploadImage(base: typeof NEWS_PATH | typeof PAGES_PATH, file: File): Promise<string> {
  const form = new FormData();
  form.append('image', file);
  return (await apiFetch<One<ContentImage>>(`${base}/images`, { method: 'POST', guard: 'manage', body: form })).data.url;
}
