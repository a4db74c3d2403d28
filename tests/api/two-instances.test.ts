import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { CERTIFICATE_QUERY_PER_IP } from '@/lib/server/app-context';
import { createLearner, PASSWORD } from '../helpers/accounts';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { SEED_MEDIA_DIR } from '@/lib/server/db/seed/media';
import { insertClass, insertEnrollment, insertNews, insertNewsCategory, insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { learnerWithToken, managerWithToken } from '../helpers/learner-area';
import { startS3Server, type S3Server } from '../helpers/s3-server';
import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';

// Two API instances on one PostgreSQL, one Redis and one S3-compatible bucket, as behind a balancer:
// a session, an SMS code, a rate limit and an uploaded file started on one are honoured on the other.

const enabled = testDialect() === 'postgres' && Boolean(process.env.REDIS_URL);
let t: TestDb;
let a: ApiProcess;
let b: ApiProcess;
let smsDir: string;
let s3: S3Server;
const smsFile = () => path.join(smsDir, 'sms.log');

beforeAll(async () => {
  if (!enabled) return;
  t = await createTestDb();
  await insertRegions(t.db);
  smsDir = fs.mkdtempSync(path.join(os.tmpdir(), 'two-'));
  s3 = await startS3Server();
  const env = { DATABASE_URL: t.url, REDIS_URL: process.env.REDIS_URL!, SMS_LOG_FILE: smsFile(), ...s3.env(`two-${Date.now()}`) };
  [a, b] = await Promise.all([startApiProcess(env), startApiProcess(env)]);
}, 120_000);
afterAll(async () => {
  if (!enabled) return;
  await Promise.all([a?.stop('SIGKILL'), b?.stop('SIGKILL')]);
  await t.destroy();
  await s3?.stop();
  fs.rmSync(smsDir, { recursive: true, force: true });
});

const address = `10.77.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
async function call(p: ApiProcess, method: string, url: string, init: { json?: unknown; token?: string; ip?: string } = {}) {
  const headers: Record<string, string> = { 'x-forwarded-for': init.ip ?? address };
  if (init.json) headers['content-type'] = 'application/json';
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${p.url}/api/v1${url}`, { method, headers, body: init.json ? JSON.stringify(init.json) : undefined });
  return { status: response.status, body: await response.json().catch(() => null) };
}

const maybe = enabled ? test : test.skip;

maybe('a session from one instance works on the other, and a logout there ends it here', async () => {
  const learner = await createLearner(t.db);
  const login = await call(a, 'POST', '/authorizations', { json: { username: learner.phone, password: PASSWORD, guard: 'api' } });
  expect(login.status).toBe(201);
  const token = login.body.access_token as string;
  const me = await call(b, 'GET', '/user', { token });
  expect(me.status).toBe(200);
  expect(me.body.data.phone).toBe(`${learner.phone.slice(0, 3)}****${learner.phone.slice(-4)}`);
  expect((await call(b, 'DELETE', '/authorizations/current', { token })).status).toBe(204);
  expect((await call(a, 'GET', '/user', { token })).status).toBe(401);
});

