import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { DEFAULT_RETRY_AFTER_SECONDS } from '@/lib/server/api/http/errors';
import { CERTIFICATE_QUERY_PER_IP, CLIENT_ERROR_PER_IP, LOGIN_PER_IP, REGISTER_PER_IP } from '@/lib/server/app-context';
import { LOCKED_MESSAGE, LOCKOUT_DURATION_MS } from '@/lib/server/services/login-lockout';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { accountsHarness, createLearner, type Answer, type AccountsHarness } from '../helpers/accounts';

// Every 429 tells the client how long to wait (Retry-After, in seconds): the API with the limit's own
// remaining time, and the /api/v1 proxy for any 429 that reaches it without one.

let h: AccountsHarness;
beforeAll(async () => {
  h = await accountsHarness();
});
afterAll(async () => {
  await h.close();
});

/** Sends `call(i)` until the answer is 429 (at most `limit` + 1 times) and returns that answer. */
async function untilRefused(limit: number, call: (i: number) => Promise<Answer>): Promise<Answer> {
  let answer: Answer | undefined;
  for (let i = 0; i <= limit; i++) {
    answer = await call(i);
    if (answer.status === 429) return answer;
  }
  throw new Error(`no 429 after ${limit + 1} requests (last ${answer?.status})`);
}

function expectRetryAfter(answer: Answer, windowSeconds: number) {
  expect(answer.status).toBe(429);
  const seconds = Number(answer.headers.get('retry-after'));
  expect(Number.isInteger(seconds)).toBe(true);
  expect(seconds).toBeGreaterThan(0);
  expect(seconds).toBeLessThanOrEqual(windowSeconds);
}

const from = (address: string) => ({ 'x-forwarded-for': address });

test('sign-ins per address', async () => {
  const refused = await untilRefused(LOGIN_PER_IP.points, (i) =>
    h.request('POST', '/authorizations', { json: { username: `1390000${String(i).padStart(4, '0')}`, password: 'wrong-pass-1', guard: 'api', app_id: '10004' }, headers: from('203.0.113.1') }),
  );
  expectRetryAfter(refused, LOGIN_PER_IP.durationSeconds);
});

test('a locked account: the length of the lock', async () => {
  const learner = await createLearner(h.db);
  const refused = await untilRefused(20, () =>
    h.request('POST', '/authorizations', { json: { username: learner.phone, password: 'wrong-pass-1', guard: 'api', app_id: '10004' }, headers: from('203.0.113.2') }),
  );
  expect(refused.body.message).toBe(LOCKED_MESSAGE);
  expect(refused.headers.get('retry-after')).toBe(String(LOCKOUT_DURATION_MS / 1000));
});

test('sign-ups per address', async () => {
  const refused = await untilRefused(REGISTER_PER_IP.points, (i) =>
    h.request('POST', '/user/register', {
      json: { phone: `1370000${String(i).padStart(4, '0')}`, password: 'abc12345', verification_key: 'nope', verification_code: '0000' },
      headers: from('203.0.113.3'),
    }),
  );
  expectRetryAfter(refused, REGISTER_PER_IP.durationSeconds);
});

test('SMS codes sent again too soon', async () => {
  const phone = '13612340000';
  const refused = await untilRefused(2, () => h.request('POST', '/verification-codes/login', { json: { phone, app_id: '10004' }, headers: from('203.0.113.4') }));
  expectRetryAfter(refused, 60);
});

test('certificate queries and client error reports per address', async () => {
  const query = await untilRefused(CERTIFICATE_QUERY_PER_IP.points, () =>
    h.request('GET', `/certificate-queries?cert_no=S000041000012630000001`, { headers: from('203.0.113.5') }),
  );
  expectRetryAfter(query, CERTIFICATE_QUERY_PER_IP.durationSeconds);
  const reports = await untilRefused(CLIENT_ERROR_PER_IP.points, (i) => h.request('POST', '/client-errors', { json: { message: `e${i}` }, headers: from('203.0.113.6') }));
  expectRetryAfter(reports, CLIENT_ERROR_PER_IP.durationSeconds);
});

describe('the /api/v1 proxy', () => {
  let upstream: http.Server;
  beforeAll(async () => {
    // An upstream that refuses without saying for how long (an older API, or a proxy in between).
    upstream = http.createServer((req, res) => {
      const headers: Record<string, string> = { 'content-type': 'application/json' };
      if (req.url?.includes('says=1')) headers['retry-after'] = '7';
      res.writeHead(429, headers);
      res.end(JSON.stringify({ message: '请求过于频繁，请稍后再试。', status_code: 429 }));
    });
    await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
    process.env.API_UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
    reloadEnv();
  });
  afterAll(async () => {
    delete process.env.API_UPSTREAM_URL;
    reloadEnv();
    await new Promise((resolve) => upstream.close(resolve));
  });

  test('adds Retry-After to a 429 that has none, and keeps the one the API sent', async () => {
    const bare = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/classes'));
    expect(bare.status).toBe(429);
    expect(bare.headers.get('retry-after')).toBe(String(DEFAULT_RETRY_AFTER_SECONDS));
    expect(await bare.json()).toMatchObject({ status_code: 429 });
    const said = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/classes?says=1'));
    expect(said.headers.get('retry-after')).toBe('7');
  });
});
