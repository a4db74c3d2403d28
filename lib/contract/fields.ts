import { z } from 'zod';

// Field building blocks of the contracts: plain zod, so the browser can import them too. OpenAPI
// details travel as zod metadata (.meta), which the API's document generator reads. A person's
// fields (phone, ID number, name) are in ./person.ts.

/** Numbers that may arrive as query-string text are coerced. */
export const intParam = (min: number, max?: number) => {
  const base = z.coerce.number().int().min(min);
  return max === undefined ? base : base.max(max);
};

/** Ids are 32-bit on PostgreSQL: a larger number can name no row, and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/** A query or body field that refers to a row by id. */
export const idRef = () => intParam(1, MAX_ID);

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const dateParam = z.string().refine(isIsoDate, { message: '必须是 YYYY-MM-DD 格式的有效日期。' }).meta({ example: '2026-01-31' });

export const keywordParam = z.string().trim().min(1).max(50);

/** A six-digit administrative division code (province, city or district). */
export const regionCode = z.string().trim().refine((v) => /^\d{6}$/.test(v), '必须是 6 位行政区划代码。').meta({ pattern: '^\\d{6}$' });
