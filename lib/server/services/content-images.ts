import type { Db } from '@/lib/server/db';
import type { AppContext } from '@/lib/server/domain/context';
import { CONTENT_IMAGE_OWNER, insertFileRow, removeUpload, writeUpload, type UploadCheck } from '@/lib/server/uploads';
import type { ContentImage } from '@/lib/contract/content-admin';

export type { ContentImage };

/** An image for news or a content page, served publicly at /api/v1/files/{id}; the bytes were checked by content. */
export async function storeContentImage(db: Db, rt: AppContext, managerId: number, image: Extract<UploadCheck, { ok: true }>): Promise<ContentImage> {
  const now = rt.now();
  const stored = await writeUpload(rt.storage, image.buffer, image.image.ext, image.image.mime, now);
  try {
    const id = await insertFileRow(db, {
      stored, buffer: image.buffer, mime: image.image.mime, originalName: image.name, ownerType: CONTENT_IMAGE_OWNER, ownerId: managerId, now,
    });
    return { id, url: `/api/v1/files/${id}` };
  } catch (error) {
    await removeUpload(stored);
    throw error;
  }
}
