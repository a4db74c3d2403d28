import type { Examiner } from '@/lib/contract/examiner';
import type { Talent } from '@/lib/contract/talent';
import type { Teacher } from '@/lib/contract/teacher';
import { fetchItem, fetchList } from './fetch';
import { apiCity } from '@/lib/api/city-scope';
import { cityParam, intParam, pageParam, textParam, type SearchParams } from './search-params';

export const PEOPLE_PER_PAGE = 12;

export type PeopleFilters = { keyword?: string; city_code?: string; occupation_id?: number; level?: number; page: number };

export function readPeopleFilters(params: SearchParams, withLevel = false, chosenCity?: string): PeopleFilters {
  return {
    keyword: textParam(params, 'keyword'),
    city_code: cityParam(params, chosenCity),
    occupation_id: intParam(params, 'occupation_id'),
    level: withLevel ? intParam(params, 'level', 1, 5) : undefined,
    page: pageParam(params),
  };
}

const list = <T>(path: string, include: string) => (filters: PeopleFilters) =>
  fetchList<T>(path, { ...filters, city_code: apiCity(filters.city_code), per_page: PEOPLE_PER_PAGE, include });

export const loadTeachers = list<Teacher>('/teachers', 'occupation,organization');
export const loadExaminers = list<Examiner>('/examiners', 'occupation');
export const loadTalents = list<Talent>('/talents', 'occupation');

export const loadTeacher = (id: number) => fetchItem<Teacher>(`/teachers/${id}`, 'occupation,organization');
export const loadExaminer = (id: number) => fetchItem<Examiner>(`/examiners/${id}`, 'occupation');
export const loadTalent = (id: number) => fetchItem<Talent>(`/talents/${id}`, 'occupation');
