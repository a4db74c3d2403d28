import type { Db } from '@/lib/server/db';
import type { Storage } from '@/lib/server/storage';
import { insertFileRow, removeUpload, writeUpload, type UploadCheck } from '@/lib/server/uploads';

// A class's cover image: stored as a public file before the class is saved (the form sends its URL
// as `cover`), owned by the manager who uploaded it.

export const COVER_MAX_BYTES = 2 * 1024 * 1024;

export type StoredCover = { id: number; url: string };

export async function storeClassCover(db: Db, storage: Storage, managerId: number, image: Extract<UploadCheck, { ok: true }>, now: Date): Promise<StoredCover> {
  const stored = await writeUpload(storage, image.buffer, image.image.ext, image.image.mime, now);
  try {
    const id = await insertFileRow(db, { stored, buffer: image.buffer, mime: image.image.mime, originalName: image.name, ownerType: 'class-cover', ownerId: managerId, now });
    return { id, url: `/api/v1/files/${id}` };
  } catch (error) {
    await removeUpload(stored);
    throw error;
  }
}
