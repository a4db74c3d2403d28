import fs from 'node:fs';
import path from 'node:path';
import { createApiApp } from '@/lib/server/api/app';
import { createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import { connect } from '@/lib/server/db/connect';
import { SEED_MEDIA_DIR } from '@/lib/server/db/seed/media';
import type { Db } from '@/lib/server/db';
import { s3Storage } from '@/lib/server/storage';
import { insertClass, insertEnrollment, insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { learnerWithToken, managerWithToken, tableCount } from '../helpers/learner-area';
import { S3_BUCKET, S3_KEYS, startS3Server, type S3Server } from '../helpers/s3-server';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Two API instances, each with its own database handle and its own S3 client, on one database and
// one bucket (a real S3 protocol server): what one stores the other serves, ranges included; and a
// store that cannot be reached is a 503 that leaves no row behind.

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const CLIP = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'lesson-01.mp4'));
/** Over two 5 MB parts: the upload goes to the store as a multipart upload. */
const BIG_VIDEO = Buffer.concat([CLIP, Buffer.alloc(11 * 1024 * 1024 - CLIP.length, 0x5a)]);
const PERMISSIONS = ['videos.view', 'videos.create', 'videos.update', 'videos.delete', 'classes.update'];

type Instance = { db: Db; rt: AppContext; call: (method: string, url: string, init?: { token?: string; body?: BodyInit; type?: string; headers?: Record<string, string> }) => Promise<Response> };

let t: TestDb;
let s3: S3Server;
let a: Instance;
let b: Instance;
let down: Instance;
let manager = '';
let classId = 0;

function instance(db: Db, storage: ReturnType<typeof s3Storage>): Instance {
  const rt = createAppContext({ db, redisUrl: undefined, storage, province: '410000' });
  installAppContext(db, rt);
  const app = createApiApp({ db: () => db });
  return {
    db, rt,
    call: async (method, url, init = {}) => {
      const headers: Record<string, string> = { 'x-forwarded-for': '10.9.8.7', ...init.headers };
      if (init.token) headers.authorization = `Bearer ${init.token}`;
      if (init.type) headers['content-type'] = init.type;
      return app.request(`/api/v1${url}`, { method, headers, body: init.body });
    },
  };
}

