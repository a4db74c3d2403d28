import { sql, type RawBuilder } from 'kysely';
import type { ManagerScope } from '@/lib/server/services/manager-scope';

// Data scope in the subsidy chain follows the manager (services/manager-scope.ts): an organisation's
// managers their organisation's classes and claims, a city's managers their city, the province all.

export type SubsidyScope = ManagerScope;
export { assertInScope, inScope } from '@/lib/server/services/manager-scope';

/** A where() condition on a table alias carrying organization_id and city_code (claims, classes). */
export function scopeCondition(scope: SubsidyScope, alias: string): RawBuilder<boolean> {
  if (scope.organizationId !== null) return sql<boolean>`${sql.ref(`${alias}.organization_id`)} = ${scope.organizationId}`;
  if (scope.cityCode !== null) return sql<boolean>`${sql.ref(`${alias}.city_code`)} = ${scope.cityCode}`;
  return sql<boolean>`1 = 1`;
}

export const isProvince = (scope: SubsidyScope) => scope.organizationId === null && scope.cityCode === null;
