import fs from 'node:fs';
import { Readable } from 'node:stream';
import { createRoute } from '@hono/zod-openapi';
import { accountsRuntime } from '@/lib/server/auth/runtime';
import { findPublicFile, IMAGE_MIMES } from '@/lib/server/uploads';
import { AppError } from '../http/errors';
import { createRouter, dbOf } from '../http/router';
import { binaryField, notFoundResponse } from '../http/schemas';
import { idParam, MAX_ID } from '../http/validation';
import { documented } from './account-input';
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

const router = createRouter();

/** GET /files/{id}: public uploads (avatars) only; ID photos and other private files are a 404. */
export const fileRoutes = router.on(showRoute.method, documented(router, showRoute, '/:id{[0-9]+}'), async (c) => {
  const id = Number(c.req.param('id'));
  const db = await dbOf(c);
  const file = id <= MAX_ID ? await findPublicFile(db, accountsRuntime(db).uploadDir, id) : undefined;
  if (!file) throw new AppError('not_found', '文件不存在。');
  const body = Readable.toWeb(fs.createReadStream(file.absolutePath)) as ReadableStream<Uint8Array>;
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': file.mime,
      'content-length': String(file.size),
      'x-content-type-options': 'nosniff',
      // Names are random and files never change in place, so clients may keep them.
      'cache-control': 'public, max-age=31536000, immutable',
    },
  });
});
