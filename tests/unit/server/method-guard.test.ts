/** @jest-environment node */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { methodGuard } from '@/lib/server/request-hooks/method-guard';

// TRACE and its kind are answered 405 in front of Next (issue 18 item 13): undici's Request, which
// Next's middleware and route handlers build, refuses them with a TypeError that Next turned into a 500.

function send(port: number, method: string, path = '/api/v1/classes'): Promise<{ status: number; allow?: string; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request({ host: '127.0.0.1', port, method, path }, (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, allow: response.headers.allow, body }));
    });
    request.on('error', reject);
    request.end();
  });
}

it('answers TRACE with 405 before the server sees it, and passes the rest on', async () => {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(request.method ?? '');
    response.end('ok');
  });
  const uninstall = enableStep('method-guard', methodGuard());
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    expect(await send(port, 'TRACE')).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', body: 'Method Not Allowed' });
    // Node's own parser answers 400 to TRACK, which it does not know: it never reaches a handler.
    expect((await send(port, 'TRACK')).status).toBe(400);
    expect((await send(port, 'GET')).status).toBe(200);
    expect(seen).toEqual(['GET']);
  } finally {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  }
});

it('issue 30: answers every method but GET and HEAD on a page, a file or a document with 405 and Allow; the API takes its own', async () => {
  const seen: string[] = [];
  const server = http.createServer((request, response) => {
    seen.push(`${request.method} ${request.url}`);
    response.end('page');
  });
  const uninstall = enableStep('method-guard', methodGuard(new Set(['/favicon.ico'])));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const { port } = server.address() as AddressInfo;
    for (const path of ['/', '/class?page=2', '/manage/classes', '/favicon.ico', '/.well-known/did.json', '/robots.txt']) {
      for (const method of ['PROPFIND', 'PATCH', 'POST', 'PUT', 'DELETE', 'OPTIONS', 'MKCOL']) {
        const answer = await send(port, method, path);
        expect({ path, method, ...answer }).toEqual({ path, method, status: 405, allow: 'GET, HEAD', body: 'Method Not Allowed' });
      }
      expect((await send(port, 'GET', path)).status).toBe(200);
      expect((await send(port, 'HEAD', path)).status).toBe(200);
    }
    for (const method of ['POST', 'PATCH', 'DELETE', 'OPTIONS', 'PUT']) expect((await send(port, method, '/api/v1/user')).status).toBe(200);
    // A method no API route takes: 405 with the API's methods (Next's route handler answered 400).
    expect(await send(port, 'PROPFIND', '/api/v1/classes')).toEqual({ status: 405, allow: 'GET, HEAD, POST, PUT, PATCH, DELETE, OPTIONS', body: 'Method Not Allowed' });
    expect(seen.filter((line) => !line.startsWith('GET ') && !line.startsWith('HEAD '))).toEqual(
      ['POST', 'PATCH', 'DELETE', 'OPTIONS', 'PUT'].map((method) => `${method} /api/v1/user`),
    );
  } finally {
    uninstall();
    await new Promise((resolve) => server.close(resolve));
  }
});
