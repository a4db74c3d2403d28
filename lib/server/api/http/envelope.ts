import type { CollectionResponse, ItemResponse, ListResponse } from '@/lib/contract/envelope';
import type { PageRequest } from '@/lib/server/domain/paging';
import { paginationMeta } from './pagination';

export const item = <T>(data: T): ItemResponse<T> => ({ data });

export const collection = <T>(data: T[]): CollectionResponse<T> => ({ data });

export function list<T>(url: string, page: PageRequest, result: { data: T[]; total: number }): ListResponse<T> {
  return { data: result.data, meta: { pagination: paginationMeta(url, page, result.total, result.data.length) } };
}
