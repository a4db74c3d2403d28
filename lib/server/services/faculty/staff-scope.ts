import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';
import type { ManagerScope } from '../manager-scope';

// Teachers and examiners belong to an organisation and a city: an organisation's managers act on
// their own organisation's people, a city's managers on their city's, province managers on all.
// Rows outside the scope answer 404, as if they did not exist (the scoped queries live with each table).

type Scoped = { organization_id: number | null; city_code: string | null };
export type Placement = { organization_id?: number | null; city_code?: string | null };

/** Where a new or moved person sits, forced into the manager's scope; 422 on an organisation or city outside it. */
export async function placeStaff(db: Db, scope: ManagerScope, input: Placement, current?: Scoped): Promise<Scoped> {
  if (scope.organizationId !== null) {
    const org = await db.selectFrom('organizations').select(['id', 'city_code']).where('id', '=', scope.organizationId).executeTakeFirstOrThrow();
    return { organization_id: org.id, city_code: org.city_code };
  }
  const organizationId = input.organization_id !== undefined ? input.organization_id : (current?.organization_id ?? null);
  if (organizationId !== null) {
    const org = await db.selectFrom('organizations').select(['id', 'city_code']).where('id', '=', organizationId).executeTakeFirst();
    if (!org) throw new AppError('validation_failed', undefined, { organization_id: ['organization_id 对应的机构不存在。'] });
    if (scope.cityCode !== null && org.city_code !== scope.cityCode) {
      throw new AppError('validation_failed', undefined, { organization_id: ['organization_id 不在您管辖的城市。'] });
    }
    return { organization_id: org.id, city_code: org.city_code };
  }
  const city = scope.cityCode ?? (input.city_code !== undefined ? input.city_code : (current?.city_code ?? null));
  if (!city) throw new AppError('validation_failed', undefined, { city_code: ['city_code 不能为空（未选择机构时须选择城市）。'] });
  const region = await db.selectFrom('regions').select('code').where('code', '=', city).where('level', '=', 2).executeTakeFirst();
  if (!region) throw new AppError('validation_failed', undefined, { city_code: ['city_code 不是有效的城市代码。'] });
  return { organization_id: null, city_code: city };
}

export async function assertOccupation(db: Db, occupationId: number | null | undefined): Promise<void> {
  if (!occupationId) return;
  const found = await db.selectFrom('occupations').select('id').where('id', '=', occupationId).executeTakeFirst();
  if (!found) throw new AppError('validation_failed', undefined, { occupation_id: ['occupation_id 对应的职业不存在。'] });
}
