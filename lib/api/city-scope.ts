// The visitor's city (SPEC.md §3: local storage holds a city code). The page keeps it in local
// storage for the browser API client and mirrors it into a cookie so server-rendered lists use it.

/** The value a list URL carries for "the whole province" when a city is chosen site-wide. */
export const PROVINCE_WIDE = 'all';

export function parseCityCode(value: string | null | undefined): string | undefined {
  return value && /^\d{6}$/.test(value) ? value : undefined;
}

/** A list's city: the URL's own choice (a code, or PROVINCE_WIDE), else the visitor's chosen city. */
export function scopedCity(fromUrl: string | undefined, chosen: string | undefined): string | undefined {
  if (fromUrl === PROVINCE_WIDE) return PROVINCE_WIDE;
  return parseCityCode(fromUrl) ?? chosen;
}

/** What the API gets as city_code: nothing for the whole province. */
export function apiCity(city: string | undefined): string | undefined {
  return parseCityCode(city);
}
