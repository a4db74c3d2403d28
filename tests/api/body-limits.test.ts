import http from 'node:http';
import { MULTIPART_BODY_LIMIT } from '@/lib/server/body-limits';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { MB, peakRssMb, resetPeakRss, rssMb, sendBigBody, type BigBody } from '../helpers/big-body';
import { startEchoServer, type EchoServer } from '../helpers/echo-server';
import { startProxyProcess, type ProxyProcess } from '../helpers/proxy-process';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 18 item 2: a body over its limit (lib/server/body-limits.ts) is answered 413 in the API's
// error shape, on Content-Length or while it streams, and never held in memory: three 50 MB bodies
// held at once cost the process at least 150 MB, far above the headroom allowed here (what a server
// reads and throws away after answering 413 still passes through memory until it is collected).
const BIG = 50 * MB;
const HEADROOM_MB = 40;

type Case = { name: string; path: string; body: BigBody };
const bigCases: Case[] = [
  { name: 'JSON, streamed without Content-Length', path: '/api/v1/client-errors', body: { bytes: BIG, declareLength: false, contentType: 'application/json' } },
  { name: 'JSON, with Content-Length', path: '/api/v1/client-errors', body: { bytes: BIG, declareLength: true, contentType: 'application/json' } },
  { name: 'multipart, streamed', path: '/api/v1/user/verified', body: { bytes: BIG, declareLength: false, contentType: 'multipart/form-data; boundary=x' } },
  {
    name: 'back-office sign-in, streamed (the proxy rewrites its body)',
    path: '/api/v1/authorizations',
    body: { bytes: BIG, declareLength: false, contentType: 'application/json', headers: { 'x-auth-guard': 'manage' } },
  },
];

/** Sends each case once, then three of the first at once: every answer is a 413, and memory stays flat. */
async function expectRefusedWithinMemory(origin: string, pid: number) {
  // The same requests with small bodies first: the code they run is loaded before memory is read.
  for (const c of bigCases) await sendBigBody(`${origin}${c.path}`, { ...c.body, bytes: 2 * MB });
  let before = rssMb(pid);
  resetPeakRss(pid);
  for (const c of bigCases) {
    const answer = await sendBigBody(`${origin}${c.path}`, c.body);
    expect({ case: c.name, status: answer.status }).toEqual({ case: c.name, status: 413 });
    expect(JSON.parse(answer.body)).toMatchObject({ status_code: 413, code: 'payload_too_large', message: expect.stringMatching(/^请求内容过大，不能超过 (1|11) MB。$/) });
  }
  // The multipart case may be held up to its limit (11 MB for ID photos, at most 26 MB) while it is counted (grown by doubling).
  expect(peakRssMb(pid) - before).toBeLessThan(2 * MULTIPART_BODY_LIMIT / MB + 24);
  before = rssMb(pid);
  resetPeakRss(pid);
  const parallel = await Promise.all([0, 1, 2].map(() => sendBigBody(`${origin}${bigCases[0]!.path}`, bigCases[0]!.body)));
  expect(parallel.map((a) => a.status)).toEqual([413, 413, 413]);
  expect(peakRssMb(pid) - before).toBeLessThan(HEADROOM_MB);
}

/** Bodies over 1 MB where the policy allows them: a multipart form and a lesson video reach the route. */
async function expectLargerAllowedWhereDocumented(origin: string) {
  const json = await sendBigBody(`${origin}/api/v1/client-errors`, { bytes: 1.5 * MB, declareLength: false, contentType: 'application/json' });
  expect(json.status).toBe(413);
  expect(JSON.parse(json.body).message).toBe('请求内容过大，不能超过 1 MB。');
  // Unsigned, so the routes answer 401 — after the body limit, which would have answered 413 first.
  const form = await sendBigBody(`${origin}/api/v1/user/verified`, { bytes: 3 * MB, declareLength: false, contentType: 'multipart/form-data; boundary=x' });
  expect(form.status).toBe(401);
  const video = await sendBigBody(`${origin}/api/v1/manage/courses/1/videos`, { bytes: 3 * MB, declareLength: false, contentType: 'video/mp4', headers: { 'x-auth-guard': 'manage' } });
  expect(video.status).toBe(401);
  const tooLongVideo = await sendBigBody(`${origin}/api/v1/manage/courses/1/videos`, { bytes: 1 * MB, declareLength: false, contentType: 'video/mp4', headers: { 'content-length': String(501 * MB) } });
  expect(tooLongVideo.status).toBe(413);
}

describe('request body limits', () => {
  let t: TestDb;
  let api: ApiProcess;
  beforeAll(async () => {
    t = await createTestDb();
    api = await startApiProcess({ DATABASE_URL: t.url });
  }, 120_000);
  afterAll(async () => {
    await api?.stop('SIGKILL');
    await t?.destroy();
  }, 60_000);

  it('the API (npm run api) answers 413 to 50 MB bodies without holding them', async () => {
    await expectRefusedWithinMemory(api.url, api.child.pid!);
  }, 120_000);

  it('npm run api answers TRACE with 405 (issue 18 item 13), where the fetch Request it builds would throw', async () => {
    const answer = await new Promise<{ status: number; allow?: string }>((resolve, reject) => {
      const request = http.request(`${api.url}/api/v1/classes`, { method: 'TRACE' }, (response) => {
        response.resume();
        resolve({ status: response.statusCode ?? 0, allow: response.headers.allow });
      });
      request.on('error', reject);
      request.end();
    });
    expect(answer).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS' });
  });

  it('the API lets multipart forms and lesson videos past 1 MB, and refuses a video declared over its own limit', async () => {
    await expectLargerAllowedWhereDocumented(api.url);
  }, 60_000);

  describe('the /api/v1 proxy', () => {
    let echo: EchoServer;
    let overEcho: ProxyProcess;
    let builtIn: ProxyProcess;
    beforeAll(async () => {
      // An upstream that takes any body whole: whatever is refused here, the proxy refused.
      echo = await startEchoServer();
      [overEcho, builtIn] = await Promise.all([
        startProxyProcess({ API_UPSTREAM_URL: echo.url, DATABASE_URL: 'file:/nonexistent/never.db' }),
        startProxyProcess({ API_UPSTREAM_URL: '', DATABASE_URL: t.url }),
      ]);
    }, 120_000);
    afterAll(async () => {
      await Promise.all([overEcho?.stop(), builtIn?.stop()]);
      await echo?.close();
    });

    it('answers 413 to 50 MB bodies before they reach an upstream, without holding them', async () => {
      await expectRefusedWithinMemory(overEcho.url, overEcho.pid);
    }, 120_000);

    it('answers 413 to 50 MB bodies in front of the built-in API, without holding them', async () => {
      await expectRefusedWithinMemory(builtIn.url, builtIn.pid);
    }, 120_000);

    it('passes multipart forms and lesson videos over 1 MB on to the API', async () => {
      await expectLargerAllowedWhereDocumented(builtIn.url);
    }, 60_000);
  });
});