beforeAll(async () => {
  t = await createTestDb();
  s3 = await startS3Server();
  const prefix = `two-${Date.now()}`;
  a = instance(t.db, s3.storage({ prefix, partSize: 5 * 1024 * 1024 }));
  b = instance(connect(t.url), s3.storage({ prefix }));
  // Nothing listens on port 9: every request to this store is refused.
  down = instance(connect(t.url), s3Storage({ bucket: S3_BUCKET, prefix, endpoint: 'http://127.0.0.1:9', region: 'us-east-1', forcePathStyle: true, credentials: S3_KEYS }));
  await insertRegions(t.db);
  const occupation = await insertOccupation(t.db, { name: '保育师' });
  const org = await insertOrganization(t.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  classId = await insertClass(t.db, { occupation_id: occupation, organization_id: org, city_code: '410100' });
  manager = (await managerWithToken(t.db, PERMISSIONS, org)).token;
}, 60_000);

afterAll(async () => {
  await Promise.all([a.rt.close(), b.rt.close(), down.rt.close()]);
  await Promise.all([b.db.destroy(), down.db.destroy()]);
  await t.destroy();
  await s3.stop();
});

const form = (bytes: Buffer) => {
  const f = new FormData();
  f.set('cover', new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' }));
  return f;
};

test('a lesson video uploaded through A in parts plays through B, whole and by range, for an admitted learner only', async () => {
  const uploaded = await a.call('POST', `/manage/courses/${classId}/videos?name=big.mp4`, { token: manager, body: new Uint8Array(BIG_VIDEO), type: 'video/mp4' });
  expect(uploaded.status).toBe(201);
  const { file_id } = (await uploaded.json()).data;
  const row = await t.db.selectFrom('files').selectAll().where('id', '=', file_id).executeTakeFirstOrThrow();
  expect(row).toMatchObject({ size: BIG_VIDEO.length, mime: 'video/mp4' });
  const lesson = await b.call('POST', `/manage/courses/${classId}/lessons`, { token: manager, body: JSON.stringify({ title: '安全生产', file_id, duration_seconds: 30 }), type: 'application/json' });
  expect(lesson.status).toBe(201);
  const lessonId = (await lesson.json()).data.id;

  const learner = await learnerWithToken(t.db);
  const stranger = await learnerWithToken(t.db);
  await insertEnrollment(t.db, { class_id: classId, user_id: learner.id, status: 'studying', active_slot: 1 });
  const whole = await b.call('GET', `/user/lessons/${lessonId}/stream`, { token: learner.token });
  expect(whole.status).toBe(200);
  expect(whole.headers.get('content-length')).toBe(String(BIG_VIDEO.length));
  expect(Buffer.from(await whole.arrayBuffer()).equals(BIG_VIDEO)).toBe(true);

  // Seeking: a range across the boundary between the first and second part, and the last bytes.
  const from = 5 * 1024 * 1024 - 10;
  const seek = await b.call('GET', `/user/lessons/${lessonId}/stream`, { token: learner.token, headers: { range: `bytes=${from}-${from + 19}` } });
  expect(seek.status).toBe(206);
  expect(seek.headers.get('content-range')).toBe(`bytes ${from}-${from + 19}/${BIG_VIDEO.length}`);
  expect(Buffer.from(await seek.arrayBuffer()).equals(BIG_VIDEO.subarray(from, from + 20))).toBe(true);
  const tail = await b.call('GET', `/user/lessons/${lessonId}/stream`, { token: learner.token, headers: { range: 'bytes=-4' } });
  expect(Buffer.from(await tail.arrayBuffer()).equals(BIG_VIDEO.subarray(-4))).toBe(true);
  expect((await b.call('GET', `/user/lessons/${lessonId}/stream`, { token: learner.token, headers: { range: `bytes=${BIG_VIDEO.length}-` } })).status).toBe(416);

  // Private: the same checks as on the disk.
  expect((await b.call('GET', `/user/lessons/${lessonId}/stream`, { token: stranger.token })).status).toBe(404);
  expect((await b.call('GET', `/user/lessons/${lessonId}/stream`)).status).toBe(401);
  expect((await b.call('GET', `/files/${file_id}`)).status).toBe(404);

  // Deleted through B: row and object go; A then has nothing to serve.
  expect((await b.call('DELETE', `/manage/lessons/${lessonId}`, { token: manager })).status).toBe(204);
  expect(await t.db.selectFrom('files').select('id').where('id', '=', file_id).executeTakeFirst()).toBeUndefined();
  expect(await a.rt.storage.head(row.storage_key)).toBeNull();
});

test('a public image stored through A is served by B, by range too; a row whose object is gone is a 404', async () => {
  const stored = await a.call('POST', '/manage/classes/cover', { token: manager, body: form(PNG) });
  expect(stored.status).toBe(201);
  const url: string = (await stored.json()).data.url;
  const id = Number(url.split('/').pop());
  const served = await b.call('GET', `/files/${id}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
  expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  expect(Buffer.from(await served.arrayBuffer()).equals(PNG)).toBe(true);
  const part = await b.call('GET', `/files/${id}`, { headers: { range: 'bytes=1-3' } });
  expect(part.status).toBe(206);
  expect(Buffer.from(await part.arrayBuffer()).toString('latin1')).toBe('PNG');

  const { storage_key } = await t.db.selectFrom('files').select('storage_key').where('id', '=', id).executeTakeFirstOrThrow();
  await a.rt.storage.delete(storage_key);
  const missing = await b.call('GET', `/files/${id}`);
  expect(missing.status).toBe(404);
  expect(await missing.json()).toMatchObject({ message: '文件不存在。', status_code: 404 });
});

test('a store that cannot be reached: uploads are a 503 in JSON and write no row; reads are a 503', async () => {
  const files = await tableCount(t.db, 'files');
  const video = await down.call('POST', `/manage/courses/${classId}/videos?name=v.mp4`, { token: manager, body: new Uint8Array(CLIP), type: 'video/mp4' });
  expect(video.status).toBe(503);
  expect(await video.json()).toEqual({ message: '文件存储暂时不可用，请稍后再试。', status_code: 503, code: 'service_unavailable' });
  const cover = await down.call('POST', '/manage/classes/cover', { token: manager, body: form(PNG) });
  expect(cover.status).toBe(503);
  expect(await tableCount(t.db, 'files')).toBe(files);

  const kept = await a.call('POST', '/manage/classes/cover', { token: manager, body: form(PNG) });
  const id = Number((await kept.json()).data.url.split('/').pop());
  const read = await down.call('GET', `/files/${id}`);
  expect(read.status).toBe(503);
  expect((await read.json()).code).toBe('service_unavailable');
});
