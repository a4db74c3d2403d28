/** @jest-environment node */
import fs from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { enableStep, STEP_ORDER, stepEnabled } from '@/lib/server/request-hooks/chain';
import { clientAddress } from '@/lib/server/request-hooks/client-address';
import { installRequestHooks } from '@/lib/server/request-hooks';
import { COMMON_HEADERS, HSTS } from '@/lib/security/headers';

// The one chain of steps in front of Next's request handler (lib/server/request-hooks/chain.ts), and the
// step that settles who the client is (lib/server/client-address.ts), on a real server and socket.

type Seen = { headers: http.IncomingHttpHeaders; raw: string[]; answer: Record<string, string | string[] | undefined> };

async function withServer(send: Record<string, string>, run: (seen: Seen) => void) {
  let headers: http.IncomingHttpHeaders = {};
  let raw: string[] = [];
  const server = http.createServer((request, response) => {
    headers = { ...request.headers };
    raw = request.rawHeaders.map((entry) => entry.toLowerCase());
    response.end('ok');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  try {
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: send });
    await response.text();
    run({ headers, raw, answer: Object.fromEntries(response.headers) });
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
}

const claims = { 'x-forwarded-for': '198.51.100.7, 203.0.113.7', 'x-real-ip': '198.51.100.8', 'x-forwarded-proto': 'https' };

it('runs the steps in the chain\'s order, whatever the order they were enabled in, each handing the request on', async () => {
  const order: string[] = [];
  const emit = http.Server.prototype.emit;
  const removers = [...STEP_ORDER].reverse().map((name) => enableStep(name, (_req, _res, next) => (order.push(name), next())));
  try {
    // One wrap of emit, whatever the number of steps.
    expect(http.Server.prototype.emit).not.toBe(emit);
    await withServer({}, () => expect(order).toEqual([...STEP_ORDER]));
  } finally {
    removers.forEach((remove) => remove());
  }
  expect(http.Server.prototype.emit).toBe(emit);
});

it('keeps the step first put in a place, and an absent step is nothing', async () => {
  const seen: string[] = [];
  const emit = http.Server.prototype.emit;
  expect(enableStep('fair-start', undefined)()).toBeUndefined();
  expect(http.Server.prototype.emit).toBe(emit);
  const first = enableStep('method-guard', (_req, _res, next) => (seen.push('first'), next()));
  const second = enableStep('method-guard', (_req, _res, next) => (seen.push('second'), next()));
  try {
    expect(stepEnabled('method-guard')).toBe(true);
    await withServer({}, () => expect(seen).toEqual(['first']));
  } finally {
    second();
    expect(stepEnabled('method-guard')).toBe(true);
    first();
  }
  expect(stepEnabled('method-guard')).toBe(false);
});

it('installs the steps the settings turn on, once per process, and takes them out again', () => {
  const emit = http.Server.prototype.emit;
  const uninstall = installRequestHooks({ trustedProxyHops: 0, pageCacheSeconds: 0, requestsPerTurn: 4 });
  const again = installRequestHooks({ trustedProxyHops: 1, pageCacheSeconds: 15, requestsPerTurn: 8 });
  try {
    expect(STEP_ORDER.filter(stepEnabled)).toEqual(['early-answer', 'method-guard', 'client-address', 'fair-start']);
  } finally {
    again();
    uninstall();
  }
  expect(STEP_ORDER.filter(stepEnabled)).toEqual([]);
  expect(http.Server.prototype.emit).toBe(emit);
});

it('still finds Next making its server with http.createServer, where the chain sits', () => {
  // An upgrade of Next that serves requests another way would leave the address unsettled (the
  // proxy then forwards no address at all, and every client shares one limit): this test says so first.
  const startServer = fs.readFileSync(require.resolve('next/dist/server/lib/start-server.js'), 'utf8');
  expect(startServer).toMatch(/_http\.default\.createServer\(requestListener\)/);
});

describe('without trusted proxies (TRUSTED_PROXY_HOPS=0)', () => {
  let uninstall: () => void;
  beforeAll(() => (uninstall = enableStep('client-address', clientAddress(0))));
  afterAll(() => uninstall());

  it('tells Next the socket address and protocol, whatever the client claims', async () => {
    await withServer(claims, ({ headers, raw, answer }) => {
      expect(headers['x-forwarded-for']).toBe('127.0.0.1');
      // The raw list too (@hono/node-server builds its Request from it): no claim is left in it.
      expect(raw.filter((entry) => /forwarded|real-ip|198\.51|203\.0/.test(entry))).toEqual(['x-forwarded-proto', 'x-forwarded-for']);
      expect(raw.slice(-4)).toEqual(['x-forwarded-proto', 'http', 'x-forwarded-for', '127.0.0.1']);
      expect(headers['x-real-ip']).toBeUndefined();
      expect(headers['x-forwarded-proto']).toBe('http');
      expect(answer['permissions-policy']).toBe(COMMON_HEADERS['Permissions-Policy']);
      expect(answer['strict-transport-security']).toBeUndefined();
    });
  });
});

describe('behind one trusted proxy', () => {
  let uninstall: () => void;
  beforeAll(() => (uninstall = enableStep('client-address', clientAddress(1))));
  afterAll(() => uninstall());

  it('takes the address the proxy appended and its protocol, and sends HSTS over HTTPS', async () => {
    await withServer(claims, ({ headers, answer }) => {
      expect(headers['x-forwarded-for']).toBe('203.0.113.7');
      expect(headers['x-real-ip']).toBeUndefined();
      expect(headers['x-forwarded-proto']).toBe('https');
      expect(answer['strict-transport-security']).toBe(HSTS);
      expect(answer['permissions-policy']).toBe(COMMON_HEADERS['Permissions-Policy']);
    });
  });

  it('uses the X-Real-IP a proxy set when it sent no X-Forwarded-For, else the socket', async () => {
    await withServer({ 'x-real-ip': '203.0.113.8' }, ({ headers, answer }) => {
      expect(headers['x-forwarded-for']).toBe('203.0.113.8');
      expect(answer['strict-transport-security']).toBeUndefined();
    });
    await withServer({}, ({ headers }) => expect(headers['x-forwarded-for']).toBe('127.0.0.1'));
  });
});
