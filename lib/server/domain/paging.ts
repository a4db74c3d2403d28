// A page of a list, as services take it: the API reads it from ?page= and ?per_page=
// (lib/server/api/http/pagination.ts) and writes the envelope's meta.pagination from it.

export const DEFAULT_PER_PAGE = 15;
export const MAX_PER_PAGE = 100;

export type PageRequest = { page: number; perPage: number };

export function offsetOf({ page, perPage }: PageRequest): number {
  return (page - 1) * perPage;
}
