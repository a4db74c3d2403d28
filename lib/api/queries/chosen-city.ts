import 'server-only';
import { cookies } from 'next/headers';
import { COOKIES } from '@/lib/auth/cookies';
import { parseCityCode } from '@/lib/api/city-scope';

/** The city the visitor picked in the header, read from the cookie the picker writes. */
export async function chosenCity(): Promise<string | undefined> {
  return parseCityCode((await cookies()).get(COOKIES.cityCode)?.value);
}
