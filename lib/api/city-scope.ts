import { COOKIES } from '@/lib/auth/cookies';

// The visitor's city (SPEC.md §3: local storage holds a city code). The page keeps it in local
// storage for the browser API client and mirrors it into a cookie so server-rendered lists use it.

/** The value a list URL carries for "the whole province" when a city is chosen site-wide. */
export const PROVINCE_WIDE = 'all';
export const CITY_COOKIE_MAX_AGE = 365 * 24 * 60 * 60;

export function parseCityCode(value: string | null | undefined): string | undefined {
  return value && /^\d{6}$/.test(value) ? value : undefined;
}

/** The cookie string that stores (or, for province-wide, clears) the chosen city. */
export function cityCookie(code: string | undefined): string {
  return code
    ? `${COOKIES.cityCode}=${code}; path=/; max-age=${CITY_COOKIE_MAX_AGE}; samesite=lax`
    : `${COOKIES.cityCode}=; path=/; max-age=0; samesite=lax`;
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
