import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { createApiApp } from '@/lib/server/api/app';
import { bodyLimitFor } from '@/lib/server/body-limits';
import { closeDb } from '@/lib/server/db';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 30: a multipart/form-data label raised the body limit to 26 MB on every route, unauthenticated
// JSON routes included. The limit is now chosen by route: only the upload routes the OpenAPI document
// declares take multipart, each up to its own files' size, and a multipart body anywhere else is
// refused with 413 before a byte of it is read.

type Doc = { paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>> };
const MB = 1024 * 1024;
const MULTIPART = 'multipart/form-data; boundary=x';

let t: TestDb;
let app: ReturnType<typeof createApiApp>;

beforeAll(async () => {
  t = await createTestDb();
  process.env.DATABASE_URL = t.url;
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  app = createApiApp({ db: () => t.db });
});
afterAll(async () => {
  await closeDb();
  await t.destroy();
});

/** A body that records how much of it was read, handing out 64 KB at a time. */
function watchedBody(bytes: number) {
  const read = { bytes: 0 };
  const chunk = new Uint8Array(64 * 1024).fill(0x61);
  const stream = new ReadableStream<Uint8Array>(
    {
      pull(controller) {
        if (read.bytes >= bytes) return controller.close();
        read.bytes += chunk.byteLength;
        controller.enqueue(chunk);
      },
    },
    { highWaterMark: 0 },
  );
  return { stream, read };
}

test('exactly the operations the OpenAPI document declares with a multipart body take one', async () => {
  const doc = (await (await app.request('/api/v1/openapi.json')).json()) as Doc;
  const seen: Array<{ operation: string; kind: string }> = [];
  for (const [path, operations] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!operation.requestBody) continue;
      const concrete = path.replace(/\{[^}]+\}/g, '7');
      const declared = Object.keys(operation.requestBody.content);
      const expected = declared.includes('multipart/form-data') ? 'multipart' : declared.some((type) => type.startsWith('video/')) ? 'video' : 'not-upload';
      seen.push({ operation: `${method} ${path}`, kind: expected });
      expect({ operation: `${method} ${path}`, kind: bodyLimitFor(method, concrete, MULTIPART).kind }).toEqual({ operation: `${method} ${path}`, kind: expected });
    }
  }
  expect(seen.filter((s) => s.kind === 'multipart').length).toBeGreaterThanOrEqual(13);
});

test('the API refuses a multipart body to a JSON route unread, declared or streamed', async () => {
  const declared = watchedBody(2 * MB);
  const answer = await app.request('/api/v1/client-errors', {
    method: 'POST', body: declared.stream, headers: { 'content-type': MULTIPART, 'content-length': String(2 * MB) }, duplex: 'half',
  } as RequestInit);
  expect(answer.status).toBe(413);
  expect(await answer.json()).toEqual({ message: '此接口不接受文件上传，请以 JSON 提交。', status_code: 413, code: 'payload_too_large' });
  expect(declared.read.bytes).toBe(0);

  for (const path of ['/api/v1/authorizations', '/api/v1/verification-codes/login', '/api/v1/user/password-change']) {
    const streamed = watchedBody(2 * MB);
    const refused = await app.request(path, { method: path.endsWith('change') ? 'PATCH' : 'POST', body: streamed.stream, headers: { 'content-type': MULTIPART }, duplex: 'half' } as RequestInit);
    expect({ path, status: refused.status, read: streamed.read.bytes }).toEqual({ path, status: 413, read: 0 });
  }
});

test('the proxy refuses it before it is read too, and passes each upload route its own limit', async () => {
  const site = 'http://localhost:3000';
  const send = (path: string, body: ReadableStream<Uint8Array>, method = 'POST', headers: Record<string, string> = {}) =>
    proxyRequest(new NextRequest(`${site}${path}`, { method, body, headers: { 'content-type': MULTIPART, host: 'localhost:3000', ...headers }, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1]));

  const refused = watchedBody(2 * MB);
  const answer = await send('/api/v1/client-errors', refused.stream);
  expect(answer.status).toBe(413);
  expect((await answer.json()).code).toBe('payload_too_large');
  expect(refused.read.bytes).toBe(0);

  // The avatar's form is cut at 3 MB; ID photos pass 3 MB (to the sign-in check, 401); a teacher application 20 MB.
  const avatar = await send('/api/v1/user', watchedBody(5 * MB).stream, 'PATCH');
  expect(avatar.status).toBe(413);
  expect((await avatar.json()).message).toBe('请求内容过大，不能超过 3 MB。');
  expect((await send('/api/v1/user/verified', watchedBody(5 * MB).stream)).status).toBe(401);
  expect((await send('/api/v1/user/verified', watchedBody(12 * MB).stream)).status).toBe(413);
  expect((await send('/api/v1/ad/registered-teachers/applied', watchedBody(20 * MB).stream)).status).toBe(401);
});
