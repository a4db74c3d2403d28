import { ApiError, API_BASE, APP_ID, errorNotice, notifyError } from '@/lib/api/client';
import { GUARD_HEADER } from '@/lib/auth/cookies';
import type { ErrorAnswer, Progress } from '@/lib/contract/envelope';

// An import endpoint that streams NDJSON (lib/server/api/http/progress-stream.ts): progress lines
// while rows are checked, then the result. Not bound to apiFetch's 20 s timeout, since a large
// file may take longer and keeps reporting while it runs.

/** A line of the stream (the contract's ProgressLine), any of its kinds, read leniently. */
type Line<T> = { progress?: Progress; data?: T; error?: Partial<ErrorAnswer> };

export type OnProgress = (done: number, total: number) => void;

async function failure(response: Response): Promise<ApiError> {
  const body = await response.json().catch(() => null);
  return new ApiError(response.status, body);
}

export async function uploadWithProgress<T>(path: string, form: FormData, onProgress?: OnProgress): Promise<{ data: T }> {
  let response: Response;
  try {
    response = await fetch(`${API_BASE}${path}`, {
      method: 'POST', body: form, credentials: 'same-origin',
      headers: { accept: 'application/x-ndjson', [GUARD_HEADER]: 'manage', appid: String(APP_ID) },
    });
  } catch {
    notifyError({});
    throw new ApiError(0, null);
  }
  if (!response.ok || !response.body) {
    const error = await failure(response);
    // A 422 is shown at the field by the form; anything else is toasted.
    if (error.status !== 422) notifyError(errorNotice(error));
    throw error;
  }
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffered = '';
  for (;;) {
    const { value, done } = await reader.read();
    if (value) buffered += value;
    const lines = buffered.split('\n');
    buffered = done ? '' : (lines.pop() ?? '');
    for (const text of lines.filter((l) => l.trim())) {
      const line = JSON.parse(text) as Line<T>;
      if (line.progress) onProgress?.(line.progress.done, line.progress.total);
      if (line.data !== undefined) return { data: line.data };
      if (line.error) {
        notifyError({ message: line.error.message });
        throw new ApiError(line.error.status_code ?? 500, { message: line.error.message, errors: line.error.errors });
      }
    }
    if (done) break;
  }
  notifyError({});
  throw new ApiError(0, null);
}
