// How an answer was really produced, read from the headers the servers set, never declared by hand:
// Next's prerender cache (x-nextjs-cache, x-nextjs-prerender), the page cache in front of Next
// (x-page-cache, lib/server/request-hooks/page-cache.ts), the API's response cache (x-api-cache,
// lib/server/api/http/response-cache.ts); anything else was made for this request.

export type Answered = 'prerendered' | 'page cache' | 'response cache' | 'per request';

type HeaderSource = Headers | Record<string, string | string[] | number | undefined>;

function headerOf(headers: HeaderSource, name: string): string {
  if (headers instanceof Headers) return headers.get(name) ?? '';
  const value = headers[name] ?? headers[name.toLowerCase()];
  return Array.isArray(value) ? value.join(',') : String(value ?? '');
}

const KEPT = /^(HIT|STALE)$/i;

export function answeredBy(headers: HeaderSource): Answered {
  if (KEPT.test(headerOf(headers, 'x-page-cache'))) return 'page cache';
  if (KEPT.test(headerOf(headers, 'x-nextjs-cache')) || headerOf(headers, 'x-nextjs-prerender') === '1') return 'prerendered';
  if (KEPT.test(headerOf(headers, 'x-api-cache'))) return 'response cache';
  return 'per request';
}

/** Whether the answer was kept from an earlier one (the database and the renderer were not asked). */
export const isKept = (answered: Answered) => answered !== 'per request';

/** The label a page scenario carries in the report. */
export function pageLabel(answered: Answered): string {
  switch (answered) {
    case 'prerendered':
      return 'prerendered (Next prerender cache)';
    case 'page cache':
      return 'page cache (fresh nonce per view)';
    case 'response cache':
      return 'response cache';
    default:
      return 'rendered per request';
  }
}
