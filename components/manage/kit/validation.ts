'use client';

import { useTranslations } from 'next-intl';
import type { z } from 'zod';
import { ApiError } from '@/lib/api/client';

// The forms check their values with the same zod schema the API uses, before sending, and say
// what is wrong in plain words by the field; the rare error the server still finds (a duplicate,
// a rule only it knows) is shown by its field too, never as a second generic toast.

export type FieldErrors = Record<string, string>;
type Issue = z.core.$ZodIssue;
type KitT = ReturnType<typeof useTranslations<'ManageKit'>>;

const blank = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

function valueAt(values: unknown, path: PropertyKey[]): unknown {
  return path.reduce<unknown>((v, key) => (v && typeof v === 'object' ? (v as Record<PropertyKey, unknown>)[key] : undefined), values);
}

/** `input` is the value the issue is about (zod does not carry it unless asked). */
export function describeIssue(issue: Issue, label: string, t: KitT, input: unknown = undefined, choice = false): string {
  // Nothing filled in: say so, whatever rule the empty value broke first (a date's format check, a
  // comparison with another date, a pattern), rather than describe the rule.
  if (blank(input) && issue.code !== 'too_big') return t(choice ? 'choose' : 'required', { label });
  switch (issue.code) {
    case 'invalid_type':
      if (blank(input)) return t(['string', 'number', 'int', 'bigint'].includes(issue.expected) ? 'required' : 'choose', { label });
      return issue.expected === 'number' || issue.expected === 'int' ? t('wholeNumber', { label }) : t('invalid', { label });
    case 'too_small':
      if (issue.origin === 'string') return Number(issue.minimum) <= 1 || blank(input) ? t('required', { label }) : t('tooShort', { label, min: Number(issue.minimum) });
      if (issue.origin === 'array' || issue.origin === 'set') return t('choose', { label });
      return t('tooSmall', { label, min: Number(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return t('tooLong', { label, max: Number(issue.maximum) });
      return t('tooBig', { label, max: Number(issue.maximum) });
    case 'invalid_value':
      return t('choose', { label });
    case 'custom':
      return issue.message && issue.message !== 'Invalid input' ? issue.message : t('invalid', { label });
    default:
      return t('invalid', { label });
  }
}

/** The first message per field for the values, or null when the schema accepts them. */
export function validate<S extends z.ZodType>(schema: S, values: unknown, labels: Record<string, string>, t: KitT): { ok: true; data: z.output<S> } | { ok: false; errors: FieldErrors } {
  const result = schema.safeParse(values);
  if (result.success) return { ok: true, data: result.data };
  const errors: FieldErrors = {};
  for (const issue of result.error.issues) {
    const field = issue.path.map(String).join('.') || 'form';
    const choice = /(_id|_code|_ids|^level)$/.test(field.split('.')[0]);
    if (!errors[field]) errors[field] = describeIssue(issue, labels[field] ?? labels[field.split('.')[0]] ?? field, t, valueAt(values, issue.path), choice);
  }
  return { ok: false, errors };
}

/** A 422 from the server as field messages (the server's words, the field's label in front). */
export function serverFieldErrors(error: unknown): FieldErrors | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields = error.fieldErrors;
  return Object.keys(fields).length ? fields : { form: error.message };
}

export function useKitValidation() {
  const t = useTranslations('ManageKit');
  return {
    validate: <S extends z.ZodType>(schema: S, values: unknown, labels: Record<string, string>) => validate(schema, values, labels, t),
  };
}
