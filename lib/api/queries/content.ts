import type { ContentPage } from '@/lib/contract/content-page';
import { fetchItem } from './fetch';

export const CONTENT_SLUGS = ['aboutUs', 'contact', 'introduce', 'club', 'help'] as const;
export type ContentSlug = (typeof CONTENT_SLUGS)[number];

export function loadContentPage(slug: ContentSlug) {
  return fetchItem<ContentPage>(`/pages/${slug}`);
}
