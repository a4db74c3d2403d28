import { sql, type SqlBool } from 'kysely';
import { AppError } from '@/lib/server/domain/errors';
import type { ManagerScope } from '../manager-scope';

// The programme's rows belong to a city (the batch's), never to an organisation: province managers
// see all, a city's managers their city's batches, organisation accounts none.

export const NOTHING = sql<SqlBool>`1 = 0`;

/** The city a manager is limited to; null for province-wide, false for no rows at all. */
export function batchCity(scope: ManagerScope): string | null | false {
  if (scope.organizationId !== null) return false;
  return scope.cityCode;
}

/** A city manager may only place batches in their own city. */
export function assertBatchCity(scope: ManagerScope, cityCode: string | null | undefined): void {
  const city = batchCity(scope);
  if (city === false) throw new AppError('not_found', '培训期次不存在。');
  if (city !== null && cityCode !== city) throw new AppError('validation_failed', undefined, { city_code: ['只能设为本市。'] });
}
