import type { Region } from '@/lib/contract/region';

/** People carry a city code only; the province's city list names it. */
export function cityNames(cities: Region[]): (code: string | null | undefined) => string | undefined {
  const names = new Map(cities.map((c) => [c.code, c.name]));
  return (code) => (code ? names.get(code) : undefined);
}
