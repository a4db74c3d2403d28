import { cache } from 'react';
import type { Occupation } from '@/lib/contract/occupation';
import type { Region } from '@/lib/contract/region';
import { apiCity } from '@/lib/api/city-scope';
import { fetchAll, fetchCollection } from './fetch';

// The choices behind the list filters: the province's cities, a city's districts, all occupations.
export const loadCities = cache(() => fetchCollection<Region>('/regions'));

export const loadDistricts = cache((cityCode: string | undefined) =>
  apiCity(cityCode) ? fetchCollection<Region>('/regions', { parent_code: cityCode }) : Promise.resolve([] as Region[]),
);

export const loadOccupations = cache((withCounts = false) => fetchAll<Occupation>('/occupations', { with_counts: withCounts ? 1 : undefined }));
