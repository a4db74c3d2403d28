import { createHash, randomUUID } from 'node:crypto';
import type { Db } from '@/lib/server/db';
import { newStorageKey, type Storage } from '@/lib/server/storage';
import { CONTROL_CHARACTERS } from '@/lib/validation/text';

// file-type 16 is CommonJS; its typings are ESM-shaped, so it is loaded with require.
// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileType = require('file-type') as { fromBuffer(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> };

export const IMAGE_MIMES = ['image/jpeg', 'image/png', 'image/webp'] as const;
/** Images placed in news and content pages (and news covers) by the back-office editor. */
export const CONTENT_IMAGE_OWNER = 'content-image';
/** owner_type values whose files GET /files/{id} may serve to anyone; ID photos are never among them. */
export const PUBLIC_OWNER_TYPES = ['avatar', 'organization-logo', 'class-cover', CONTENT_IMAGE_OWNER] as const;

export type DetectedImage = { ext: string; mime: string };

/** Judges the bytes, never the name or the declared type. */
export async function detectImage(buffer: Buffer): Promise<DetectedImage | null> {
  const found = await FileType.fromBuffer(buffer);
  return found && (IMAGE_MIMES as readonly string[]).includes(found.mime) ? found : null;
}

export type UploadCheck = { ok: true; buffer: Buffer; image: DetectedImage; name: string } | { ok: false; message: string };

/** A multipart value that must be an image of at most maxBytes. */
export async function checkImageUpload(value: unknown, maxBytes: number): Promise<UploadCheck> {
  if (!(value instanceof Blob) || value.size === 0) return { ok: false, message: '请上传图片文件。' };
  if (value.size > maxBytes) return { ok: false, message: `图片不能超过 ${Math.round(maxBytes / 1024 / 1024)} MB。` };
  const buffer = Buffer.from(await value.arrayBuffer());
  const image = await detectImage(buffer);
  if (!image) return { ok: false, message: '只支持 JPEG、PNG 或 WebP 格式的图片。' };
  const name = (value as Blob & { name?: string }).name ?? `upload.${image.ext}`;
  return { ok: true, buffer, image, name };
}

export type StoredBytes = { storageKey: string; storage: Storage };

/** Stores the bytes under a random name; the caller records the files row (in its transaction) afterwards, so a store that fails leaves no row. */
export async function writeUpload(storage: Storage, buffer: Buffer, ext: string, mime: string, now: Date): Promise<StoredBytes> {
  const storageKey = newStorageKey(now, ext, randomUUID);
  await storage.put(storageKey, buffer, { contentType: mime, sha256: createHash('sha256').update(buffer).digest('hex') });
  return { storageKey, storage };
}

/** Best effort: removing what a failed request stored must not hide that request's own error. */
export async function removeUpload(stored: StoredBytes): Promise<void> {
  await stored.storage.delete(stored.storageKey).catch(() => undefined);
}

export type FileRowInput = { stored: StoredBytes; buffer: Buffer; mime: string; originalName: string; ownerType: string; ownerId: number; now: Date };

/** A client's file name as kept for display: control characters (NUL breaks PostgreSQL) dropped, 255 characters at most. */
export function storedFileName(name: string): string {
  return name.replace(new RegExp(CONTROL_CHARACTERS.source, 'gu'), '').slice(0, 255);
}

export async function insertFileRow(db: Db, f: FileRowInput): Promise<number> {
  const row = await db
    .insertInto('files')
    .values({
      storage_key: f.stored.storageKey, original_name: storedFileName(f.originalName), mime: f.mime, size: f.buffer.length,
      sha256: createHash('sha256').update(f.buffer).digest('hex'), owner_type: f.ownerType, owner_id: f.ownerId,
      created_at: f.now.toISOString(),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

export type PublicFile = { storageKey: string; mime: string; size: number };

export async function findPublicFile(db: Db, id: number): Promise<PublicFile | null> {
  const row = await db
    .selectFrom('files')
    .select(['storage_key', 'mime', 'size'])
    .where('id', '=', id)
    .where('owner_type', 'in', [...PUBLIC_OWNER_TYPES])
    .executeTakeFirst();
  return row ? { storageKey: row.storage_key, mime: row.mime, size: row.size } : null;
}
