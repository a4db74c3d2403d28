import { downloadFile, fetchBlob } from '@/lib/api/download';

/** Fetches a file the manager's session may read (an export, an ID photo) as a blob. */
export function fetchManageBlob(path: string, query: Record<string, string | number | undefined> = {}): Promise<Blob> {
  return fetchBlob(path, 'manage', query);
}

/** Saves a streamed .xlsx export under the given name; failures are toasted like any API error. */
export async function downloadExport(path: string, query: Record<string, string | number | undefined>, filename: string): Promise<void> {
  await downloadFile(path, filename, 'manage', query);
}
