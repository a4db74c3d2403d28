import 'server-only';
import { cache } from 'react';
import { publicRead } from '@/lib/api/cache/public-read';
import { ApiRequestError, type ApiQuery } from '@/lib/api/server';
import type { CollectionResponse, ItemResponse, ListResponse } from '@/lib/contract/envelope';

const MAX_PER_PAGE = 100;

export function fetchList<T>(path: string, query: ApiQuery = {}): Promise<ListResponse<T>> {
  return publicRead<ListResponse<T>>(path, query);
}

export async function fetchCollection<T>(path: string, query: ApiQuery = {}): Promise<T[]> {
  return (await publicRead<CollectionResponse<T>>(path, query)).data;
}

/** One resource, or null when the API says it does not exist; shared by generateMetadata and the page. */
export const fetchItem = cache(async function fetchItem<T>(path: string, include?: string): Promise<T | null> {
  try {
    return (await publicRead<ItemResponse<T>>(path, { include })).data;
  } catch (error) {
    if (error instanceof ApiRequestError && error.status === 404) return null;
    throw error;
  }
}) as <T>(path: string, include?: string) => Promise<T | null>;

/** Every page of a list at the API's largest page size, up to maxPages pages. */
export async function fetchAll<T>(path: string, query: ApiQuery = {}, maxPages = 10): Promise<T[]> {
  const items: T[] = [];
  for (let page = 1; page <= maxPages; page += 1) {
    const { data, meta } = await fetchList<T>(path, { ...query, page, per_page: MAX_PER_PAGE });
    items.push(...data);
    if (page >= meta.pagination.total_pages) break;
  }
  return items;
}
