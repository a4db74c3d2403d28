import { z } from 'zod';

// The envelope every answer of /api/v1 shares (DESIGN.md "API contract conventions"): { data } for one
// resource, { data, meta.pagination } for a page of a list; `include=a,b.c` adds `a: { data: … }`.

export const included = <S extends z.ZodType>(schema: S) => z.object({ data: schema });
export type Included<T> = { data: T };

export const PaginationSchema = z
  .object({
    total: z.number().int(),
    count: z.number().int(),
    per_page: z.number().int(),
    current_page: z.number().int(),
    total_pages: z.number().int(),
    links: z.object({ previous: z.string().optional(), next: z.string().optional() }),
  })
  .meta({ id: 'Pagination' });
export type Pagination = z.infer<typeof PaginationSchema>;

export type ItemResponse<T> = { data: T };
export type ListResponse<T> = { data: T[]; meta: { pagination: Pagination } };
export type CollectionResponse<T> = { data: T[] };

/** An error answer's body (DESIGN.md "API contract conventions"): field messages in `errors` on a 422. */
export type ApiError = { message: string; status_code: number; code?: string; errors?: Record<string, string[]> };