maybe('an SMS code sent through one instance signs in through the other', async () => {
  // Redis outlives test runs: a phone of its own keeps earlier runs' limits out of the way.
  const learner = await createLearner(t.db, { phone: `137${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
  const sent = await call(a, 'POST', '/verification-codes/login', { json: { phone: learner.phone, app_id: '10004' }, ip: '10.78.0.1' });
  expect(sent.status).toBe(201);
  const line = fs.readFileSync(smsFile(), 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.phone === learner.phone).at(-1);
  const signedIn = await call(b, 'POST', '/verification-code/authorizations', { json: { verification_key: sent.body.verification_key, verification_code: line.code } });
  expect(signedIn.status).toBe(201);
  // The resend limit is shared too: asking the other instance at once is refused.
  expect((await call(b, 'POST', '/verification-codes/login', { json: { phone: learner.phone, app_id: '10004' }, ip: '10.78.0.2' })).status).toBe(429);
});

maybe('a per-address rate limit counts requests on both instances together', async () => {
  const { points } = CERTIFICATE_QUERY_PER_IP;
  const query = '/certificate-queries?cert_no=S000041000012630000001';
  const answers = [];
  for (let i = 0; i < points; i++) answers.push((await call(i % 2 ? a : b, 'GET', query)).status);
  expect(answers).toEqual(Array(points).fill(200));
  const refusedA = await call(a, 'GET', query);
  const refusedB = await call(b, 'GET', query);
  expect([refusedA.status, refusedB.status]).toEqual([429, 429]);
  expect(refusedA.body.code).toBe('too_many_requests');
  // Another address is not affected.
  expect((await call(a, 'GET', query, { ip: '10.79.0.1' })).status).toBe(200);
});

maybe("one instance's write empties the other's kept public answers at once", async () => {
  const category = await insertNewsCategory(t.db, { name: '两实例通知', slug: `two-${Date.now()}` });
  const titles = async (p: ApiProcess) => {
    const response = await fetch(`${p.url}/api/v1/news?per_page=50&category_id=${category}`);
    const body = (await response.json()) as { data: Array<{ title: string }> };
    return { from: response.headers.get('x-api-cache'), titles: body.data.map((n) => n.title).sort() };
  };
  await insertNews(t.db, { category_id: category, title: '第一条' });
  await titles(b);
  expect(await titles(b)).toEqual({ from: 'HIT', titles: ['第一条'] });
  await insertNews(t.db, { category_id: category, title: '第二条' });
  expect((await titles(b)).titles).toEqual(['第一条']);

  // A learner's profile change on A changes nothing public pages show: B keeps its copy.
  const learner = await createLearner(t.db);
  const login = await call(a, 'POST', '/authorizations', { json: { username: learner.phone, password: PASSWORD, guard: 'api' }, ip: '10.80.0.1' });
  expect((await call(a, 'PATCH', '/user', { token: login.body.access_token, json: { name: '王小明' } })).status).toBe(200);
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect((await titles(b)).from).toBe('HIT');
  // A back-office news draft on A is a committed write to the news: A's database handle announces it,
  // and B drops its news answers through Redis.
  const manager = (await managerWithToken(t.db, ['news.manage'])).token;
  expect((await call(a, 'POST', '/manage/news', { token: manager, json: { title: '草稿', category_id: category, summary: '摘要', content: '<p>正文</p>' } })).status).toBe(201);
  // The announcement travels through Redis: a few milliseconds, given up to 15 s on a loaded machine.
  let seen = await titles(b);
  for (let waited = 0; seen.from === 'HIT' && waited < 15_000; waited += 50) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    seen = await titles(b);
  }
  expect(seen).toEqual({ from: 'MISS', titles: ['第一条', '第二条'] });
});

if (!enabled) test.skip('needs PostgreSQL (TEST_DATABASE_URL) and REDIS_URL', () => undefined);

maybe("a lesson video and an image uploaded through one instance are served by the other, by range too", async () => {
  const occupation = await insertOccupation(t.db, { name: '育婴员' });
  const org = await insertOrganization(t.db, { name: '开封市职业培训学校', type: 12, city_code: '410200' });
  const classId = await insertClass(t.db, { occupation_id: occupation, organization_id: org, city_code: '410200' });
  const manager = (await managerWithToken(t.db, ['videos.view', 'videos.create', 'classes.update'], org)).token;
  const video = fs.readFileSync(path.join(SEED_MEDIA_DIR, 'lesson-02.mp4'));
  const auth = { authorization: `Bearer ${manager}`, 'x-forwarded-for': address };
  const up = await fetch(`${a.url}/api/v1/manage/courses/${classId}/videos?name=l.mp4`, { method: 'POST', headers: { ...auth, 'content-type': 'video/mp4' }, body: new Uint8Array(video) });
  expect(up.status).toBe(201);
  const fileId = (await up.json()).data.file_id;
  const lesson = await call(b, 'POST', `/manage/courses/${classId}/lessons`, { token: manager, json: { title: '第一课', file_id: fileId, duration_seconds: 30 } });
  expect(lesson.status).toBe(201);
  const learner = await learnerWithToken(t.db);
  await insertEnrollment(t.db, { class_id: classId, user_id: learner.id, status: 'studying', active_slot: 1 });
  const range = await fetch(`${b.url}/api/v1/user/lessons/${lesson.body.data.id}/stream`, { headers: { authorization: `Bearer ${learner.token}`, range: 'bytes=100-199', 'x-forwarded-for': address } });
  expect(range.status).toBe(206);
  expect(Buffer.from(await range.arrayBuffer()).equals(video.subarray(100, 200))).toBe(true);

  const form = new FormData();
  form.set('cover', new File([new Uint8Array(Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64'))], 'c.png', { type: 'image/png' }));
  const cover = await fetch(`${b.url}/api/v1/manage/classes/cover`, { method: 'POST', headers: auth, body: form });
  expect(cover.status).toBe(201);
  const served = await fetch(`${a.url}${(await cover.json()).data.url}`);
  expect(served.status).toBe(200);
  expect(served.headers.get('content-type')).toBe('image/png');
});
