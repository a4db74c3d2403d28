import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import type { Db } from '@/lib/server/db';
import { AppError } from '@/lib/server/domain/errors';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { isMultipart } from '../http/request-body';
import { binaryField } from '../http/schemas';
import { z } from '@hono/zod-openapi';

// Multipart uploads and private downloads of the subsidy routes.

export const uploadBody = (extra: Record<string, z.ZodType> = {}) => ({
  body: { required: true, content: { 'multipart/form-data': { schema: z.object({ file: binaryField.openapi({ description: 'PDF, JPEG, PNG or WebP, at most 5 MB' }), ...extra }) } } },
});

export async function formOf(c: Context): Promise<Record<string, unknown>> {
  if (!isMultipart(c)) throw new AppError('validation_failed', undefined, { file: ['file 请以 multipart/form-data 上传文件。'] });
  return (await c.req.parseBody()) as Record<string, unknown>;
}

export async function privateFile(c: Context, db: Db, fileId: number) {
  const file = await db.selectFrom('files').select(['storage_key', 'mime', 'size', 'original_name']).where('id', '=', fileId).executeTakeFirst();
  if (!file) throw new AppError('not_found', '文件不存在。');
  return storedFileResponse(appContext(db).storage, { storageKey: file.storage_key, mime: file.mime, size: file.size }, {
    range: c.req.header('range'), missing: '文件不存在。',
    headers: { 'cache-control': 'private, no-store', 'content-disposition': `attachment; filename*=UTF-8''${encodeURIComponent(file.original_name)}` },
  });
}
