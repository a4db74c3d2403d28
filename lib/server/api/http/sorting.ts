import { z } from '@hono/zod-openapi';

/** `sort` (one of the listed columns) and `order` query parameters of a back-office list. */
export function sortParams<const K extends readonly [string, ...string[]]>(keys: K) {
  return {
    sort: z.enum(keys).optional().openapi({ description: 'Column to sort by' }),
    order: z.enum(['asc', 'desc']).optional().openapi({ description: 'Sort direction (default desc)' }),
  };
}
