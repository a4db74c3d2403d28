import type { TrainingClass } from '@/lib/contract/training-class';
import { AppError } from '@/lib/server/domain/errors';
import type { ManageClassFilters } from '@/lib/contract/class-admin';
import type { Db } from '@/lib/server/db';
import { attachClassIncludes, CLASS_COLUMNS, toTrainingClass } from './classes';
import type { ManagerScope } from './manager-scope';
import { contains, offset, type IncludeTree, type Page, type PageResult } from './query';

// Reading classes in the back-office: every query starts from the manager's scope, so a class outside
// it is never found (404), whatever id is asked for.

export const MANAGE_CLASS_INCLUDES: IncludeTree = { occupation: {}, organization: {}, city: {}, area: {}, teachers: {} };

export function scopedClasses(db: Db, scope: ManagerScope) {
  let query = db.selectFrom('classes');
  if (scope.organizationId !== null) query = query.where('classes.organization_id', '=', scope.organizationId);
  else if (scope.cityCode !== null) query = query.where('classes.city_code', '=', scope.cityCode);
  return query;
}

export function filteredClasses(db: Db, scope: ManagerScope, f: Omit<ManageClassFilters, 'sort'>) {
  let query = scopedClasses(db, scope);
  if (f.status) query = query.where('status', '=', f.status);
  if (f.city_code) query = query.where('city_code', '=', f.city_code);
  if (f.area_code) query = query.where('area_code', '=', f.area_code);
  if (f.organization_id) query = query.where('organization_id', '=', f.organization_id);
  if (f.occupation_id) query = query.where('occupation_id', '=', f.occupation_id);
  if (f.level) query = query.where('level', '=', f.level);
  if (f.start_from) query = query.where('start_date', '>=', f.start_from);
  if (f.start_to) query = query.where('start_date', '<=', f.start_to);
  if (f.keyword) query = query.where(contains('title', f.keyword));
  return query;
}

/** The filtered list in the requested order, as a query a caller pages or streams. */
export function orderedClasses(db: Db, scope: ManagerScope, filters: ManageClassFilters) {
  const { sort, ...rest } = filters;
  const query = filteredClasses(db, scope, rest).select(CLASS_COLUMNS);
  switch (sort) {
    case 'created_at': return query.orderBy('created_at').orderBy('id');
    case 'start_date': return query.orderBy('start_date').orderBy('id');
    case '-start_date': return query.orderBy('start_date', 'desc').orderBy('id', 'desc');
    case 'title': return query.orderBy('title').orderBy('id');
    case '-enrolled_count': return query.orderBy('enrolled_count', 'desc').orderBy('id', 'desc');
    default: return query.orderBy('created_at', 'desc').orderBy('id', 'desc');
  }
}

export async function listManagedClasses(db: Db, scope: ManagerScope, filters: ManageClassFilters, page: Page): Promise<PageResult<TrainingClass>> {
  const { sort: _sort, ...counted } = filters;
  const [rows, total] = await Promise.all([
    orderedClasses(db, scope, filters).limit(page.perPage).offset(offset(page)).execute(),
    filteredClasses(db, scope, counted).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const data = rows.map(toTrainingClass);
  await attachClassIncludes(db, data, MANAGE_CLASS_INCLUDES);
  return { data, total: Number(total.n) };
}

export async function managedClassRow(db: Db, scope: ManagerScope, id: number) {
  const row = await scopedClasses(db, scope).select(CLASS_COLUMNS).where('id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '培训班不存在。');
  return row;
}

export async function managedClass(db: Db, scope: ManagerScope, id: number): Promise<TrainingClass> {
  const found = toTrainingClass(await managedClassRow(db, scope, id));
  await attachClassIncludes(db, [found], MANAGE_CLASS_INCLUDES);
  return found;
}
