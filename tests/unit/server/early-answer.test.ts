/** @jest-environment node */
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import { getRequestListener } from '@hono/node-server';
import { Hono } from 'hono';
import { limitBodies } from '@/lib/server/api/http/body-limit';
import { lingerAfterEarlyAnswer } from '@/lib/server/request-hooks/early-answer';

// A client still sending a body the server has refused, too busy to read the 413 for a while (as a
// loaded CI machine is): the server must read and discard the rest instead of closing, or the reset it
// sends makes the client's next write fail and the answer is never read. The server is built as
// `npm run api` builds it (lib/server/cli/api.ts).

const MB = 1024 * 1024;

async function startApiLikeServer(linger: boolean) {
  const app = new Hono();
  app.use('*', limitBodies());
  app.post('/api/v1/client-errors', (c) => c.json({ ok: true }));
  const listener = getRequestListener(app.fetch, linger ? { autoCleanupIncoming: false } : {});
  const server = http.createServer((request, response) => {
    if (linger) lingerAfterEarlyAnswer(request, response);
    void listener(request, response);
  });
  // The server's end of the (one) connection closing: by the server itself, or after the client.
  const closed = new Promise<void>((resolve) => server.once('connection', (socket) => socket.once('close', () => resolve())));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, closed };
}

/** Streams `bytes` without reading anything until `deaf` (milliseconds, or an event) has passed, then reads: the status it gets, or the error. */
function sendWhileDeaf(port: number, bytes: number, deaf: number | Promise<unknown>): Promise<string> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.pause();
    let received = '';
    let settled = false;
    const done = (outcome: string) => {
      if (settled) return;
      settled = true;
      socket.destroy();
      resolve(outcome);
    };
    socket.on('data', (chunk) => {
      received += chunk.toString();
      const status = /^HTTP\/1\.1 (\d{3})/.exec(received)?.[1];
      if (status) done(status);
    });
    socket.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? 'error'));
    socket.on('close', () => done(received ? 'unreadable' : 'closed'));
    socket.write('POST /api/v1/client-errors HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n');
    const chunk = Buffer.alloc(256 * 1024, 0x20);
    let sent = 0;
    const pump = () => {
      while (!settled && sent < bytes) {
        sent += chunk.length;
        if (!socket.write(Buffer.concat([Buffer.from(`${chunk.length.toString(16)}\r\n`), chunk, Buffer.from('\r\n')]))) return void socket.once('drain', pump);
      }
    };
    pump();
    if (typeof deaf === 'number') setTimeout(() => socket.resume(), deaf);
    else void deaf.then(() => socket.resume());
  });
}

describe('an early answer to a body still arriving', () => {
  it('reaches a client that reads it only after 1.5 s of sending', async () => {
    const { server, port } = await startApiLikeServer(true);
    try {
      await expect(sendWhileDeaf(port, 24 * MB, 1_500)).resolves.toBe('413');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);

  it('was lost with @hono/node-server cleaning up on its own (the reason for the drain)', async () => {
    const { server, port, closed } = await startApiLikeServer(false);
    try {
      // The client reads only once the server has closed the connection (its cleanup gives up after
      // 500 ms), or after 10 s if it never does: an event, so a slow machine cannot let the client read
      // first. A server that waited for the client would not close, and the client would read the 413.
      const deadline = new Promise((resolve) => setTimeout(resolve, 10_000).unref());
      await expect(sendWhileDeaf(port, 24 * MB, Promise.race([closed, deadline]))).resolves.not.toBe('413');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  }, 20_000);
});
