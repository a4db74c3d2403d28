import md5 from 'md5';
import { AppError } from '@/lib/server/domain/errors';
import { offsetOf, type PageRequest } from '@/lib/server/domain/paging';
import { hashPassword } from '@/lib/server/auth/passwords';
import { revokeOtherTokens } from '@/lib/server/auth/tokens';
import type { Db } from '@/lib/server/db';
import { contains } from '../query';
import { isUniqueViolation } from '../unique-violation';
import { beyond, heldBy, permissionsOfRoleIds, assertOutranks } from './privileges';
import { temporaryPassword } from './temporary-password';

export type ManagerFilters = { id?: number; keyword?: string; status?: string; role_id?: number; organization_id?: number };
export type ManagerFields = {
  username?: string; name?: string; phone?: string | null; introduction?: string | null; organization_id?: number | null;
  province_code?: string | null; city_code?: string | null; area_code?: string | null; role_ids?: number[];
};


export async function listManagerAccounts(db: Db, f: ManagerFilters, page: PageRequest) {
  let query = db.selectFrom('managers').leftJoin('organizations', 'organizations.id', 'managers.organization_id');
  if (f.keyword) {
    const k = f.keyword;
    query = query.where((eb) => eb.or([contains('managers.username', k), contains('managers.name', k), contains('managers.phone', k)]));
  }
  if (f.id) query = query.where('managers.id', '=', f.id);
  if (f.status) query = query.where('managers.status', '=', f.status);
  if (f.organization_id) query = query.where('managers.organization_id', '=', f.organization_id);
  if (f.role_id) {
    const roleId = f.role_id;
    query = query.where((eb) => eb.exists(eb.selectFrom('manager_roles').select('role_id').whereRef('manager_roles.manager_id', '=', 'managers.id').where('role_id', '=', roleId)));
  }
  const total = await query.select((eb) => eb.fn.countAll<string | number>().as('n')).executeTakeFirstOrThrow();
  const rows = await query
    .select([
      'managers.id', 'managers.username', 'managers.name', 'managers.phone', 'managers.introduction', 'managers.organization_id',
      'organizations.name as organization_name', 'organizations.type as organization_type', 'managers.province_code', 'managers.city_code',
      'managers.area_code', 'managers.status', 'managers.must_change_password', 'managers.last_login_at', 'managers.created_at',
    ])
    .orderBy('managers.id')
    .limit(page.perPage)
    .offset(offsetOf(page))
    .execute();
  const roles = rows.length
    ? await db.selectFrom('manager_roles').innerJoin('roles', 'roles.id', 'manager_roles.role_id')
      .select(['manager_roles.manager_id', 'roles.id', 'roles.name', 'roles.title']).where('manager_id', 'in', rows.map((r) => r.id)).orderBy('roles.id').execute()
    : [];
  return {
    total: Number(total.n),
    data: rows.map((r) => ({
      ...r, must_change_password: r.must_change_password === 1,
      roles: { data: roles.filter((x) => x.manager_id === r.id).map(({ id, name, title }) => ({ id, name, title })) },
    })),
  };
}

export async function managerAccount(db: Db, id: number) {
  const found = (await listManagerAccounts(db, { id }, { page: 1, perPage: 1 })).data[0];
  if (!found) throw new AppError('not_found', '管理员不存在。');
  return found;
}

async function checkReferences(db: Db, actorId: number, f: ManagerFields): Promise<void> {
  const errors: Record<string, string[]> = {};
  if (f.organization_id) {
    const org = await db.selectFrom('organizations').select('id').where('id', '=', f.organization_id).executeTakeFirst();
    if (!org) errors.organization_id = ['organization_id 机构不存在。'];
  }
  const codes = [['province_code', f.province_code, 1], ['city_code', f.city_code, 2], ['area_code', f.area_code, 3]] as const;
  for (const [field, code, level] of codes) {
    if (!code) continue;
    const region = await db.selectFrom('regions').select(['level', 'parent_code']).where('code', '=', code).executeTakeFirst();
    if (!region || region.level !== level) errors[field] = [`${field} 行政区划不存在。`];
  }
  if (f.city_code && f.province_code && !errors.city_code) {
    const city = await db.selectFrom('regions').select('parent_code').where('code', '=', f.city_code).executeTakeFirst();
    if (city?.parent_code !== f.province_code) errors.city_code = ['city_code 不属于所选省份。'];
  }
  if (f.area_code && f.city_code && !errors.area_code) {
    const area = await db.selectFrom('regions').select('parent_code').where('code', '=', f.area_code).executeTakeFirst();
    if (area?.parent_code !== f.city_code) errors.area_code = ['area_code 不属于所选城市。'];
  }
  if (f.role_ids?.length) {
    const found = await db.selectFrom('roles').select('id').where('id', 'in', f.role_ids).execute();
    if (found.length !== new Set(f.role_ids).size) errors.role_ids = ['role_ids 包含不存在的角色。'];
    else if (beyond(await heldBy(db, actorId), await permissionsOfRoleIds(db, f.role_ids)).length) {
      errors.role_ids = ['role_ids 不能分配超出自身权限的角色。'];
    }
  }
  if (Object.keys(errors).length) throw new AppError('validation_failed', undefined, errors);
}

