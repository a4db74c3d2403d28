import http from 'node:http';
import type net from 'node:net';
import { reloadEnv } from '@/lib/env';
import { createApiApp } from '@/lib/server/api/app';
import { createAppContext, installAppContext, type AppContext } from '@/lib/server/app-context';
import type { SmsDriver } from '@/lib/server/sms';
import { waitUntil } from '../helpers/api-process';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 36: an SMS gateway that takes the request and never answers. The driver is held to
// SMS_TIMEOUT_MS: the code request answers 503 with Retry-After soon after it, the call to the gateway
// is abandoned (its connection closed), the code is spent, and asking again works at once.

const SMS_MS = 500;
const ANSWER_BOUND_MS = 3 * SMS_MS + 5000;

let t: TestDb;
let rt: AppContext;
let gateway: http.Server;
let gatewayUrl = '';
let hang = true;
const received: Array<{ body: { phone: string; code: string }; closed: boolean }> = [];

/** A provider as one plugs in: one HTTP call per message, abandoned when the deadline's signal aborts. */
const httpGateway: SmsDriver = {
  async send(message, signal) {
    const response = await fetch(gatewayUrl, { method: 'POST', body: JSON.stringify(message), headers: { 'content-type': 'application/json' }, signal });
    if (!response.ok) throw new Error(`SMS gateway answered ${response.status}`);
  },
};

beforeAll(async () => {
  gateway = http.createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const entry = { body: JSON.parse(Buffer.concat(chunks).toString()), closed: false };
    received.push(entry);
    res.on('close', () => (entry.closed = true));
    if (!hang) res.end('{"ok":true}');
  });
  await new Promise<void>((resolve) => gateway.listen(0, '127.0.0.1', resolve));
  gatewayUrl = `http://127.0.0.1:${(gateway.address() as net.AddressInfo).port}/send`;
  process.env.SMS_TIMEOUT_MS = String(SMS_MS);
  reloadEnv();
  t = await createTestDb();
  rt = createAppContext({ db: t.db, redisUrl: undefined, sms: httpGateway, province: '410000' });
  installAppContext(t.db, rt);
});

afterAll(async () => {
  delete process.env.SMS_TIMEOUT_MS;
  reloadEnv();
  await rt.close();
  await t.destroy();
  gateway.closeAllConnections();
  await new Promise((resolve) => gateway.close(resolve));
});

test('a hanging SMS gateway: 503 with Retry-After within the deadline, the call abandoned, the code spent, and a retry at once works', async () => {
  const app = createApiApp({ db: () => t.db });
  const ask = async () => {
    const started = Date.now();
    const response = await app.request('/api/v1/verification-codes/register', {
      method: 'POST', headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.36.2.1' }, body: JSON.stringify({ phone: '13936000009' }),
    });
    return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
  };

  const hung = await ask();
  expect(hung.status).toBe(503);
  expect(hung.body).toMatchObject({ status_code: 503, code: 'service_unavailable' });
  expect(Number(hung.retryAfter)).toBeGreaterThan(0);
  expect(hung.ms).toBeLessThan(ANSWER_BOUND_MS);
  await waitUntil(async () => received[0]?.closed === true, 5000, 'the gateway call to be abandoned');
  // The code the gateway took (and might still deliver) no longer verifies.
  const late = await t.db.selectFrom('verification_codes').select(['used_at']).where('phone', '=', '13936000009').execute();
  expect(late).toHaveLength(1);
  expect(late[0].used_at).not.toBeNull();

  hang = false;
  const again = await ask();
  expect(again.status).toBe(201);
  expect(received).toHaveLength(2);
});
