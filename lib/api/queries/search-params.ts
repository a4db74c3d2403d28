import { scopedCity } from '@/lib/api/city-scope';

// Query strings arrive untrusted; only values the API accepts are passed on, so a hand-edited URL
// narrows nothing instead of turning into a 422 and an error page.

export type SearchParams = Record<string, string | string[] | undefined>;
export type SearchParamsPromise = Promise<SearchParams>;

function first(params: SearchParams, key: string): string | undefined {
  const value = params[key];
  const text = (Array.isArray(value) ? value[0] : value)?.trim();
  return text ? text : undefined;
}

export function textParam(params: SearchParams, key: string, max = 50): string | undefined {
  const value = first(params, key);
  return value && value.length <= max ? value : undefined;
}

export function intParam(params: SearchParams, key: string, min = 1, max = Number.MAX_SAFE_INTEGER): number | undefined {
  const value = first(params, key);
  if (!value || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n >= min && n <= max ? n : undefined;
}

export function regionParam(params: SearchParams, key: string): string | undefined {
  const value = first(params, key);
  return value && /^\d{6,12}$/.test(value) ? value : undefined;
}

/** A list's city: a code or PROVINCE_WIDE from the URL, else the visitor's chosen city. */
export function cityParam(params: SearchParams, chosen?: string): string | undefined {
  return scopedCity(first(params, 'city_code'), chosen);
}

export function dateParam(params: SearchParams, key: string): string | undefined {
  const value = first(params, key);
  if (!value || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return undefined;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value) ? value : undefined;
}

export function choiceParam<T extends string>(params: SearchParams, key: string, choices: readonly T[]): T | undefined {
  const value = first(params, key);
  return choices.find((c) => c === value);
}

export function pageParam(params: SearchParams): number {
  return intParam(params, 'page', 1, 10_000) ?? 1;
}

/** `/class?city_code=410100&page=2`: empty values and page 1 are left out, so each list has one URL. */
export function hrefWith(path: string, query: Record<string, string | number | undefined | null>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && Number(value) === 1) continue;
    params.set(key, String(value));
  }
  const text = params.toString();
  return text ? `${path}?${text}` : path;
}