/** Creates the account with a random password, returned once; it must be changed at first sign-in. */
export async function createManagerAccount(db: Db, actorId: number, f: ManagerFields & { username: string; name: string }, now: Date) {
  await checkReferences(db, actorId, f);
  const password = temporaryPassword();
  const hash = await hashPassword(md5(password));
  const stamp = now.toISOString();
  try {
    const id = await db.transaction().execute(async (trx) => {
      const row = await trx.insertInto('managers').values({
        username: f.username, password_hash: hash, name: f.name, avatar: null, introduction: f.introduction ?? null, phone: f.phone ?? null,
        organization_id: f.organization_id ?? null, province_code: f.province_code ?? null, city_code: f.city_code ?? null,
        area_code: f.area_code ?? null, status: 'active', must_change_password: 1, settings: null, last_login_at: null, created_at: stamp, updated_at: stamp,
      }).returning('id').executeTakeFirstOrThrow();
      if (f.role_ids?.length) await trx.insertInto('manager_roles').values([...new Set(f.role_ids)].map((role_id) => ({ manager_id: row.id, role_id }))).execute();
      return row.id;
    });
    return { id, password };
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('validation_failed', undefined, { username: ['username 已被使用。'] });
    throw error;
  }
}

export async function updateManagerAccount(db: Db, actorId: number, id: number, f: ManagerFields, now: Date): Promise<void> {
  await managerAccount(db, id);
  await assertOutranks(db, actorId, id);
  if (actorId === id && f.role_ids) throw new AppError('validation_failed', undefined, { role_ids: ['role_ids 不能修改自己的角色。'] });
  // The region is checked as it will be after the edit, so a district must fit the stored city.
  const stored = await db.selectFrom('managers').select(['province_code', 'city_code', 'area_code']).where('id', '=', id).executeTakeFirstOrThrow();
  const pick = <K extends keyof typeof stored>(key: K) => (f[key] !== undefined ? f[key] : stored[key]);
  await checkReferences(db, actorId, { ...f, province_code: pick('province_code'), city_code: pick('city_code'), area_code: pick('area_code') });
  const { role_ids: roleIds, username: _ignored, ...columns } = f;
  void _ignored;
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('managers').set({ ...columns, updated_at: now.toISOString() }).where('id', '=', id).execute();
    if (roleIds) {
      await trx.deleteFrom('manager_roles').where('manager_id', '=', id).execute();
      if (roleIds.length) await trx.insertInto('manager_roles').values([...new Set(roleIds)].map((role_id) => ({ manager_id: id, role_id }))).execute();
    }
  });
}

export async function setManagerStatus(db: Db, actorId: number, id: number, status: 'active' | 'disabled', now: Date): Promise<void> {
  await managerAccount(db, id);
  if (actorId === id) throw new AppError('conflict', '不能禁用或启用自己的账号。');
  await assertOutranks(db, actorId, id);
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('managers').set({ status, updated_at: now.toISOString() }).where('id', '=', id).execute();
    if (status === 'disabled') await revokeOtherTokens(trx, 'manage', id, null, now);
  });
}

export async function resetManagerPassword(db: Db, actorId: number, id: number, now: Date): Promise<string> {
  await managerAccount(db, id);
  if (actorId === id) throw new AppError('conflict', '请在“修改密码”页修改自己的密码。');
  await assertOutranks(db, actorId, id);
  const password = temporaryPassword();
  const hash = await hashPassword(md5(password));
  await db.transaction().execute(async (trx) => {
    await trx.updateTable('managers').set({ password_hash: hash, must_change_password: 1, updated_at: now.toISOString() }).where('id', '=', id).execute();
    await revokeOtherTokens(trx, 'manage', id, null, now);
  });
  return password;
}
