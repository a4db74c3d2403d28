import { z } from 'zod';

// The envelope every answer of /api/v1 shares (DESIGN.md "API contract conventions"): { data } for one
// resource, { data, meta.pagination } for a page of a list; `include=a,b.c` adds `a: { data: … }`.

export const included = <S extends z.ZodType>(schema: S) => z.object({ data: schema });

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
export const ErrorSchema = z
  .object({
    message: z.string(),
    status_code: z.number().int(),
    code: z.string(),
    errors: z.record(z.string(), z.array(z.string())).optional(),
  })
  .meta({ id: 'Error' });
export type ErrorAnswer = z.infer<typeof ErrorSchema>;
/** An error body as a client reads it: an upstream back end of the same contract may leave out the code. */
export type ApiError = Omit<ErrorAnswer, 'code'> & Partial<Pick<ErrorAnswer, 'code'>>;

/** A plain acknowledgement (a deletion, a changed password). */
export const MessageSchema = z.object({ message: z.string(), status_code: z.number().int() }).meta({ id: 'Message' });
export type Message = z.infer<typeof MessageSchema>;

/**
 * A line of an upload's progress stream (application/x-ndjson, when the request accepts it): progress
 * reports, then the answer's data or its error.
 */
export const ProgressSchema = z.object({ done: z.number().int(), total: z.number().int() });
export type Progress = z.infer<typeof ProgressSchema>;
export type ProgressLine<T = unknown> = { progress: Progress } | { data: T } | { error: ErrorAnswer };
