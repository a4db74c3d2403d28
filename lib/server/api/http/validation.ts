import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ZodError } from 'zod';
import { AppError } from './errors';

type Issue = ZodError['issues'][number];

function describe(issue: Issue, field: string): string {
  switch (issue.code) {
    case 'too_small':
      return `${field} 不能小于 ${String(issue.minimum)}。`;
    case 'too_big':
      return `${field} 不能大于 ${String(issue.maximum)}。`;
    case 'invalid_type':
      return issue.expected === 'number' || issue.expected === 'int' ? `${field} 必须是整数。` : `${field} 无效。`;
    case 'invalid_value':
      return `${field} 必须是以下值之一：${issue.values.map(String).join('、')}。`;
    case 'invalid_format':
      return `${field} 格式无效。`;
    case 'custom':
      return `${field} ${issue.message}`;
    default:
      return `${field} 无效。`;
  }
}

/** zod issues → Laravel-style `errors: { field: [message…] }` in Chinese. */
export function validationError(error: ZodError): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    (errors[field] ??= []).push(describe(issue, field));
  }
  return new AppError('validation_failed', undefined, errors);
}

/** The OpenAPIHono defaultHook: every zod failure at the route boundary becomes the 422 shape. */
export function validationHook(result: { success: true } | { success: false; error: ZodError }, c: Context) {
  if (!result.success) {
    const error = validationError(result.error);
    return c.json(error.toBody(), error.status);
  }
}

// Query-string building blocks. Values arrive as strings, so numbers are coerced.
export const intParam = (min: number, max?: number) => {
  const base = z.coerce.number().int().min(min);
  return max === undefined ? base : base.max(max);
};

/** Ids are 32-bit on PostgreSQL: a larger number can name no row, and must not reach the database. */
export const MAX_ID = 2_147_483_647;

/** A query or body field that refers to a row by id. */
export const idRef = () => intParam(1, MAX_ID);

export const idParam = z.object({
  id: intParam(1, MAX_ID).openapi({ param: { name: 'id', in: 'path' }, example: 1 }),
});

function isIsoDate(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

export const dateParam = z.string().refine(isIsoDate, { message: '必须是 YYYY-MM-DD 格式的有效日期。' }).openapi({ example: '2026-01-31' });

export const flagParam = z
  .enum(['0', '1', 'true', 'false'])
  .transform((v) => v === '1' || v === 'true')
  .openapi({ type: 'string', enum: ['0', '1', 'true', 'false'] });

export const keywordParam = z.string().trim().min(1).max(50);

export const includeParam = z.string().max(200).openapi({ description: 'Comma-separated relations, nested with dots' });
