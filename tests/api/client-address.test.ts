import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Readable } from 'node:stream';
import { randomBytes } from 'node:crypto';
import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { CERTIFICATE_QUERY_PER_IP, createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import { addressFrom, settleRequest } from '@/lib/server/client-address';
import { enableStep } from '@/lib/server/request-hooks/chain';
import { clientAddress } from '@/lib/server/request-hooks/client-address';
import { db } from '@/lib/server/db';
import { closeResources } from '@/lib/server/runtime/lifecycle';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { COMMON_HEADERS, HSTS } from '@/lib/security/headers';
import { accountsHarness, clearRedisPrefix, createLearner, PASSWORD, type AccountsHarness } from '../helpers/accounts';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { createTestDb, type TestDb } from '../helpers/test-db';

// A client talking to the site directly must not pick its own address per request: the address is
// the socket's unless TRUSTED_PROXY_HOPS proxies are in front, through the Next proxy (built-in or
// upstream API) and at the standalone API alike. The sign-in limit per address is the probe.

const LIMIT = 5;

describe('the client address behind trusted proxies', () => {
  test('one proxy: the entry it appended, whatever the client claimed before it', () => {
    expect(addressFrom('203.0.113.7', undefined, 1)).toBe('203.0.113.7');
    expect(addressFrom('1.2.3.4, 5.6.7.8, 203.0.113.7', undefined, 1)).toBe('203.0.113.7');
    expect(addressFrom(' 1.2.3.4 ,203.0.113.7 ', undefined, 1)).toBe('203.0.113.7');
  });

  test('two proxies (a CDN, then nginx): the entry the first one appended', () => {
    expect(addressFrom('1.2.3.4, 203.0.113.7, 10.0.0.2', undefined, 2)).toBe('203.0.113.7');
    expect(addressFrom('203.0.113.7', undefined, 2)).toBe('203.0.113.7');
  });

  test('without X-Forwarded-For: X-Real-IP, else nothing', () => {
    expect(addressFrom(undefined, '203.0.113.8', 1)).toBe('203.0.113.8');
    expect(addressFrom('', '', 1)).toBeNull();
    expect(addressFrom(' , ', undefined, 1)).toBeNull();
  });

  test('issue 30: X-Forwarded-Host is passed on only as a trusted proxy set it, never as a client claimed it', () => {
    const settled = (hops: number, headers: Record<string, string>) => {
      const request = { headers: { ...headers }, rawHeaders: Object.entries(headers).flat(), socket: { remoteAddress: '198.51.100.1' } };
      const response = { setHeader: () => undefined };
      settleRequest(request as unknown as http.IncomingMessage, response as unknown as http.ServerResponse, hops);
      return { parsed: request.headers['x-forwarded-host' as keyof typeof request.headers], raw: request.rawHeaders.filter((_, i, all) => all[i - (i % 2)] === 'x-forwarded-host' && i % 2 === 1) };
    };
    expect(settled(0, { host: 'site.example', 'x-forwarded-host': 'evil.example' })).toEqual({ parsed: undefined, raw: [] });
    expect(settled(1, { host: '10.0.0.5', 'x-forwarded-host': 'peixun.example' })).toEqual({ parsed: 'peixun.example', raw: ['peixun.example'] });
    expect(settled(1, { host: '10.0.0.5', 'x-forwarded-host': 'evil.example, peixun.example' })).toEqual({ parsed: 'peixun.example', raw: ['peixun.example'] });
    expect(settled(1, { host: '10.0.0.5' })).toEqual({ parsed: undefined, raw: [] });
  });
});

let t: TestDb;
let learner: { id: number; phone: string };
const prefix = `addr-${randomBytes(4).toString('hex')}`;
let sequence = 0;
let runtime: AppContext;

beforeAll(async () => {
  t = await createTestDb();
  learner = await createLearner(t.db);
  process.env.DATABASE_URL = t.url;
  process.env.LOGIN_ATTEMPTS_PER_IP = String(LIMIT);
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  // The built-in API's limits under a prefix of this file's own, so no other run shares its counts.
  runtime = createAppContext({ db: db(), redisUrl: process.env.REDIS_URL, prefix });
  installAppContext(db(), runtime);
});
afterAll(async () => {
  delete process.env.DATABASE_URL;
  delete process.env.LOGIN_ATTEMPTS_PER_IP;
  delete process.env.API_UPSTREAM_URL;
  reloadEnv();
  await closeResources();
  await runtime.close();
  if (process.env.REDIS_URL) await clearRedisPrefix(process.env.REDIS_URL, prefix);
  await t.destroy();
});

/** A server that hands every request to the /api/v1 proxy as Next's route handler does (from request.headers). */
async function startNextLike(): Promise<{ url: string; close: () => Promise<void> }> {
  const server = http.createServer((req, res) => {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (value !== undefined) headers.set(name, String(value));
    const method = req.method ?? 'GET';
    const body = ['GET', 'HEAD'].includes(method) ? undefined : (Readable.toWeb(req) as ReadableStream<Uint8Array>);
    const init = { method, headers, body, duplex: 'half' } as ConstructorParameters<typeof NextRequest>[1];
    void proxyRequest(new NextRequest(`http://${req.headers.host}${req.url}`, init)).then(async (response) => {
      res.writeHead(response.status, Object.fromEntries(response.headers));
      res.end(Buffer.from(await response.arrayBuffer()));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, close: () => new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections();
  }) };
}

/** A sign-in attempt from `origin` claiming `forwardedFor`; a new unknown name each time, so no account locks. */
function signIn(origin: string, forwardedFor: string, username = `1390${String(++sequence).padStart(7, '0')}`, password = 'wrong-pass-1') {
  return fetch(`${origin}/api/v1/authorizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin, 'x-forwarded-for': forwardedFor, 'x-real-ip': forwardedFor.split(',')[0] },
    body: JSON.stringify({ username, password, guard: 'api', app_id: '10004' }),
  });
}

/** Statuses of attempts with a new claimed address each, until one is refused (at most LIMIT + 1). */
async function rotate(origin: string, claim: (i: number) => string): Promise<Response[]> {
  const answers: Response[] = [];
  for (let i = 0; i <= LIMIT; i++) {
    const answer = await signIn(origin, claim(i));
    answers.push(answer);
    if (answer.status === 429) break;
  }
  return answers;
}

const lastLogId = async () => Number((await t.db.selectFrom('login_logs').select((eb) => eb.fn.max('id').as('id')).executeTakeFirst())?.id ?? 0);
/** The distinct addresses of the sign-ins logged after the log's row `since`. */
const loggedSince = async (since: number) =>
  new Set((await t.db.selectFrom('login_logs').select('ip').where('id', '>', since).execute()).map((r) => r.ip));

function expectLimited(answers: Response[]) {
  expect(answers.slice(0, LIMIT).map((a) => a.status)).toEqual(Array(LIMIT).fill(401));
  expect(answers[LIMIT].status).toBe(429);
  expect(Number(answers[LIMIT].headers.get('retry-after'))).toBeGreaterThan(0);
}

describe('through the Next proxy to the built-in API, with no proxy in front (the default)', () => {
  let site: { url: string; close: () => Promise<void> };
  let uninstall: () => void;
  beforeAll(async () => {
    uninstall = enableStep('client-address', clientAddress(0));
    site = await startNextLike();
  });
  afterAll(async () => {
    await site.close();
    uninstall();
  });

  test('the login log and the session list store the socket address, not the claimed one', async () => {
    const since = await lastLogId();
    const answer = await signIn(site.url, '198.51.100.200', learner.phone, PASSWORD);
    expect(answer.status).toBe(201);
    const token = await t.db.selectFrom('access_tokens').select('ip').where('subject_id', '=', learner.id).orderBy('id', 'desc').executeTakeFirstOrThrow();
    expect(token.ip).toBe('127.0.0.1');
    expect(await loggedSince(since)).toEqual(new Set(['127.0.0.1']));
  });

  test('a new X-Forwarded-For on every sign-in still meets the per-address limit', async () => {
    const since = await lastLogId();
    // One budget was spent by the successful sign-in above.
    const answers = await rotate(site.url, (i) => `198.51.100.${i}`);
    expect(answers.at(-1)!.status).toBe(429);
    expect(answers).toHaveLength(LIMIT);
    expect(Number(answers.at(-1)!.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await loggedSince(since)).toEqual(new Set(['127.0.0.1']));
  });
});

describe('through the Next proxy behind one trusted proxy (TRUSTED_PROXY_HOPS=1)', () => {
  let site: { url: string; close: () => Promise<void> };
  let uninstall: () => void;
  beforeAll(async () => {
    uninstall = enableStep('client-address', clientAddress(1));
    site = await startNextLike();
  });
  afterAll(async () => {
    await site.close();
    uninstall();
  });

  test('API answers over HTTPS carry HSTS and Permissions-Policy', async () => {
    const answer = await fetch(`${site.url}/api/v1/regions`, { headers: { 'x-forwarded-proto': 'https' } });
    expect(answer.headers.get('strict-transport-security')).toBe(HSTS);
    expect(answer.headers.get('permissions-policy')).toBe(COMMON_HEADERS['Permissions-Policy']);
  });

  test('the limit keys on the entry the proxy appended, not on what the client wrote before it', async () => {
    expectLimited(await rotate(site.url, (i) => `198.51.100.${i}, 203.0.113.50`));
    // Clients the proxy saw as different addresses each have their own budget.
    const others = await rotate(site.url, (i) => `198.51.100.9, 203.0.113.${60 + i}`);
    expect(others.every((a) => a.status === 401)).toBe(true);
  });
});

describe('the standalone API (npm run api)', () => {
  let direct: ApiProcess;
  let behindSite: ApiProcess;
  beforeAll(async () => {
    [direct, behindSite] = await Promise.all([
      startApiProcess({ DATABASE_URL: t.url, TRUSTED_PROXY_HOPS: '0', LOGIN_ATTEMPTS_PER_IP: String(LIMIT) }),
      startApiProcess({ DATABASE_URL: t.url, TRUSTED_PROXY_HOPS: '1', LOGIN_ATTEMPTS_PER_IP: String(LIMIT) }),
    ]);
  }, 240_000);
  afterAll(async () => {
    await Promise.all([direct?.stop(), behindSite?.stop()]);
  });

  test('reached directly, it keys the limit and the log on its socket address', async () => {
    const since = await lastLogId();
    expectLimited(await rotate(direct.url, (i) => `198.51.100.${i}`));
    expect(await loggedSince(since)).toEqual(new Set(['127.0.0.1']));
  });

  test('reached directly, certificate lookups by number meet their per-address limit whatever address is claimed', async () => {
    // Every limit reads the one settled address (clientIp); the register lookups are a second probe.
    for (const path of ['/api/v1/certificates/S000000000000000000001', '/api/v1/moxibustion/certificates/AJ2099000001']) {
      const statuses: number[] = [];
      for (let i = 0; i <= CERTIFICATE_QUERY_PER_IP.points; i++) {
        const answer = await fetch(`${direct.url}${path}`, { headers: { 'x-forwarded-for': `198.51.100.${i}`, 'x-real-ip': `198.51.100.${i}` } });
        statuses.push(answer.status);
      }
      expect({ path, limited: statuses.slice(0, -1).includes(429), last: statuses.at(-1) }).toEqual({ path, limited: false, last: 429 });
    }
  });

  test('answers carry Permissions-Policy, and HSTS only when a trusted proxy says the client used HTTPS', async () => {
    const https = { 'x-forwarded-proto': 'https' };
    const claimed = await fetch(`${direct.url}/api/v1/regions`, { headers: https });
    expect(claimed.headers.get('permissions-policy')).toBe(COMMON_HEADERS['Permissions-Policy']);
    expect(claimed.headers.get('strict-transport-security')).toBeNull();
    for (const path of ['/api/v1/regions', '/api/v1/files/no-such-file.pdf', '/api/health']) {
      const proxied = await fetch(`${behindSite.url}${path}`, { headers: https });
      expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);
      expect(proxied.headers.get('permissions-policy')).toBe(COMMON_HEADERS['Permissions-Policy']);
    }
  });

  test('behind the Next app (API_UPSTREAM_URL, one hop), it gets the address the site resolved', async () => {
    process.env.API_UPSTREAM_URL = behindSite.url;
    reloadEnv();
    const uninstall = enableStep('client-address', clientAddress(0));
    const site = await startNextLike();
    try {
      const since = await lastLogId();
      expectLimited(await rotate(site.url, (i) => `198.51.100.${i}`));
      expect(await loggedSince(since)).toEqual(new Set(['127.0.0.1']));
    } finally {
      await site.close();
      uninstall();
      delete process.env.API_UPSTREAM_URL;
      reloadEnv();
    }
  });
});

describe('the API reads only the address its server wrote', () => {
  let h: AccountsHarness;
  beforeAll(async () => {
    h = await accountsHarness();
  });
  afterAll(async () => {
    await h.close();
  });

  test('client-error reports from one proxy-seen address stop at the limit whatever was claimed before it', async () => {
    const statuses: number[] = [];
    for (let i = 0; i < 31; i++) {
      const answer = await h.request('POST', '/client-errors', {
        json: { message: `boom ${i}` },
        headers: { 'x-forwarded-for': `198.51.100.${i}, 203.0.113.99` },
      });
      statuses.push(answer.status);
    }
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});
