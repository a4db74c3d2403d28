import type { ZodError } from 'zod';
import { controlCharacterPath } from '@/lib/validation/text';
import { AppError } from './errors';

// Checked input, as services and routes both refuse it: zod issues become field messages in Chinese
// under a validation_failed error (the API answers it with 422).

type Issue = ZodError['issues'][number];

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');
const valueAt = (input: unknown, path: PropertyKey[]) =>
  path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), input);

/** Nothing was given where a value is required: said as such, not as "无效" (issue 37). */
function missing(issue: Issue, input: unknown): boolean {
  if (issue.code === 'too_big') return false;
  if (input !== undefined) return blank(valueAt(input, issue.path));
  return issue.code === 'invalid_type' && /received (undefined|null)$/.test(issue.message);
}

function describe(issue: Issue, field: string, input: unknown): string {
  if (missing(issue, input)) return `${field} 必填。`;
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

/** zod issues → Laravel-style `errors: { field: [message…] }` in Chinese; with the input, any blank value a rule refused is "必填". */
export function validationError(error: ZodError, input?: unknown): AppError {
  const errors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.map(String).join('.') || 'request';
    (errors[field] ??= []).push(describe(issue, field, input));
  }
  return new AppError('validation_failed', undefined, errors);
}

/**
 * Control characters are refused in every validated value, whatever its schema says: NUL makes
 * PostgreSQL fail the write (SQLite would keep it), and the rest have no place in stored text.
 */
export function refuseControlCharacters(data: unknown): void {
  const path = controlCharacterPath(data);
  if (!path) return;
  const field = path.join('.') || 'request';
  throw new AppError('validation_failed', undefined, { [field]: [`${field} 不能包含控制字符。`] });
}
