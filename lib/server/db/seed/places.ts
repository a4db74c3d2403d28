import type { Random } from './random';
import type { Area, City, ProvinceGeo } from './regions';

const ROADS = [
  '建设路', '人民路', '文化路', '中原路', '解放路', '工业路', '和平路', '长江路', '黄河路', '学院路', '迎宾大道',
  '新华路', '光明路', '育才街', '兴业大道', '科技大道', '金水路', '胜利路', '东风路', '朝阳路',
];

export type Place = { city: City; area: Area };

/** The capital (first city) gets about a quarter of everything, like real provincial activity. */
export function pickPlace(rng: Random, geo: ProvinceGeo): Place {
  const city = rng.chance(0.25) ? geo.cities[0] : rng.pick(geo.cities);
  return { city, area: rng.pick(city.areas) };
}

export function streetAddress(rng: Random, place: Place): string {
  return `${place.city.name}${place.area.name}${rng.pick(ROADS)}${rng.int(1, 399)}号`;
}
