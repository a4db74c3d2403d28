/** @jest-environment node */
import { PassThrough } from 'node:stream';
import type { IncomingMessage } from 'node:http';
import { NodeNextRequest } from 'next/dist/server/base-http/node';
import { limitBody } from '@/lib/server/proxy/body-limit';

// A route handler gets the upload from Next as NodeNextRequest.stream(), which has no cancel: a reader
// that gave up on it (a video refused by its first bytes, a body past its limit) made each later chunk
// throw ERR_INVALID_STATE from the socket's 'data' listener, an uncaught exception in the server.

function upload(path: string, contentType: string) {
  const socket = new PassThrough();
  const incoming = Object.assign(socket, { headers: { 'content-type': contentType }, method: 'POST', url: path }) as unknown as IncomingMessage;
  // stream() is marked internal in Next's types: it is what Next gives route handlers as the body.
  const body = (new NodeNextRequest(incoming) as unknown as { stream(): ReadableStream<Uint8Array> }).stream();
  const request = new Request(`http://localhost${path}`, { method: 'POST', body, headers: { 'content-type': contentType }, duplex: 'half' } as RequestInit);
  return { socket, request };
}

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('a reader that cancels the upload early: the rest of it is read and dropped, nothing throws', async () => {
  const { socket, request } = upload('/api/v1/manage/videos', 'application/octet-stream');
  const limited = limitBody(request, '/api/v1/manage/videos');
  if (!('body' in limited) || !limited.body) throw new Error('expected a body');
  const reader = limited.body.getReader();
  socket.write(Buffer.from('not a video'));
  expect((await reader.read()).value).toBeDefined();
  await reader.cancel();
  for (let i = 0; i < 5; i++) {
    expect(() => socket.write(Buffer.alloc(1024))).not.toThrow();
    await nextTurn();
  }
  socket.end();
  await nextTurn();
  expect(socket.readableEnded).toBe(true);
});

test('a body cut off at its limit: the rest of the upload is dropped without an error escaping', async () => {
  const { socket, request } = upload('/api/v1/authorizations', 'application/json');
  const limited = limitBody(request, '/api/v1/authorizations');
  if (!('body' in limited) || !limited.body) throw new Error('expected a body');
  const reading = new Response(limited.body).text().then(() => 'read', () => 'cut off');
  for (let i = 0; i < 200; i++) {
    expect(() => socket.write(Buffer.alloc(64 * 1024, 0x20))).not.toThrow();
    await nextTurn();
  }
  socket.end();
  expect(await reading).toBe('cut off');
  expect(limited.overflowed()?.status).toBe(413);
});
