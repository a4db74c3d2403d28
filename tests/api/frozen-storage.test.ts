import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { createApiApp } from '@/lib/server/api/app';
import { createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import { connect } from '@/lib/server/db/connect';
import { SEED_MEDIA_DIR } from '@/lib/server/db/seed/media';
import type { Db } from '@/lib/server/db';
import { s3Storage, type S3Deadlines } from '@/lib/server/storage';
import { servedWithin, startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { openSocketsTo, startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { insertClass, insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { managerWithToken, tableCount } from '../helpers/learner-area';
import { S3_BUCKET, S3_KEYS, startS3Server, type S3Server } from '../helpers/s3-server';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 36: object storage that accepts connections and then stops answering (a stalled network, a
// storage node stopped with SIGSTOP: here a relay that stops passing bytes). Every call to it has a
// deadline (S3_CONNECT_TIMEOUT_MS, S3_REQUEST_TIMEOUT_MS, S3_PART_TIMEOUT_MS), so uploads and reads
// answer 503 soon after it, write no row then or later, and all works again once the store resumes.
// A store that stops in the middle of a file it is sending has the same request deadline for each
// wait on the body: the download is cut (never a hang), and the connection to the store closed.

const DEADLINES: S3Deadlines = { connectMs: 500, requestMs: 1000, partMs: 2000 };
/**
 * The stopped-mid-file tests need the store's first reply to arrive within the request deadline
 * (a cut 200, not a 503 before any byte): on a loaded 2-core machine the local store's reply took
 * over 1 s once, so these tests give it more; what they assert (a cut, never a hang) is the same.
 */
const MID_FILE_DEADLINES: S3Deadlines = { ...DEADLINES, requestMs: 2500 };
/** A generous bound derived from the deadlines: both of an upload's parts in flight, plus a loaded machine. */
const ANSWER_BOUND_MS = 3 * DEADLINES.partMs + 5000;
/** A cut download: the store's first reply, then one wait on the body, each within the request deadline. */
const CUT_BOUND_MS = 2 * MID_FILE_DEADLINES.requestMs + 5000;
const UNAVAILABLE = { message: '文件存储暂时不可用，请稍后再试。', status_code: 503, code: 'service_unavailable' };

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');
const CLIP = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'lesson-01.mp4'));
/** Over two 5 MB parts: a multipart upload. */
const BIG_VIDEO = Buffer.concat([CLIP, Buffer.alloc(11 * 1024 * 1024 - CLIP.length, 0x5a)]);
/** A public file of 4 MB: its answer is many TCP segments, so the store can stop in the middle of it. */
const LARGE = randomBytes(4 * 1024 * 1024);
const LARGE_KEY = 'stall/large.png';
/** How much of an answer the relay passes (the headers and the start of the body) before it stops. */
const PASSED_BYTES = 256 * 1024;
const PERMISSIONS = ['videos.view', 'videos.create', 'videos.update', 'videos.delete', 'classes.update'];

type Call = (method: string, url: string, init?: { body?: BodyInit; type?: string }) => Promise<{ status: number; body: unknown; retryAfter: string | null; ms: number }>;

let t: TestDb;
let s3: S3Server;
let proxy: FaultProxy;
let manager = '';
let classId = 0;
const contexts: AppContext[] = [];
const handles: Db[] = [];
const processes: ApiProcess[] = [];
const unhandled: unknown[] = [];
const onUnhandled = (reason: unknown) => unhandled.push(reason);
const measured: string[] = [];

function timedCall(send: (method: string, url: string, headers: Record<string, string>, body?: BodyInit) => Promise<Response>): Call {
  return async (method, url, init = {}) => {
    const headers: Record<string, string> = { authorization: `Bearer ${manager}`, 'x-forwarded-for': '10.9.8.7' };
    if (init.type) headers['content-type'] = init.type;
    const started = Date.now();
    const response = await send(method, url, headers, init.body);
    const text = await response.text();
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // A file's bytes.
    }
    return { status: response.status, body, retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
  };
}

/** An API instance in this process with its own database handle and S3 client, on the store behind the relay. */
function instance(db: Db, deadlines: S3Deadlines = DEADLINES): Call & { raw: (url: string, headers?: Record<string, string>) => Promise<Download> } {
  const storage = s3Storage({
    bucket: S3_BUCKET, prefix: 'frozen', endpoint: `http://127.0.0.1:${proxy.port}`, region: 'us-east-1', forcePathStyle: true,
    credentials: S3_KEYS, partSize: 5 * 1024 * 1024, deadlines,
  });
  const rt = createAppContext({ db, redisUrl: undefined, storage, province: '410000' });
  contexts.push(rt);
  installAppContext(db, rt);
  const app = createApiApp({ db: () => db });
  const call = timedCall((method, url, headers, body) => Promise.resolve(app.request(`/api/v1${url}`, { method, headers, body })));
  // A GET read as it streams from the store: to its end, its cut, or a hang.
  const raw = async (url: string, headers: Record<string, string> = {}) => {
    const started = Date.now();
    return download(await app.request(`/api/v1${url}`, { headers: { 'x-forwarded-for': '10.9.8.7', ...headers } }), started);
  };
  return Object.assign(call, { raw });
}

const form = (bytes: Buffer) => {
  const f = new FormData();
  f.set('cover', new File([new Uint8Array(bytes)], 'cover.png', { type: 'image/png' }));
  return f;
};

type Download = { status: number; bytes: Buffer; ms: number; cut?: string; hung?: true };

/** Reads an answer's body to its end or to its cut; a body still open after `giveUpMs` is a hang (and is cancelled). */
async function download(response: Response, started: number, giveUpMs = ANSWER_BOUND_MS): Promise<Download> {
  const reader = response.body!.getReader();
  const chunks: Uint8Array[] = [];
  const result = (extra: Partial<Download> = {}): Download => ({ status: response.status, bytes: Buffer.concat(chunks), ms: Date.now() - started, ...extra });
  let timer: NodeJS.Timeout | undefined;
  const hang = new Promise<'hung'>((resolve) => (timer = setTimeout(() => resolve('hung'), giveUpMs - (Date.now() - started))));
  try {
    for (;;) {
      const next = await Promise.race([reader.read(), hang]);
      if (next === 'hung') {
        reader.cancel().catch(() => undefined);
        return result({ hung: true });
      }
      if (next.done) return result();
      chunks.push(next.value);
    }
  } catch (error) {
    return result({ cut: String(error) });
  } finally {
    clearTimeout(timer);
  }
}

/** A download the store stopped sending: cut within the deadline and a margin, after part of the file. */
function expectCut(answer: Download, status: number, length: number) {
  expect({ status: answer.status, hung: answer.hung ?? false, cut: answer.cut !== undefined }).toEqual({ status, hung: false, cut: true });
  expect(answer.bytes.length).toBeLessThan(length);
  expect(answer.ms).toBeLessThan(CUT_BOUND_MS);
}

/** The large file in the store under `prefix` (as an instance on that prefix sees it) and its public row. */
async function storeLarge(prefixes: string[]): Promise<number> {
  for (const prefix of prefixes) await s3.storage({ prefix }).put(LARGE_KEY, LARGE, { contentType: 'image/png' });
  const existing = await t.db.selectFrom('files').select('id').where('storage_key', '=', LARGE_KEY).executeTakeFirst();
  if (existing) return existing.id;
  const row = await t.db.insertInto('files').values({
    storage_key: LARGE_KEY, original_name: 'large.png', mime: 'image/png', size: LARGE.length,
    sha256: createHash('sha256').update(LARGE).digest('hex'), owner_type: 'avatar', owner_id: 1, created_at: new Date().toISOString(),
  }).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/**
 * A call to the store tried again while it is refused (503), until a deadline (servedWithin): a cover's
 * 500 ms connect deadline and an 11 MB video's 2 s part deadline were each missed in full runs, at the
 * run's first call to the store and just after it resumed, and a second server's first read (its first
 * connection to the store) missed it with the build beside the run. Each refusal is logged.
 */
async function accepted(what: string, attempt: () => ReturnType<Call>, deadlineMs: number): Promise<Awaited<ReturnType<Call>>> {
  const { answer, refused } = await servedWithin(attempt, deadlineMs);
  if (refused.length) measured.push(`${what}: ${refused.length} attempt(s) 503 after ${refused.join(', ')} ms before one was served`);
  return answer;
}

/** A cover stored while the store is up (the precondition of the tests below). */
function storedWhileUp(call: Call): ReturnType<Call> {
  return accepted('before the freeze', () => call('POST', '/manage/classes/cover', { body: form(PNG) }), 20_000);
}

function expectUnavailable(answer: Awaited<ReturnType<Call>>) {
  expect(answer.status).toBe(503);
  expect(answer.body).toEqual(UNAVAILABLE);
  expect(Number(answer.retryAfter)).toBeGreaterThan(0);
  expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
}

beforeAll(async () => {
  process.on('unhandledRejection', onUnhandled);
  t = await createTestDb();
  s3 = await startS3Server();
  proxy = await startFaultProxy({ host: '127.0.0.1', port: Number(new URL(s3.endpoint).port) });
  await insertRegions(t.db);
  const occupation = await insertOccupation(t.db, { name: '保育师' });
  const org = await insertOrganization(t.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  classId = await insertClass(t.db, { occupation_id: occupation, organization_id: org, city_code: '410100' });
  manager = (await managerWithToken(t.db, PERMISSIONS, org)).token;
}, 60_000);

afterAll(async () => {
  process.off('unhandledRejection', onUnhandled);
  proxy.thaw();
  await Promise.all(processes.map((p) => p.stop('SIGKILL')));
  await Promise.all(contexts.map((rt) => rt.close()));
  await Promise.all(handles.map((db) => db.destroy()));
  await t.destroy();
  await proxy.close();
  await s3.stop();
  console.log(`frozen object storage:\n  ${measured.join('\n  ')}`);
});

afterEach(() => proxy.thaw());

test('two instances on a frozen store: uploads (whole, multipart, cut mid-part) and reads answer 503 within the deadlines, no row is written then or later, and all works once it resumes', async () => {
  const a = instance(t.db);
  const secondDb = connect(t.url);
  handles.push(secondDb);
  const b = instance(secondDb);

  const stored = await storedWhileUp(a);
  expect(stored.status).toBe(201);
  const imageId = Number((stored.body as { data: { url: string } }).data.url.split('/').pop());
  expect((await accepted('read before the freeze', () => b('GET', `/files/${imageId}`), 20_000)).status).toBe(200);
  const files = await tableCount(t.db, 'files');
  const sockets = openSocketsTo(proxy.port);

  proxy.freeze();
  const image = await a('POST', '/manage/classes/cover', { body: form(PNG) });
  const video = await a('POST', `/manage/courses/${classId}/videos?name=big.mp4`, { body: new Uint8Array(BIG_VIDEO), type: 'video/mp4' });
  const read = await b('GET', `/files/${imageId}`);
  for (const answer of [image, video, read]) expectUnavailable(answer);
  measured.push(`frozen: image upload 503 after ${image.ms} ms, multipart video upload 503 after ${video.ms} ms, read 503 after ${read.ms} ms`);

  // Frozen in the middle of the first part: the part deadline, not the client's patience, ends it.
  proxy.thaw();
  proxy.freezeAfterBytes(2 * 1024 * 1024);
  const cut = await a('POST', `/manage/courses/${classId}/videos?name=cut.mp4`, { body: new Uint8Array(BIG_VIDEO), type: 'video/mp4' });
  expectUnavailable(cut);
  measured.push(`frozen mid-part: video upload 503 after ${cut.ms} ms`);
  expect(await tableCount(t.db, 'files')).toBe(files);

  // Resumed: what waited in the relay reaches the store, but the uploads were abandoned, so no row
  // appears; a new upload through A is served by B.
  proxy.thaw();
  // The store first works off what waited in the relay: B reads again once it has. An upload made
  // then may still miss its deadline on a loaded machine (see accepted()).
  await waitUntil(async () => (await b('GET', `/files/${imageId}`)).status === 200, 30_000, 'reads after the store resumed');
  const again = await accepted('resumed, under load', () => a('POST', `/manage/courses/${classId}/videos?name=again.mp4`, { body: new Uint8Array(BIG_VIDEO), type: 'video/mp4' }), 90_000);
  expect(again.status).toBe(201);
  const fileId = (again.body as { data: { file_id: number } }).data.file_id;
  expect((await b('GET', `/files/${imageId}`)).status).toBe(200);
  const rows = await t.db.selectFrom('files').select(['id', 'size']).where('id', '>', imageId).execute();
  expect(rows).toEqual([{ id: fileId, size: BIG_VIDEO.length }]);
  // The abandoned uploads' and reads' connections to the store were closed: no more are open than
  // before the freeze, once those kept alive between requests have timed out at the store.
  await waitUntil(async () => openSocketsTo(proxy.port) <= sockets, 20_000, `open sockets to the store to come back to ${sockets}`);
  expect(unhandled).toEqual([]);
}, 240_000);

test('two `npm run api` servers on a frozen store: 503 at once on either, /api/ready and /api/health name the store, back to normal when it resumes', async () => {
  const env = {
    DATABASE_URL: t.url, STORAGE_URL: `s3://${S3_BUCKET}/frozen-api`, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`, S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    S3_CONNECT_TIMEOUT_MS: String(DEADLINES.connectMs), S3_REQUEST_TIMEOUT_MS: String(DEADLINES.requestMs), S3_PART_TIMEOUT_MS: String(DEADLINES.partMs),
  };
  const [one, two] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
  processes.push(one, two);
  const over = (server: ApiProcess) => timedCall((method, url, headers, body) =>
    fetch(`${server.url}${url.startsWith('/api/') ? url : `/api/v1${url}`}`, { method, headers, body, signal: AbortSignal.timeout(60_000) }));
  const a = over(one);
  const b = over(two);
  const stored = await storedWhileUp(a);
  expect(stored.status).toBe(201);
  const imageId = Number((stored.body as { data: { url: string } }).data.url.split('/').pop());
  expect((await accepted('read before the freeze', () => b('GET', `/files/${imageId}`), 20_000)).status).toBe(200);
  const files = await tableCount(t.db, 'files');
  const connections = proxy.openConnections();

  proxy.freeze();
  const upload = await a('POST', `/manage/courses/${classId}/videos?name=v.mp4`, { body: new Uint8Array(BIG_VIDEO), type: 'video/mp4' });
  const read = await b('GET', `/files/${imageId}`);
  for (const answer of [upload, read]) expectUnavailable(answer);
  // Ready: the database answers, so the instance stays in the balancer, and the store is named as failing.
  const ready = await a('GET', '/api/ready');
  expect(ready.status).toBe(200);
  expect((ready.body as { checks: Record<string, string> }).checks).toMatchObject({ database: 'ok', storage: expect.stringMatching(/no answer within/) });
  expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);
  await waitUntil(async () => {
    const health = await b('GET', '/api/health');
    return health.status === 200 && /no answer within/.test(String((health.body as { dependencies?: Record<string, string> }).dependencies?.storage));
  }, 20_000, '/api/health to name the frozen store');
  measured.push(`two servers, frozen: upload 503 after ${upload.ms} ms, read 503 after ${read.ms} ms, /api/ready after ${ready.ms} ms`);

  proxy.thaw();
  await waitUntil(async () => (await b('GET', `/files/${imageId}`)).status === 200, 20_000, 'reads after the store resumed');
  const again = await accepted('two servers, resumed', () => a('POST', '/manage/classes/cover', { body: form(PNG) }), 90_000);
  expect(again.status).toBe(201);
  // The readiness probe's own 3 s call to the store can meet the same backlog: polled with a deadline.
  let readyAgain: unknown;
  await waitUntil(async () => {
    readyAgain = (await a('GET', '/api/ready')).body;
    return (readyAgain as { checks?: { storage?: string } }).checks?.storage === 'ok';
  }, 30_000, '/api/ready to find the store again');
  expect(readyAgain).toMatchObject({ checks: { database: 'ok', storage: 'ok' } });
  expect(await tableCount(t.db, 'files')).toBe(files + 1);
  // The servers closed what they abandoned: the relay holds no more connections than before the freeze.
  await waitUntil(async () => proxy.openConnections() <= connections, 20_000, `connections through the relay to come back to ${connections}`);
  for (const server of [one, two]) expect(server.child.exitCode).toBeNull();
}, 180_000);

test('a store that stops in the middle of a file, whole or by range: the download is cut within the deadline, its connection to the store closed, and reads work once it resumes', async () => {
  const a = instance(t.db, MID_FILE_DEADLINES);
  const id = await storeLarge(['frozen']);
  const whole = await a.raw(`/files/${id}`);
  expect(whole.status).toBe(200);
  expect(whole.bytes.equals(LARGE)).toBe(true);
  const sockets = openSocketsTo(proxy.port);
  const relayed = proxy.openConnections();

  proxy.freezeAfterReplyBytes(PASSED_BYTES);
  const cut = await a.raw(`/files/${id}`);
  expectCut(cut, 200, LARGE.length);
  // Cut while the store is still frozen: the connection it held is closed at once, not when the store resumes.
  await waitUntil(async () => openSocketsTo(proxy.port) <= sockets, 5000, 'the stalled read to close its connection to the store');

  // The relay, let go, sees that close; what the store still sends on it must not count towards the next freeze.
  proxy.thaw();
  await waitUntil(async () => proxy.openConnections() <= relayed, 5000, 'the relay to drop the cut connection');
  proxy.freezeAfterReplyBytes(PASSED_BYTES);
  const range = await a.raw(`/files/${id}`, { range: 'bytes=1048576-4194303' });
  expectCut(range, 206, 3 * 1024 * 1024);
  await waitUntil(async () => openSocketsTo(proxy.port) <= sockets, 5000, 'the stalled range read to close its connection to the store');
  measured.push(`stopped mid-file: download cut after ${cut.ms} ms (${cut.bytes.length} bytes), range download cut after ${range.ms} ms (${range.bytes.length} bytes)`);

  proxy.thaw();
  await waitUntil(async () => (await a.raw(`/files/${id}`)).bytes.equals(LARGE), 20_000, 'whole reads after the store resumed');
  const again = await a.raw(`/files/${id}`, { range: 'bytes=1048576-4194303' });
  expect(again.status).toBe(206);
  expect(again.bytes.equals(LARGE.subarray(1048576, 4194304))).toBe(true);
  await waitUntil(async () => openSocketsTo(proxy.port) <= sockets, 20_000, `open sockets to the store to come back to ${sockets}`);
  expect(unhandled).toEqual([]);
}, 120_000);

test('an `npm run api` server whose store stops in the middle of a file: the client sees a cut download within the deadline, the cut is logged, and the server serves it whole once the store resumes', async () => {
  const env = {
    DATABASE_URL: t.url, STORAGE_URL: `s3://${S3_BUCKET}/frozen-api`, S3_ENDPOINT: `http://127.0.0.1:${proxy.port}`, S3_FORCE_PATH_STYLE: 'true',
    S3_ACCESS_KEY_ID: S3_KEYS.accessKeyId, S3_SECRET_ACCESS_KEY: S3_KEYS.secretAccessKey,
    S3_CONNECT_TIMEOUT_MS: String(MID_FILE_DEADLINES.connectMs), S3_REQUEST_TIMEOUT_MS: String(MID_FILE_DEADLINES.requestMs), S3_PART_TIMEOUT_MS: String(MID_FILE_DEADLINES.partMs),
  };
  const server = await startApiProcess(env);
  processes.push(server);
  const id = await storeLarge(['frozen-api']);
  const get = async (headers: Record<string, string> = {}) => {
    const started = Date.now();
    const response = await fetch(`${server.url}/api/v1/files/${id}`, { headers: { 'x-forwarded-for': '10.9.8.6', ...headers }, signal: AbortSignal.timeout(60_000) });
    return download(response, started);
  };
  expect((await get()).bytes.equals(LARGE)).toBe(true);
  const connections = proxy.openConnections();

  proxy.freezeAfterReplyBytes(PASSED_BYTES);
  const cut = await get();
  expectCut(cut, 200, LARGE.length);
  proxy.thaw();
  await waitUntil(async () => proxy.openConnections() <= connections, 5000, 'the relay to drop the cut connection');
  proxy.freezeAfterReplyBytes(PASSED_BYTES);
  const range = await get({ range: 'bytes=1048576-4194303' });
  expectCut(range, 206, 3 * 1024 * 1024);
  measured.push(`npm run api, stopped mid-file: download cut after ${cut.ms} ms, range download cut after ${range.ms} ms`);
  await waitUntil(async () => server.logs.filter((line) => line.msg === 'file storage stopped in the middle of a read; the download was cut').length >= 2, 5000, 'the cuts to be logged');

  proxy.thaw();
  await waitUntil(async () => (await get()).bytes.equals(LARGE), 20_000, 'whole reads after the store resumed');
  expect((await get({ range: 'bytes=1048576-4194303' })).bytes.equals(LARGE.subarray(1048576, 4194304))).toBe(true);
  await waitUntil(async () => proxy.openConnections() <= connections, 20_000, `connections through the relay to come back to ${connections}`);
  expect(server.child.exitCode).toBeNull();
}, 120_000);
