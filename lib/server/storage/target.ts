export type StorageTarget = { kind: 'local'; dir: string } | { kind: 's3'; bucket: string; prefix: string };

/** STORAGE_URL: unset or `file:` is UPLOAD_DIR on the local disk; `s3://bucket/prefix` is object storage. */
export function storageTarget(url: string | undefined, uploadDir: string): StorageTarget {
  if (!url || url === 'file:') return { kind: 'local', dir: uploadDir };
  const parsed = new URL(url);
  return { kind: 's3', bucket: parsed.hostname, prefix: decodeURIComponent(parsed.pathname).replace(/^\/+|\/+$/g, '') };
}
