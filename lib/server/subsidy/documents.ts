import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import type { Storage } from '@/lib/server/storage';
import { insertFileRow, removeUpload, writeUpload } from '@/lib/server/uploads';

// Uploaded documents of the subsidy chain (a learner's category proof, a claim's invoices and
// photos): PDF or images, judged by their content, stored like every other private upload.

// eslint-disable-next-line @typescript-eslint/no-require-imports
const FileType = require('file-type') as { fromBuffer(buffer: Buffer): Promise<{ ext: string; mime: string } | undefined> };

export const DOCUMENT_MIMES = ['application/pdf', 'image/jpeg', 'image/png', 'image/webp'] as const;
export const DOCUMENT_MAX_BYTES = 5 * 1024 * 1024;
export const CATEGORY_DOCUMENT_OWNER = 'subsidy-category';
export const CLAIM_FILE_OWNER = 'subsidy-claim';

export type CheckedDocument = { buffer: Buffer; ext: string; mime: string; name: string };

export async function checkDocument(value: unknown, field = 'file'): Promise<CheckedDocument> {
  const refuse = (message: string) => new AppError('validation_failed', undefined, { [field]: [`${field} ${message}`] });
  if (!(value instanceof Blob)) throw refuse('请选择要上传的文件（PDF 或图片）。');
  if (value.size === 0) throw refuse('文件为空。');
  if (value.size > DOCUMENT_MAX_BYTES) throw refuse('文件不能超过 5 MB。');
  const buffer = Buffer.from(await value.arrayBuffer());
  const type = await FileType.fromBuffer(buffer);
  if (!type || !(DOCUMENT_MIMES as readonly string[]).includes(type.mime)) throw refuse('只支持 PDF、JPEG、PNG 或 WebP 文件（按文件内容判断）。');
  return { buffer, ext: type.ext, mime: type.mime, name: ((value as Blob & { name?: string }).name || `document.${type.ext}`).slice(0, 200) };
}

/** Stores the bytes, then records the files row through `record` (in the caller's transaction); a failure removes the bytes. */
export async function storeDocument(db: Db, storage: Storage, doc: CheckedDocument, ownerType: string, ownerId: number, now: Date): Promise<number> {
  const stored = await writeUpload(storage, doc.buffer, doc.ext, doc.mime, now);
  try {
    return await insertFileRow(db, { stored, buffer: doc.buffer, mime: doc.mime, originalName: doc.name, ownerType, ownerId, now });
  } catch (error) {
    await removeUpload(stored);
    throw error;
  }
}
