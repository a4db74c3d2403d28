import http from 'node:http';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { insertClass, insertOccupation, insertOrganization, insertRegions } from '../helpers/fixtures';
import { managerWithToken } from '../helpers/learner-area';
import { createTestDb, type TestDb } from '../helpers/test-db';

// A handler that stops reading an upload before its end (a video refused by its first bytes, a store
// that fails mid-file) answers while the client is still sending. `npm run api` must deliver that
// answer: it used to hand the API node-server's body stream, whose cancel destroyed the connection, so
// the client saw a reset (frozen-storage's two-server test failed that way on a loaded machine, when
// the store's deadline passed before the whole upload had arrived).

let t: TestDb;
let api: ApiProcess;
let manager = '';
let classId = 0;

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  const occupation = await insertOccupation(t.db, { name: '保育师' });
  const org = await insertOrganization(t.db, { name: '郑州市职业技术学院', type: 11, city_code: '410100' });
  classId = await insertClass(t.db, { occupation_id: occupation, organization_id: org, city_code: '410100' });
  manager = (await managerWithToken(t.db, ['videos.view', 'videos.create'], org)).token;
  api = await startApiProcess({ DATABASE_URL: t.url });
}, 60_000);

afterAll(async () => {
  await api?.stop();
  await t.destroy();
});

/** Sends `chunks` as one chunked upload through `agent`, a chunk per event-loop turn, and resolves with the answer. */
function upload(chunks: Buffer[], agent: http.Agent): Promise<{ status: number; body: Record<string, unknown>; connection: string | undefined }> {
  return new Promise((resolve, reject) => {
    const request = http.request(`${api.url}/api/v1/manage/courses/${classId}/videos?name=v.mp4`, {
      method: 'POST',
      agent,
      headers: { authorization: `Bearer ${manager}`, 'content-type': 'video/mp4' },
    });
    request.on('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (chunk: Buffer) => parts.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body: JSON.parse(Buffer.concat(parts).toString('utf8')) as Record<string, unknown>, connection: response.headers.connection }));
      response.on('error', reject);
    });
    request.on('error', reject);
    const send = (i: number) => {
      if (i === chunks.length) return void request.end();
      request.write(chunks[i], () => setImmediate(send, i + 1));
    };
    send(0);
  });
}

test('a video refused by its first bytes is answered 422 while the client is still sending the rest, and the connection stays usable', async () => {
  const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  try {
    const chunks = Array.from({ length: 64 }, () => Buffer.alloc(32 * 1024, 0x41));
    const answer = await upload(chunks, agent);
    expect(answer.status).toBe(422);
    expect(answer.body).toMatchObject({ status_code: 422, errors: { file: [expect.any(String)] } });
    // The rest of the body was read and dropped, not left in a connection closed under it (which a
    // slow client can see as a reset before it reads the answer): the connection is kept for the next request.
    expect(answer.connection).toBe('keep-alive');
    const next = await new Promise<{ status: number; reused: boolean }>((resolve, reject) => {
      const request = http.get(`${api.url}/api/health`, { agent }, (response) => {
        response.resume();
        response.on('end', () => resolve({ status: response.statusCode ?? 0, reused: request.reusedSocket }));
      });
      request.on('error', reject);
    });
    expect(next).toEqual({ status: 200, reused: true });
  } finally {
    agent.destroy();
  }
});
