import { ApiError } from '@/lib/api/client';

/** 422 field errors, renamed from the API's field names to the form's. */
export function serverFieldErrors<K extends string>(error: unknown, names: Record<string, K>): Partial<Record<K, string>> {
  if (!(error instanceof ApiError) || error.status !== 422) return {};
  const out: Partial<Record<K, string>> = {};
  for (const [field, message] of Object.entries(error.fieldErrors)) {
    const target = names[field];
    if (target && !out[target]) out[target] = message;
  }
  return out;
}
