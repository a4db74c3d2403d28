import type { Context } from 'hono';
import { knownCityCode } from '@/lib/server/city-codes';

/**
 * The list's city: the query's city_code, else the cityCode header every client sends (SPEC.md §7),
 * so a browser list follows the visitor's chosen city without naming it in each call. A header naming
 * no city of the province is no city (lib/server/city-codes.ts), as the response cache keys it.
 */
export function listCity(c: Context, fromQuery: string | undefined): string | undefined {
  return fromQuery ?? knownCityCode(c.req.header('citycode'));
}
