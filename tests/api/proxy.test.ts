import net from 'node:net';
import { NextRequest } from 'next/server';
import { api } from '@/lib/api/server';
import { reloadEnv } from '@/lib/env';
import { issueToken } from '@/lib/server/auth/tokens';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { dispatch } from '@/lib/server/proxy/transport';
import { closeDb } from '@/lib/server/db';
import { createLearner } from '../helpers/accounts';
import { startEchoServer, type EchoServer } from '../helpers/echo-server';
import { createTestDb, type TestDb } from '../helpers/test-db';

async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

function useUpstream(url: string | undefined) {
  if (url) process.env.API_UPSTREAM_URL = url;
  else delete process.env.API_UPSTREAM_URL;
  reloadEnv();
}

describe('the /api/v1 proxy towards an upstream API', () => {
  let echo: EchoServer;
  beforeAll(async () => {
    echo = await startEchoServer();
    useUpstream(echo.url);
  });
  afterAll(async () => {
    useUpstream(undefined);
    await echo.close();
  });

  it('attaches appid, cityCode and the authorization from the httpOnly cookie, and drops cookies', async () => {
    const request = new NextRequest('http://localhost:3000/api/v1/classes?per_page=5', {
      headers: { cookie: 'user_token=abc123; user_token_type=Bearer; cityCode=410100', connection: 'keep-alive' },
    });
    const response = await proxyRequest(request);
    expect(response.status).toBe(200);
    const echoed = await response.json();
    expect(echoed.url).toBe('/api/v1/classes?per_page=5');
    expect(echoed.headers.appid).toBe('10004');
    expect(echoed.headers.citycode).toBe('410100');
    expect(echoed.headers.authorization).toBe('Bearer abc123');
    expect(echoed.headers.cookie).toBeUndefined();
    expect(echoed.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
    expect(response.headers.get('x-upstream')).toBe('echo');
    expect(response.headers.get('set-cookie')).toBeNull();
  });

  it('issue 30: puts a private query (a phone or ID number searched for) back on the query it passes on, not as a header', async () => {
    const request = new NextRequest('http://localhost:3000/api/v1/manage/learners?status=active', {
      headers: { 'x-private-query': 'phone=13912345678&keyword=41010519900101123X', 'x-auth-guard': 'manage', cookie: 'manage_token=m1' },
    });
    const echoed = await (await proxyRequest(request)).json();
    expect(echoed.url).toBe('/api/v1/manage/learners?status=active&phone=13912345678&keyword=41010519900101123X');
    expect(echoed.headers['x-private-query']).toBeUndefined();
    const tooLong = new NextRequest('http://localhost:3000/api/v1/manage/learners', { headers: { 'x-private-query': `keyword=${'1'.repeat(3000)}` } });
    expect((await (await proxyRequest(tooLong)).json()).url).toBe('/api/v1/manage/learners');
  });

  it('uses the manager token for back-office calls and streams request bodies through', async () => {
    const request = new NextRequest('http://localhost:3000/api/v1/things', {
      method: 'POST',
      body: JSON.stringify({ name: '张三' }),
      headers: { 'content-type': 'application/json', 'x-auth-guard': 'manage', cookie: 'manage_token=m1; user_token=u1', origin: 'http://localhost:3000', host: 'localhost:3000' },
    });
    const echoed = await (await proxyRequest(request)).json();
    expect(echoed.method).toBe('POST');
    expect(JSON.parse(echoed.body)).toEqual({ name: '张三' });
    expect(echoed.headers.authorization).toBe('Bearer m1');
    expect(echoed.headers['x-auth-guard']).toBeUndefined();
  });

  it('issue 32: an event stream of a back-office path (an EventSource sets no header) takes the manager token; other streams the learner\'s', async () => {
    const headers = { accept: 'text/event-stream', cookie: 'manage_token=m1; user_token=u1' };
    const screen = await (await proxyRequest(new NextRequest('http://localhost:3000/api/v1/manage/screen/events', { headers }))).json();
    expect(screen.headers.authorization).toBe('Bearer m1');
    const other = await (await proxyRequest(new NextRequest('http://localhost:3000/api/v1/things/events', { headers }))).json();
    expect(other.headers.authorization).toBe('Bearer u1');
    const plain = await (await proxyRequest(new NextRequest('http://localhost:3000/api/v1/manage/screen', { headers: { cookie: headers.cookie } }))).json();
    expect(plain.headers.authorization).toBe('Bearer u1');
  });

  it('attaches the appid and a request id to the server’s own reads too, so an upstream that checks them answers', async () => {
    const proxied = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/strict/classes', { headers: { appid: 'forged' } }));
    expect(proxied.status).toBe(200);
    const direct = await dispatch('/api/v1/strict/classes', { method: 'GET' });
    expect(direct.status).toBe(403);
    const echoed = await api<{ url: string; headers: Record<string, string> }>('/strict/classes', { query: { per_page: 3 }, cityCode: '410100' });
    expect(echoed.url).toBe('/api/v1/strict/classes?per_page=3');
    expect(echoed.headers.appid).toBe('10004');
    expect(echoed.headers.citycode).toBe('410100');
    expect(echoed.headers['x-request-id']).toMatch(/[0-9a-f-]{36}/);
  });

  it('passes the upstream status through', async () => {
    const response = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/x?status=418'));
    expect(response.status).toBe(418);
  });

  it('answers 504 JSON when the upstream does not answer in time', async () => {
    const response = await dispatch('/api/v1/hang', { method: 'GET' }, 300);
    expect(response.status).toBe(504);
    expect(await response.json()).toMatchObject({ status_code: 504, code: 'gateway_timeout' });
  });

  it('answers 502 JSON at once when the upstream is unreachable', async () => {
    useUpstream(`http://127.0.0.1:${await closedPort()}`);
    const response = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/classes'));
    useUpstream(echo.url);
    expect(response.status).toBe(502);
    expect(await response.json()).toMatchObject({ status_code: 502, code: 'bad_gateway', message: expect.any(String) });
  });
});

describe('the /api/v1 proxy with the built-in API', () => {
  let testDb: TestDb;
  beforeAll(async () => {
    testDb = await createTestDb();
    process.env.DATABASE_URL = testDb.url;
    useUpstream(undefined);
  });
  afterAll(async () => {
    await closeDb();
    await testDb.destroy();
  });

  it('answers in process with the API envelope', async () => {
    const response = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/classes?per_page=5'));
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body).toHaveProperty('data');
    expect(body.meta.pagination.per_page).toBe(5);
  });

  it('answers a kept public read without dispatching it again: same body, a request id, never for a session', async () => {
    const url = 'http://localhost:3000/api/v1/news?per_page=7';
    const first = await proxyRequest(new NextRequest(url));
    expect(first.headers.get('x-api-cache')).toBe('MISS');
    const body = await first.text();
    const kept = await proxyRequest(new NextRequest(url, { headers: { 'x-request-id': 'proxy-kept-1' } }));
    expect(kept.headers.get('x-api-cache')).toBe('HIT');
    expect(kept.headers.get('x-request-id')).toBe('proxy-kept-1');
    expect(kept.headers.get('content-type')).toMatch(/application\/json/);
    expect(await kept.text()).toBe(body);
    const { access_token } = await issueToken(testDb.db, { guard: 'api', subjectId: (await createLearner(testDb.db)).id });
    const signedIn = await proxyRequest(new NextRequest(url, { headers: { cookie: `user_token=${access_token}` } }));
    expect(signedIn.headers.get('x-api-cache')).toBeNull();
    // Issue 30: a token that is no session is an anonymous visitor, answered from the kept copy.
    const madeUp = await proxyRequest(new NextRequest(url, { headers: { cookie: 'user_token=not-a-real-token' } }));
    expect(madeUp.headers.get('x-api-cache')).toBe('HIT');
  });

  it('answers unknown paths with a 404 JSON error', async () => {
    const response = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/no-such-thing'));
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ status_code: 404 });
  });
});
