import { ApiError, apiFetch, errorNotice, notifyError } from '@/lib/api/client';

// The learner's subsidy calls (lib/contract/subsidy/routes.ts). A 422 comes back to the form, by
// its field; anything else is toasted once.

export const MY_SESSIONS_KEY = '/user/subsidy/sessions';
export const MY_SUBSIDIES_KEY = '/user/subsidies';
export const MY_CATEGORIES_KEY = '/user/subsidy/categories';

export async function learnerSend<T>(path: string, body: unknown): Promise<T> {
  try {
    return await apiFetch<T>(path, { method: 'POST', body, silent: true });
  } catch (error) {
    if (!(error instanceof ApiError)) notifyError({});
    else if (error.status !== 422) notifyError(errorNotice(error));
    throw error;
  }
}

/** 422 → { field: message }; null for every other failure (already toasted). */
export function fieldErrorsOf(error: unknown): Record<string, string> | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  const fields = error.fieldErrors;
  return Object.keys(fields).length ? fields : { form: error.message };
}
