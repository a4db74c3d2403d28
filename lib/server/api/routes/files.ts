import { createRoute } from '@hono/zod-openapi';
import { appContext } from '@/lib/server/app-context';
import { storedFileResponse } from '@/lib/server/storage/respond';
import { findPublicFile, IMAGE_MIMES } from '@/lib/server/uploads';
import { AppError } from '@/lib/server/domain/errors';
import { createRouter, dbOf } from '../http/router';
import { binaryField, notFoundResponse } from '../http/schemas';
import { idParam } from '../http/validation';
import { MAX_ID } from '@/lib/contract/fields';
import { documented } from '../http/request-body';
import { publicAccess } from '../http/access';

const showRoute = createRoute({
  ...publicAccess,
  method: 'get',
  path: '/{id}',
  tags: ['files'],
  summary: 'A public upload (e.g. an avatar); private files such as ID photos are a 404',
  request: { params: idParam },
  responses: {
    200: {
      description: 'The file, cacheable for a year',
      content: Object.fromEntries(IMAGE_MIMES.map((mime) => [mime, { schema: binaryField }])),
    },
    ...notFoundResponse,
  },
});

const FILE_MISSING = '文件不存在。';
const router = createRouter();

/** GET /files/{id}: public uploads (avatars) only; ID photos and other private files are a 404. */
export const fileRoutes = router.on(showRoute.method, documented(router, showRoute, '/:id{[0-9]+}'), async (c) => {
  const id = Number(c.req.param('id'));
  const db = await dbOf(c);
  const file = id <= MAX_ID ? await findPublicFile(db, id) : undefined;
  if (!file) throw new AppError('not_found', FILE_MISSING);
  return storedFileResponse(appContext(db).storage, file, {
    range: c.req.header('range'), missing: FILE_MISSING,
    // Names are random and files never change in place, so clients may keep them.
    headers: { 'cache-control': 'public, max-age=31536000, immutable' },
  });
});
