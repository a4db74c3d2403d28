import 'server-only';
import { COOKIES } from '@/lib/auth/cookies';
import { requestCookie } from '@/lib/cookies/server';
import { knownCityCode } from '@/lib/server/city-codes';

/**
 * The city the visitor picked in the header, read from the cookie the picker writes: one of the
 * province's cities, else none (a junk cookie must not make a data-cache entry of its own).
 */
export async function chosenCity(): Promise<string | undefined> {
  return knownCityCode(await requestCookie(COOKIES.cityCode));
}
