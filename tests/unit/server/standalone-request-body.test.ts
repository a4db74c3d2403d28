/** @jest-environment node */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { withDrainedBody } from '@/lib/server/proxy/body-limit';

// `npm run api` hands every request to the app through withDrainedBody (lib/server/cli/api.ts).
// node-server gives a lightweight request that builds the full web Request (an AbortController, a
// copy of the headers, undici's Request) only when something reads a property it does not keep
// itself, such as `body`. Reading `body` before looking at the method built one for every read:
// about a tenth of the CPU of a news item. The detector is the AbortController node-server makes
// for the web Request; the upload below shows it notices one being built.

let server: Server;
let origin: string;
let controllers = 0;
let seen: { method: string; sameObject: boolean; builtBefore: number; builtAfter: number; body: string | null } | null = null;
const RealAbortController = globalThis.AbortController;

beforeAll(async () => {
  globalThis.AbortController = class extends RealAbortController {
    constructor() {
      super();
      controllers += 1;
    }
  };
  const listener = getRequestListener(async (request) => {
    const builtBefore = controllers;
    const passed = withDrainedBody(request);
    const builtAfter = controllers;
    const body = passed.method === 'GET' || passed.method === 'HEAD' ? null : await passed.text();
    seen = { method: passed.method, sameObject: passed === request, builtBefore, builtAfter, body };
    return new Response('ok');
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  globalThis.AbortController = RealAbortController;
  await new Promise((resolve) => server.close(resolve));
});

beforeEach(() => {
  seen = null;
});

test.each(['GET', 'HEAD'])('a %s is passed on as it came: no web Request is built for it', async (method) => {
  const response = await fetch(`${origin}/api/v1/news/1`, { method });
  expect(response.status).toBe(200);
  expect(seen).toMatchObject({ method, sameObject: true });
  expect(seen!.builtAfter - seen!.builtBefore).toBe(0);
});

test('an upload is passed on with its body whole (read through drainOnCancel): the detector sees its Request built', async () => {
  const response = await fetch(`${origin}/api/v1/authorizations`, { method: 'POST', body: '{"username":"a"}', headers: { 'content-type': 'application/json' } });
  expect(response.status).toBe(200);
  expect(seen).toMatchObject({ method: 'POST', sameObject: false, body: '{"username":"a"}' });
  expect(seen!.builtAfter - seen!.builtBefore).toBeGreaterThan(0);
});

test('a drained body cancelled early leaves the rest to be read, not the stream destroyed', async () => {
  let rest = 0;
  const upload = new ReadableStream<Uint8Array>({
    pull(controller) {
      rest += 1;
      if (rest > 3) controller.close();
      else controller.enqueue(new Uint8Array(16));
    },
  });
  const request = new Request('http://localhost/api/v1/manage/videos', { method: 'POST', body: upload, duplex: 'half' } as RequestInit);
  const passed = withDrainedBody(request);
  const reader = passed.body!.getReader();
  expect((await reader.read()).value?.byteLength).toBe(16);
  await reader.cancel();
  // Every chunk was pulled to the end (and dropped) by the cancel.
  expect(rest).toBe(4);
});
