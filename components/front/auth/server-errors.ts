import { ApiError, errorNotice, notifyError } from '@/lib/api/client';

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

/**
 * The field errors of a call made with `silent: true`: the form shows them inline, and only a
 * failure no field explains (a 429, a 500, a 422 on a field the form lacks) becomes a toast, so a
 * learner never reads the same message twice.
 */
export function inlineOrToast<K extends string>(error: unknown, names: Record<string, K>): Partial<Record<K, string>> {
  const found = serverFieldErrors(error, names);
  if (Object.keys(found).length === 0 && error instanceof ApiError) notifyError(errorNotice(error));
  return found;
}
