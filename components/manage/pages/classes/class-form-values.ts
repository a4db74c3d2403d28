import type { TrainingClass } from '@/lib/contract/training-class';
import type { ClassInput } from './class-api';

// The class form's state (strings, as the inputs hold them) and its conversion to the API body.

export type ClassFormValues = {
  title: string; occupation_id: string; level: string; organization_id: string; city_code: string; area_code: string; address: string;
  enroll_start: string; enroll_end: string; start_date: string; end_date: string; schedule: string; hours: string; capacity: string;
  fee: string; subsidy: string; cover: string; description: string; requires_verification: boolean; is_hot: boolean; teacher_ids: number[];
  completion_requires_hours: boolean;
};

export const EMPTY_CLASS: ClassFormValues = {
  title: '', occupation_id: '', level: '', organization_id: '', city_code: '', area_code: '', address: '', enroll_start: '', enroll_end: '',
  start_date: '', end_date: '', schedule: '', hours: '40', capacity: '', fee: '0', subsidy: '0', cover: '', description: '',
  requires_verification: true, is_hot: false, teacher_ids: [], completion_requires_hours: false,
};

const str = (v: string | number | null | undefined) => (v === null || v === undefined ? '' : String(v));

export function valuesOf(c: TrainingClass): ClassFormValues {
  return {
    title: c.title, occupation_id: str(c.occupation_id), level: str(c.level), organization_id: str(c.organization_id), city_code: str(c.city_code),
    area_code: str(c.area_code), address: str(c.address), enroll_start: str(c.enroll_start), enroll_end: str(c.enroll_end), start_date: c.start_date,
    end_date: c.end_date, schedule: str(c.schedule), hours: str(c.hours), capacity: str(c.capacity), fee: str(c.fee_cents / 100),
    subsidy: str(c.subsidy_cents / 100), cover: str(c.cover), description: str(c.description), requires_verification: c.requires_verification,
    is_hot: c.is_hot, teacher_ids: c.teachers?.data.map((t) => t.id) ?? [], completion_requires_hours: c.completion_requires_hours,
  };
}

/** Blank required numbers go as null, so the API names the field in its 422. */
const int = (v: string) => (v.trim() === '' ? null : Number(v));
const cents = (v: string) => (v.trim() === '' ? null : Math.round(Number(v) * 100));
const orNull = (v: string) => (v.trim() === '' ? null : v.trim());

export function bodyOf(v: ClassFormValues, withOrganization: boolean): ClassInput {
  return {
    title: v.title.trim(), occupation_id: int(v.occupation_id) as number, level: int(v.level) as number,
    ...(withOrganization ? { organization_id: int(v.organization_id) } : {}),
    city_code: v.city_code, area_code: orNull(v.area_code), address: orNull(v.address), enroll_start: orNull(v.enroll_start), enroll_end: orNull(v.enroll_end),
    start_date: v.start_date, end_date: v.end_date, schedule: orNull(v.schedule), hours: int(v.hours) as number, capacity: int(v.capacity) as number,
    fee_cents: cents(v.fee) as number, subsidy_cents: cents(v.subsidy) as number, cover: orNull(v.cover), description: orNull(v.description),
    requires_verification: v.requires_verification, is_hot: v.is_hot, teacher_ids: v.teacher_ids, completion_requires_hours: v.completion_requires_hours,
  };
}
