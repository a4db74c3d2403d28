import { createRoute, z } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { COVER_MAX_BYTES, storeClassCover } from '@/lib/server/services/class-cover';
import { checkImageUpload } from '@/lib/server/uploads';
import { managerAccess } from '../http/access';
import { requireManager } from '../http/auth';
import { item } from '../http/envelope';
import { AppError } from '@/lib/server/domain/errors';
import { requirePermission } from '../http/permission';
import { createRouter, dbOf } from '../http/router';
import { binaryField, errorResponse, itemOf, json, unauthenticatedResponse } from '../http/schemas';
import { documented, isMultipart } from '../http/request-body';
import { ClassCoverSchema as CoverSchema } from '@/lib/contract/class-admin';

// Uploading a class cover image (mounted at /manage/classes before routes/manage-classes.ts).


const coverRoute = createRoute({
  ...managerAccess('classes.update'), method: 'post', path: '/cover', tags: ['manage-classes'],
  summary: "Upload a class cover image (multipart field cover: JPEG, PNG or WebP, at most 2 MB); answers the URL for the class's cover (permission classes.update)",
  request: { body: { required: true, content: { 'multipart/form-data': { schema: z.object({ cover: binaryField }).openapi('ClassCoverForm') } } } },
  responses: {
    201: json(itemOf(CoverSchema), 'The stored image'), ...unauthenticatedResponse, 403: errorResponse('The manager lacks the permission'),
    400: errorResponse('Not multipart/form-data'), 422: errorResponse('Not an image within 2 MB'),
  },
});

const router = createRouter();
export const manageClassCoverRoutes = router.on(coverRoute.method, documented(router, coverRoute), requireManager(), requirePermission(coverRoute), async (c) => {
  if (!isMultipart(c)) throw new AppError('bad_request', '请以 multipart/form-data 上传封面图片。');
  const form = await c.req.parseBody().catch(() => {
    throw new AppError('bad_request', '无法读取上传的表单。');
  });
  const cover = await checkImageUpload(form.cover, COVER_MAX_BYTES);
  if (!cover.ok) throw new AppError('validation_failed', undefined, { cover: [cover.message] });
  const db = await dbOf(c);
  const rt = appContext(db);
  return c.json(item(await storeClassCover(db, rt.storage, c.var.managerId, cover, rt.now())), 201);
});
