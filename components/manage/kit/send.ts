'use client';

import { ApiError, apiFetch, errorNotice, notifyError, type ApiOptions } from '@/lib/api/client';

/**
 * A back-office write. A 422 is left to the form or dialog, which shows each message by its field
 * (no generic toast on top); every other failure is toasted once, as the API client does.
 */
export async function kitSend<T = unknown>(path: string, method: NonNullable<ApiOptions['method']>, body?: unknown): Promise<T> {
  try {
    return await apiFetch<T>(path, { guard: 'manage', method, body, silent: true });
  } catch (error) {
    if (error instanceof ApiError && error.status !== 422) notifyError(errorNotice(error));
    if (!(error instanceof ApiError)) notifyError({});
    throw error;
  }
}

/**
 * A back-office write whose every failure is toasted, a 422 included: for a change no form shows (the
 * menu reorder, a lesson moved), where the toast is the only place to say why it was refused.
 */
export function kitSendToasted<T = unknown>(path: string, method: NonNullable<ApiOptions['method']>, body?: unknown): Promise<T> {
  return apiFetch<T>(path, { guard: 'manage', method, body });
}
