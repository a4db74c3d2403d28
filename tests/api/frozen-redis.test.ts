import { SERVICE_UNAVAILABLE_MESSAGE } from '@/lib/server/domain/errors';
import { servedWithin, startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { clearRedisPrefix } from '../helpers/accounts';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { insertRegions } from '../helpers/fixtures';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Issue 36: a Redis that accepts connections and then stops answering (SIGSTOP, a stalled network:
// here a relay that stops passing bytes). Each command has a deadline (REDIS_COMMAND_TIMEOUT_MS) and
// each use decides what a missed one means: rate limits go on with this process's own counters, SMS
// codes (which must be shared by every instance) answer 503, a lost cache-bus announcement is logged
// and the other instances' copies expire. When Redis resumes, the code asked for during the freeze
// has not used up the phone's resend wait.

const COMMAND_MS = 500;
/** Generous: the few commands of one request, each waiting out its deadline, and a loaded machine. */
const ANSWER_BOUND_MS = 8 * COMMAND_MS + 5000;
const url = process.env.REDIS_URL;
const maybe = url ? test : test.skip;

let t: TestDb;
let proxy: FaultProxy | undefined;
let api: ApiProcess | undefined;
const measured: string[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
});
afterAll(async () => {
  proxy?.thaw();
  await api?.stop('SIGKILL');
  await proxy?.close();
  if (url) await clearRedisPrefix(url, process.env.REDIS_PREFIX!);
  await t.destroy();
  if (measured.length) console.log(`frozen Redis:\n  ${measured.join('\n  ')}`);
});

async function timed(path: string, json?: unknown) {
  const started = Date.now();
  const response = await fetch(`${api!.url}${path}`, {
    method: json ? 'POST' : 'GET',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.36.1.1' },
    body: json ? JSON.stringify(json) : undefined,
    signal: AbortSignal.timeout(60_000),
  });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
}

maybe('a frozen Redis: codes 503, limits and writes go on, /api/ready and /api/health name it, and a retry after it resumes is not refused', async () => {
  const target = new URL(url!);
  proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 6379) });
  api = await startApiProcess({
    DATABASE_URL: t.url, REDIS_URL: `redis://127.0.0.1:${proxy.port}`, REDIS_COMMAND_TIMEOUT_MS: String(COMMAND_MS), REDIS_CONNECT_TIMEOUT_MS: '1000',
  });
  // The run's first commands through the relay: a loaded machine can miss the 500 ms deadline (servedWithin).
  expect((await servedWithin(() => timed('/api/v1/verification-codes/login', { phone: '13936000001' }), 30_000)).answer.status).toBe(201);
  expect((await timed('/api/ready')).body.checks).toMatchObject({ database: 'ok', redis: 'ok', cache_bus: 'ok' });
  // The server's own connections (the cache bus, limits, codes) once the probes' have closed.
  let connections = 0;
  await waitUntil(async () => {
    const before = connections;
    connections = proxy!.openConnections();
    await new Promise((resolve) => setTimeout(resolve, 300));
    return connections === before && proxy!.openConnections() === connections;
  }, 10_000, 'the connections to Redis to settle');

  proxy.freeze();
  const code = await timed('/api/v1/verification-codes/login', { phone: '13936000002' });
  expect(code.status).toBe(503);
  expect(code.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, status_code: 503, code: 'service_unavailable' });
  expect(Number(code.retryAfter)).toBeGreaterThan(0);
  // A write under a per-address limit: the limit counts in this process, the write's cache-bus
  // announcement is lost (logged), and the answer does not wait on either.
  const write = await timed('/api/v1/client-errors', { message: 'TypeError: redis frozen', url: '/class' });
  expect(write.status).toBe(201);
  for (const answer of [code, write]) expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
  // Ready: the database answers, so the instance stays in the balancer, with Redis named as failing.
  const ready = await timed('/api/ready');
  expect(ready.status).toBe(200);
  expect(ready.body.checks).toMatchObject({ database: 'ok', redis: expect.stringMatching(/no answer within|timed out/i) });
  expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);
  await waitUntil(async () => {
    const health = await timed('/api/health');
    return typeof health.body.dependencies === 'object' && health.body.dependencies.redis !== 'ok';
  }, 20_000, '/api/health to name the frozen Redis');
  measured.push(`frozen: code request 503 after ${code.ms} ms, rate-limited write 201 after ${write.ms} ms, /api/ready after ${ready.ms} ms`);

  proxy.thaw();
  await waitUntil(async () => (await timed('/api/ready')).body.checks?.redis === 'ok', 20_000, 'Redis back in /api/ready');
  // The same phone at once: the resend wait the failed request took was given back (a 429 if not;
  // a 503, a command past its deadline on a loaded machine, gives it back too and is tried again).
  const { answer: again, refused } = await servedWithin(() => timed('/api/v1/verification-codes/login', { phone: '13936000002' }), 30_000);
  if (refused.length) measured.push(`resumed: ${refused.length} code request(s) 503 before one was served`);
  expect(again.status).toBe(201);
  expect(again.body.verification_key).toEqual(expect.any(String));
  // What was abandoned in the freeze (probes, commands past their deadline) closed its connections.
  await waitUntil(async () => proxy!.openConnections() <= connections, 15_000, `connections to Redis to come back to ${connections}`);
  expect(api.child.exitCode).toBeNull();
}, 120_000);

if (!url) test.skip('REDIS_URL is not set', () => undefined);
