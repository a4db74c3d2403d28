import type { ClassStatus, TrainingClass } from '@/lib/contract/training-class';
import { fetchAll, fetchItem, fetchList } from './fetch';
import { apiCity } from '@/lib/api/city-scope';
import { choiceParam, cityParam, dateParam, intParam, pageParam, regionParam, textParam, type SearchParams } from './search-params';

export const CLASS_LIST_STATUSES = ['enrolling', 'closed', 'ongoing', 'finished'] as const satisfies readonly ClassStatus[];
export const CLASSES_PER_PAGE = 12;
const LIST_INCLUDES = 'occupation,city,area';

export type ClassFilters = {
  city_code?: string;
  area_code?: string;
  occupation_id?: number;
  level?: number;
  status?: (typeof CLASS_LIST_STATUSES)[number];
  start_from?: string;
  keyword?: string;
  page: number;
};

/** `chosenCity` is the header picker's city, the default when the URL names none. */
export function readClassFilters(params: SearchParams, chosenCity?: string): ClassFilters {
  const city = cityParam(params, chosenCity);
  const cityCode = apiCity(city);
  const area = regionParam(params, 'area_code');
  return {
    city_code: city,
    // A district only counts inside the chosen city.
    area_code: cityCode && area?.startsWith(cityCode.slice(0, 4)) ? area : undefined,
    occupation_id: intParam(params, 'occupation_id'),
    level: intParam(params, 'level', 1, 5),
    status: choiceParam(params, 'status', CLASS_LIST_STATUSES),
    start_from: dateParam(params, 'start_from'),
    keyword: textParam(params, 'keyword'),
    page: pageParam(params),
  };
}

export function loadClassPage(filters: ClassFilters) {
  return fetchList<TrainingClass>('/classes', { ...filters, city_code: apiCity(filters.city_code), per_page: CLASSES_PER_PAGE, include: LIST_INCLUDES });
}

export function loadClass(id: number) {
  return fetchItem<TrainingClass>(`/classes/${id}`, 'occupation,organization,city,area,teachers');
}

/** Enrolling classes, soonest enrolment deadline first (the API sorts by start date only). */
export async function loadEnrollNotices(): Promise<TrainingClass[]> {
  const items = await fetchAll<TrainingClass>('/classes', { status: 'enrolling', include: LIST_INCLUDES }, 3);
  const deadline = (c: TrainingClass) => c.enroll_end ?? c.start_date;
  return items.sort((a, b) => deadline(a).localeCompare(deadline(b)) || a.id - b.id);
}
