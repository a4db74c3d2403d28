import { AppError } from '@/lib/server/domain/errors';
import type { Db } from '@/lib/server/db';

/**
 * Which classes a manager may act on: an organisation's managers their own organisation's classes,
 * a city's managers the classes in their city, province-wide managers every class. Rows outside
 * the scope answer 404, as if they did not exist.
 */
export type ManagerScope = { managerId: number; organizationId: number | null; cityCode: string | null };

export async function managerScope(db: Db, managerId: number): Promise<ManagerScope> {
  const m = await db.selectFrom('managers').select(['organization_id', 'city_code']).where('id', '=', managerId).executeTakeFirst();
  if (!m) throw new AppError('unauthenticated');
  return { managerId, organizationId: m.organization_id, cityCode: m.city_code };
}

export function inScope(scope: ManagerScope, c: { organization_id: number | null; city_code: string | null }): boolean {
  if (scope.organizationId !== null) return c.organization_id === scope.organizationId;
  if (scope.cityCode !== null) return c.city_code === scope.cityCode;
  return true;
}

export function assertInScope(scope: ManagerScope, c: { organization_id: number | null; city_code: string | null }): void {
  if (!inScope(scope, c)) throw new AppError('not_found', '记录不存在。');
}
