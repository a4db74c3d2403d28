import http from 'node:http';
import type net from 'node:net';
import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { health, readiness } from '@/lib/server/health';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { waitUntil } from '../helpers/api-process';
import { openSocketsTo } from '../helpers/fault-proxy';

// Issue 36: the upstream API behind the /api/v1 proxy (API_UPSTREAM_URL) accepts the connection and
// never answers, or sends its headers and then stops. The proxy answers 504 JSON with Retry-After
// once API_UPSTREAM_TIMEOUT_MS passes (or cuts the stalled body), and closes its connection to the
// upstream: nothing of the request waits there on our side. /api/ready and /api/health name it. Once
// it answers again the proxy does too, and no connection to it is left open on either side.

const TIMEOUT_MS = 800;
/** Generous: the deadline and a loaded machine. */
const ANSWER_BOUND_MS = 3 * TIMEOUT_MS + 5000;

type Seen = { method: string; url: string; closed: boolean };
let server: http.Server;
let upstreamPort = 0;
const seen: Seen[] = [];
const sockets = new Set<net.Socket>();

beforeAll(async () => {
  server = http.createServer((req, res) => {
    const entry: Seen = { method: req.method!, url: req.url!, closed: false };
    seen.push(entry);
    req.socket.on('close', () => (entry.closed = true));
    req.resume();
    if (req.url?.startsWith('/api/v1/answers')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"data":[]}');
      return;
    }
    // Headers, a first chunk, then silence.
    if (req.url?.startsWith('/api/v1/stalls')) {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.write('{"data":[');
    }
    // Anything else: never a byte.
  });
  server.on('connection', (s) => {
    sockets.add(s);
    s.on('close', () => sockets.delete(s));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  upstreamPort = (server.address() as net.AddressInfo).port;
  process.env.API_UPSTREAM_URL = `http://127.0.0.1:${upstreamPort}`;
  process.env.API_UPSTREAM_TIMEOUT_MS = String(TIMEOUT_MS);
  reloadEnv();
});

afterAll(async () => {
  delete process.env.API_UPSTREAM_URL;
  delete process.env.API_UPSTREAM_TIMEOUT_MS;
  reloadEnv();
  for (const s of sockets) s.destroy();
  await new Promise((resolve) => server.close(resolve));
});

async function viaProxy(path: string, init: { method?: string; body?: string } = {}) {
  const started = Date.now();
  const response = await proxyRequest(new NextRequest(`http://localhost:3000${path}`, {
    method: init.method ?? 'GET', body: init.body, headers: init.body ? { 'content-type': 'application/json', origin: 'http://localhost:3000' } : {},
  }));
  return { response, ms: Date.now() - started };
}

test('an upstream that never answers: reads and writes are a 504 in JSON with Retry-After within the deadline, and the upstream connection is closed', async () => {
  for (const [path, method, body] of [['/api/v1/classes', 'GET', undefined], ['/api/v1/client-errors', 'POST', '{"message":"x","url":"/"}']] as const) {
    const { response, ms } = await viaProxy(path, { method, body });
    expect(response.status).toBe(504);
    expect(await response.json()).toEqual({ message: '上游服务响应超时，请稍后再试。', status_code: 504, code: 'gateway_timeout' });
    expect(Number(response.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(ms).toBeLessThan(ANSWER_BOUND_MS);
    const entry = seen.find((s) => s.url === path && s.method === method)!;
    await waitUntil(async () => entry.closed, 5000, `the proxy to close its ${method} ${path} to the upstream`);
  }
});

test('an upstream that stops in the middle of its answer: the body is cut after the deadline, the connection closed', async () => {
  const { response } = await viaProxy('/api/v1/stalls');
  expect(response.status).toBe(200);
  const started = Date.now();
  await expect(response.text()).rejects.toThrow();
  expect(Date.now() - started).toBeLessThan(ANSWER_BOUND_MS);
  const entry = seen.find((s) => s.url === '/api/v1/stalls')!;
  await waitUntil(async () => entry.closed, 5000, 'the proxy to close the stalled answer');
});

test('/api/ready is a 503 naming the upstream, within its probe deadline; /api/health lists it', async () => {
  const started = Date.now();
  const ready = await readiness();
  expect(ready.ok).toBe(false);
  expect(ready.checks.upstream).not.toBe('ok');
  expect(Date.now() - started).toBeLessThan(ANSWER_BOUND_MS);
  await waitUntil(async () => {
    const { dependencies } = health();
    return typeof dependencies === 'object' && dependencies.upstream !== undefined && dependencies.upstream !== 'ok';
  }, 20_000, '/api/health to name the upstream');
});

test('an upstream that answers again is served again, and no connection to it is left open on either side', async () => {
  const { response } = await viaProxy('/api/v1/answers');
  expect(response.status).toBe(200);
  expect(await response.json()).toEqual({ data: [] });
  // What stays open a little is a connection kept alive for the next request, closed by the upstream
  // when idle; an abandoned request's would stay open. Both ends are counted: this process's sockets
  // to the upstream, and the upstream's own.
  await waitUntil(async () => openSocketsTo(upstreamPort) === 0 && sockets.size === 0, 20_000, 'every connection to the upstream to close');
});
