import { createRoute, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { appContext } from '@/lib/server/app-context';
import { storeContentImage } from '@/lib/server/services/content-images';
import { checkImageUpload } from '@/lib/server/uploads';
import { managerAccess } from '../http/access';
import { item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { dbOf, type ApiEnv } from '../http/router';
import { binaryField, errorResponse, itemOf, json, unauthenticatedResponse } from '../http/schemas';
import { isMultipart } from '../http/request-body';
import { ContentImageSchema } from './content-schemas';
import type { Permission } from '@/lib/contract/permissions';

// One image into the rich-text editor (or as a news cover): judged by its bytes, stored as a public file.

const MAX_BYTES = 5 * 1024 * 1024;

export function contentImageRoute(permission: Permission, tag: string) {
  return createRoute({
    ...managerAccess(permission), method: 'post', path: '/images', tags: [tag],
    summary: `Upload an image for the editor (multipart field image: JPEG, PNG or WebP by content, at most 5 MB) (permission ${permission})`,
    request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ image: binaryField }) } } } },
    responses: {
      201: json(itemOf(ContentImageSchema), 'The stored image and its public address'),
      400: errorResponse('Not multipart/form-data'), 403: errorResponse('The manager lacks the permission'),
      422: errorResponse('Not an image within 5 MB'), ...unauthenticatedResponse,
    },
  });
}

export async function uploadContentImage(c: Context<ApiEnv>) {
  if (!isMultipart(c)) throw new AppError('bad_request', '请以 multipart/form-data 上传图片。');
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('bad_request', '无法读取上传的表单。');
  });
  const image = await checkImageUpload(form.image, MAX_BYTES);
  if (!image.ok) throw new AppError('validation_failed', undefined, { image: [image.message] });
  const db = await dbOf(c);
  return c.json(item(await storeContentImage(db, appContext(db), c.var.managerId, image)), 201);
}
