import type { Context } from 'hono';
import { parseCityCode } from '@/lib/api/city-scope';

/**
 * The list's city: the query's city_code, else the cityCode header every client sends (SPEC.md §7),
 * so a browser list follows the visitor's chosen city without naming it in each call.
 */
export function listCity(c: Context, fromQuery: string | undefined): string | undefined {
  return fromQuery ?? parseCityCode(c.req.header('citycode'));
}
