import { AppError } from '@/lib/server/domain/errors';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import type { Db } from '@/lib/server/db';
import { isValidCreditCode } from '@/lib/server/db/seed/credit-codes';
import type { ManagerScope } from '../manager-scope';
import { contains } from '../query';
import { isUniqueViolation } from '../unique-violation';

// Organisations (enterprise 10, school 11, training institution 12) in the back-office: a city's
// managers see their city's, an organisation's managers only their own; others answer 404.

export type OrganizationFilters = { keyword?: string; type?: number; status?: string; city_code?: string };
export type OrganizationFields = {
  name?: string; type?: number; credit_code?: string | null; contact_name?: string | null; contact_phone?: string | null;
  address?: string | null; city_code?: string | null; area_code?: string | null; introduction?: string | null; qualifications?: string | null;
};

function scoped(db: Db, scope: ManagerScope) {
  let query = db.selectFrom('organizations').leftJoin('regions', 'regions.code', 'organizations.city_code');
  if (scope.organizationId !== null) query = query.where('organizations.id', '=', scope.organizationId);
  else if (scope.cityCode !== null) query = query.where('organizations.city_code', '=', scope.cityCode);
  return query;
}

const COLUMNS = [
  'organizations.id', 'organizations.name', 'organizations.type', 'organizations.credit_code', 'organizations.contact_name',
  'organizations.contact_phone', 'organizations.address', 'organizations.province_code', 'organizations.city_code', 'organizations.area_code',
  'organizations.introduction', 'organizations.qualifications', 'organizations.status', 'organizations.created_at', 'organizations.updated_at',
  'regions.name as city_name',
] as const;

export async function listOrganizationsAdmin(db: Db, scope: ManagerScope, f: OrganizationFilters, page: PageRequest) {
  let query = scoped(db, scope);
  if (f.keyword) query = query.where((eb) => eb.or([contains('organizations.name', f.keyword!), contains('organizations.credit_code', f.keyword!)]));
  if (f.type) query = query.where('organizations.type', '=', f.type);
  if (f.status) query = query.where('organizations.status', '=', f.status);
  if (f.city_code) query = query.where('organizations.city_code', '=', f.city_code);
  const total = Number((await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow()).n);
  const rows = await query.select(COLUMNS).orderBy('organizations.id', 'desc').limit(page.perPage).offset(offsetOf(page)).execute();
  const counts = rows.length
    ? await db.selectFrom('managers').select(['organization_id', (eb) => eb.fn.countAll<string | number>().as('n')])
      .where('organization_id', 'in', rows.map((r) => r.id)).groupBy('organization_id').execute()
    : [];
  return { total, data: rows.map((r) => ({ ...r, managers_count: Number(counts.find((c) => c.organization_id === r.id)?.n ?? 0) })) };
}

export async function organizationAdmin(db: Db, scope: ManagerScope, id: number) {
  const row = await scoped(db, scope).select(COLUMNS).where('organizations.id', '=', id).executeTakeFirst();
  if (!row) throw new AppError('not_found', '机构不存在。');
  const managers = await db.selectFrom('managers').select(['id', 'username', 'name', 'phone', 'status', 'last_login_at'])
    .where('organization_id', '=', id).orderBy('id').execute();
  return { ...row, managers: { data: managers } };
}

async function check(db: Db, scope: ManagerScope, f: OrganizationFields) {
  const errors: Record<string, string[]> = {};
  if (f.credit_code && !isValidCreditCode(f.credit_code)) errors.credit_code = ['credit_code 不是有效的统一社会信用代码（校验位不符）。'];
  if (f.city_code) {
    const city = await db.selectFrom('regions').select('level').where('code', '=', f.city_code).executeTakeFirst();
    if (city?.level !== 2) errors.city_code = ['city_code 城市不存在。'];
    else if (scope.cityCode !== null && f.city_code !== scope.cityCode) errors.city_code = ['city_code 只能选择本市。'];
  }
  if (f.area_code) {
    const area = await db.selectFrom('regions').select(['level', 'parent_code']).where('code', '=', f.area_code).executeTakeFirst();
    if (area?.level !== 3 || (f.city_code && area.parent_code !== f.city_code)) errors.area_code = ['area_code 区县不属于所选城市。'];
  }
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
}

const taken = (error: unknown) => (isUniqueViolation(error) ? new AppError('validation_failed', undefined, { credit_code: ['credit_code 已被其他机构使用。'] }) : error);

export async function createOrganizationAdmin(db: Db, scope: ManagerScope, f: OrganizationFields & { name: string; type: number; city_code: string }, now: Date) {
  await check(db, scope, f);
  const province = await db.selectFrom('regions').select('parent_code').where('code', '=', f.city_code).executeTakeFirst();
  const stamp = now.toISOString();
  try {
    const row = await db.insertInto('organizations').values({
      name: f.name, type: f.type, credit_code: f.credit_code ?? null, contact_name: f.contact_name ?? null, contact_phone: f.contact_phone ?? null,
      address: f.address ?? null, province_code: province?.parent_code ?? null, city_code: f.city_code, area_code: f.area_code ?? null, logo: null,
      introduction: f.introduction ?? null, qualifications: f.qualifications ?? null, status: 'pending', created_at: stamp, updated_at: stamp,
    }).returning('id').executeTakeFirstOrThrow();
    return row.id;
  } catch (error) {
    throw taken(error);
  }
}

export async function updateOrganizationAdmin(db: Db, scope: ManagerScope, id: number, f: OrganizationFields, now: Date) {
  const current = await organizationAdmin(db, scope, id);
  await check(db, scope, { ...f, city_code: f.city_code ?? (f.area_code ? current.city_code : undefined) });
  try {
    await db.updateTable('organizations').set({ ...f, updated_at: now.toISOString() }).where('id', '=', id).execute();
  } catch (error) {
    throw taken(error);
  }
}

const MOVES: Record<'approve' | 'disable' | 'enable', { from: string[]; to: string }> = {
  approve: { from: ['pending'], to: 'approved' },
  disable: { from: ['pending', 'approved'], to: 'disabled' },
  enable: { from: ['disabled'], to: 'approved' },
};

/** Approve a pending organisation, disable one, or enable a disabled one again. */
export async function moveOrganization(db: Db, scope: ManagerScope, id: number, action: keyof typeof MOVES, now: Date) {
  const current = await organizationAdmin(db, scope, id);
  const move = MOVES[action];
  if (!move.from.includes(current.status)) throw new AppError('conflict', '该机构当前状态不能执行此操作。');
  await db.updateTable('organizations').set({ status: move.to, updated_at: now.toISOString() }).where('id', '=', id).execute();
}
