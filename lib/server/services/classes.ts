import type { Selectable } from 'kysely';
import type { TrainingClass } from '@/lib/contract/training-class';
import type { Db } from '@/lib/server/db';
import type { ClassTable } from '@/lib/server/db/schema';
import { PUBLIC_CLASS_STATUSES, type PublicClassStatus } from './class-status';
import { cachedCount } from '@/lib/server/cache/row-counts';
import { requiresVerification } from './enrollment-states';
import { occupationsByIds } from './occupations';
import { organizationsByIds } from './organizations';
import { contains, flag, offset, uniqueIds, type IncludeTree, type Page, type PageResult } from './query';
import { regionsByCodes } from './regions';
import { teachersByClassIds } from './teachers';

export const CLASS_COLUMNS = [
  'id', 'title', 'occupation_id', 'level', 'organization_id', 'city_code', 'area_code', 'address', 'enroll_start',
  'enroll_end', 'start_date', 'end_date', 'schedule', 'hours', 'capacity', 'enrolled_count', 'fee_cents',
  'subsidy_cents', 'cover', 'description', 'requires_verification', 'is_hot', 'completion_requires_hours', 'status', 'created_at', 'updated_at',
] as const;

type ClassRow = Pick<Selectable<ClassTable>, (typeof CLASS_COLUMNS)[number]>;

export const CLASS_SORTS = ['start_date', '-created_at', 'hot'] as const;
export type ClassSort = (typeof CLASS_SORTS)[number];

export type ClassFilters = {
  city_code?: string;
  area_code?: string;
  occupation_id?: number;
  level?: number;
  status?: PublicClassStatus;
  start_from?: string;
  start_to?: string;
  keyword?: string;
  is_hot?: boolean;
  sort?: ClassSort;
};

export function toTrainingClass(row: ClassRow): TrainingClass {
  return {
    ...row,
    status: row.status as TrainingClass['status'],
    seats_left: Math.max(row.capacity - row.enrolled_count, 0),
    requires_verification: requiresVerification(row),
    is_hot: flag(row.is_hot),
    completion_requires_hours: flag(row.completion_requires_hours),
  };
}

function publicClasses(db: Db, filters: ClassFilters) {
  let query = filters.status
    ? db.selectFrom('classes').where('status', '=', filters.status)
    : db.selectFrom('classes').where('status', 'in', PUBLIC_CLASS_STATUSES);
  if (filters.city_code) query = query.where('city_code', '=', filters.city_code);
  if (filters.area_code) query = query.where('area_code', '=', filters.area_code);
  if (filters.occupation_id) query = query.where('occupation_id', '=', filters.occupation_id);
  if (filters.level) query = query.where('level', '=', filters.level);
  if (filters.start_from) query = query.where('start_date', '>=', filters.start_from);
  if (filters.start_to) query = query.where('start_date', '<=', filters.start_to);
  if (filters.is_hot !== undefined) query = query.where('is_hot', '=', filters.is_hot ? 1 : 0);
  if (filters.keyword) query = query.where(contains('title', filters.keyword));
  return query;
}

/** The public list's default order: classes open for enrolment first, then running, closed and finished ones. */
export const STATUS_ORDER = ['enrolling', 'ongoing', 'closed', 'finished'] as const satisfies readonly PublicClassStatus[];

function countOf(db: Db, filters: ClassFilters): Promise<number> {
  const { sort: _sort, ...counted } = filters;
  return cachedCount(db, `classes:${JSON.stringify(counted)}`, async () => {
    const row = await publicClasses(db, filters).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    return Number(row.n);
  });
}

/**
 * Each status group is a range of the (…, status, start_date, id) indexes, so a page walks one or
 * two ranges from a known offset instead of sorting every public class (100k at province size).
 */
async function listInStatusOrder(db: Db, filters: ClassFilters, page: Page): Promise<{ rows: ClassRow[]; total: number }> {
  const statuses = filters.status ? [filters.status] : STATUS_ORDER;
  const counts = await Promise.all(statuses.map((status) => countOf(db, { ...filters, status })));
  const rows: ClassRow[] = [];
  let skip = offset(page);
  for (const [i, status] of statuses.entries()) {
    const wanted = page.perPage - rows.length;
    if (wanted === 0) break;
    if (skip >= counts[i]) {
      skip -= counts[i];
      continue;
    }
    rows.push(
      ...(await publicClasses(db, { ...filters, status }).select(CLASS_COLUMNS).orderBy('start_date').orderBy('id').limit(wanted).offset(skip).execute()),
    );
    skip = 0;
  }
  return { rows, total: counts.reduce((sum, n) => sum + n, 0) };
}

export async function listClasses(db: Db, filters: ClassFilters, page: Page, include: IncludeTree): Promise<PageResult<TrainingClass>> {
  let found: { rows: ClassRow[]; total: number };
  const sort = filters.sort ?? 'start_date';
  if (sort === 'start_date') {
    found = await listInStatusOrder(db, filters, page);
  } else {
    const ordered =
      sort === '-created_at'
        ? publicClasses(db, filters).select(CLASS_COLUMNS).orderBy('created_at', 'desc').orderBy('id', 'desc')
        : publicClasses(db, filters).select(CLASS_COLUMNS).orderBy('is_hot', 'desc').orderBy('enrolled_count', 'desc').orderBy('id', 'desc');
    const [total, rows] = await Promise.all([countOf(db, filters), ordered.limit(page.perPage).offset(offset(page)).execute()]);
    found = { rows, total };
  }
  const data = found.rows.map(toTrainingClass);
  await attachClassIncludes(db, data, include);
  return { data, total: found.total };
}

export async function findPublicClass(db: Db, id: number, include: IncludeTree): Promise<TrainingClass | undefined> {
  const row = await publicClasses(db, {}).select(CLASS_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const found = toTrainingClass(row);
  await attachClassIncludes(db, [found], include);
  return found;
}

/** One batched query per requested relation, whatever the page size. */
export async function attachClassIncludes(db: Db, classes: TrainingClass[], include: IncludeTree): Promise<void> {
  if (classes.length === 0) return;
  const regionCodes = [
    ...(include.city ? uniqueIds(classes, (c) => c.city_code) : []),
    ...(include.area ? uniqueIds(classes, (c) => c.area_code) : []),
  ] as string[];
  const [occupations, organizations, regions, teachers] = await Promise.all([
    include.occupation ? occupationsByIds(db, uniqueIds(classes, (c) => c.occupation_id) as number[]) : undefined,
    include.organization ? organizationsByIds(db, uniqueIds(classes, (c) => c.organization_id) as number[]) : undefined,
    include.city || include.area ? regionsByCodes(db, [...new Set(regionCodes)]) : undefined,
    include.teachers ? teachersByClassIds(db, classes.map((c) => c.id), include.teachers) : undefined,
  ]);
  for (const c of classes) {
    const occupation = occupations?.get(c.occupation_id);
    if (occupation) c.occupation = { data: occupation };
    if (organizations) c.organization = { data: (c.organization_id && organizations.get(c.organization_id)) || null };
    if (include.city) c.city = { data: (c.city_code && regions?.get(c.city_code)) || null };
    if (include.area) c.area = { data: (c.area_code && regions?.get(c.area_code)) || null };
    if (teachers) c.teachers = { data: teachers.get(c.id) ?? [] };
  }
}
