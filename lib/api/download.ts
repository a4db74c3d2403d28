import { ApiError, API_BASE, APP_ID, notifyError, type ApiErrorBody } from '@/lib/api/client';
import { GUARD_HEADER, type SessionGuard } from '@/lib/auth/cookies';
import { fetchWithin } from './fetch-deadline';
import { PRIVATE_QUERY_HEADER, splitQuery } from './private-query';

type Query = Record<string, string | number | undefined>;

/** How long a file may take to begin (an export is written as it streams, so its first bytes come early); its bytes are not timed. */
export const DOWNLOAD_START_TIMEOUT_MS = 60_000;

/** A file the session may read (an export, a photo, a certificate PDF) as a blob; an error answer throws ApiError. */
export async function fetchBlob(path: string, guard: SessionGuard, query: Query = {}): Promise<Blob> {
  // An export filtered by a phone or ID number sends it in a header, as apiFetch does (./private-query.ts).
  const { open, hidden } = splitQuery(Object.fromEntries(Object.entries(query).filter(([, v]) => v !== '')));
  const qs = new URLSearchParams(open).toString();
  const headers: Record<string, string> = { appid: String(APP_ID) };
  if (guard === 'manage') headers[GUARD_HEADER] = 'manage';
  if (hidden) headers[PRIVATE_QUERY_HEADER] = hidden;
  let response: Response;
  try {
    response = await fetchWithin(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, { headers, credentials: 'same-origin' }, DOWNLOAD_START_TIMEOUT_MS);
  } catch {
    throw new ApiError(0, null);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as ApiErrorBody | null;
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

/** Hands a blob to the browser's download under the given name. */
export function saveBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/**
 * Downloads a file, or toasts why not: a plain link would save the JSON error under the file's name.
 * Resolves true when the file was handed to the browser.
 */
export async function downloadFile(path: string, filename: string, guard: SessionGuard, query: Query = {}): Promise<boolean> {
  try {
    saveBlob(await fetchBlob(path, guard, query), filename);
    return true;
  } catch (error) {
    notifyError({ message: error instanceof ApiError ? error.body?.message : undefined });
    return false;
  }
}
