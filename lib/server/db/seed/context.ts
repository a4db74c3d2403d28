import type { Random } from './random';
import type { ProvinceGeo } from './regions';

/** What every domain seeder needs: the fixed clock, its own random stream and the province. */
export type SeedContext = { rng: Random; now: Date; stamp: string; geo: ProvinceGeo };
