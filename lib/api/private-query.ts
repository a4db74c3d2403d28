// A phone or an ID number typed into a search stays out of every URL: a URL is kept by the browser's
// history, the address bar, a reverse proxy's access log and a Referer. The browser sends such
// parameters in this header instead; the /api/v1 proxy puts them back on the query it passes on
// (lib/server/proxy/handler.ts), so the API reads one query as before. Edge- and browser-safe.

export const PRIVATE_QUERY_HEADER = 'x-private-query';
/** The most a private query may hold (a few filters, percent-encoded). */
export const PRIVATE_QUERY_MAX = 2048;

const PERSONAL_KEYS = new Set(['phone', 'id_number', 'real_name', 'holder_name']);
const PHONE = /^\s*\+?(86)?1[3-9]\d{9}\s*$/;
const ID_NUMBER = /^\s*(\d{17}[\dXx]|\d{15})\s*$/;

/** Whether a query parameter would put a phone or an ID number in a URL. */
export function isPersonalParam(key: string, value: string): boolean {
  return value !== '' && (PERSONAL_KEYS.has(key) || PHONE.test(value) || ID_NUMBER.test(value));
}

/** A query split in the part a URL may carry and the personal part (as a query string, '' when none). */
export function splitQuery(query: Record<string, string | number | boolean | null | undefined>): { open: Record<string, string>; hidden: string } {
  const open: Record<string, string> = {};
  const hidden = new URLSearchParams();
  for (const [key, raw] of Object.entries(query)) {
    if (raw === undefined || raw === null) continue;
    const value = String(raw);
    if (isPersonalParam(key, value)) hidden.set(key, value);
    else open[key] = value;
  }
  return { open, hidden: hidden.toString() };
}
