import { ApiError, API_BASE, APP_ID, notifyError } from '@/lib/api/client';
import { GUARD_HEADER } from '@/lib/auth/cookies';

/** Fetches a file the manager's session may read (an export, an ID photo) as a blob. */
export async function fetchManageBlob(path: string, query: Record<string, string | number | undefined> = {}): Promise<Blob> {
  const params = new URLSearchParams(Object.entries(query).filter(([, v]) => v !== undefined && v !== '').map(([k, v]) => [k, String(v)]));
  const qs = params.toString();
  const response = await fetch(`${API_BASE}${path}${qs ? `?${qs}` : ''}`, { headers: { [GUARD_HEADER]: 'manage', appid: String(APP_ID) }, credentials: 'same-origin' });
  if (!response.ok) {
    const body = await response.json().catch(() => null);
    throw new ApiError(response.status, body);
  }
  return response.blob();
}

/** Saves a streamed .xlsx export under the given name; failures are toasted like any API error. */
export async function downloadExport(path: string, query: Record<string, string | number | undefined>, filename: string): Promise<void> {
  try {
    const blob = await fetchManageBlob(path, query);
    const url = URL.createObjectURL(blob);
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    document.body.append(a);
    a.click();
    a.remove();
    setTimeout(() => URL.revokeObjectURL(url), 10_000);
  } catch (error) {
    notifyError({ message: error instanceof ApiError ? error.body?.message : undefined });
  }
}
