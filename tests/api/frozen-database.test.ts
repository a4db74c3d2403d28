import { SERVICE_UNAVAILABLE_MESSAGE } from '@/lib/server/domain/errors';
import { servedWithin, startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { insertRegions } from '../helpers/fixtures';
import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';

// Issue 36: a PostgreSQL that accepts connections and then stops answering (stopped with SIGSTOP, or
// the network stalled: here a relay that stops passing bytes). Statements have a deadline
// (DATABASE_STATEMENT_TIMEOUT_MS), and so do new connections and waits for a free one
// (DATABASE_CONNECT_TIMEOUT_MS): reads and writes answer 503 soon after it, the write is not committed
// when the server resumes, and the server is back to normal by itself. SQLite is a local file: its
// lock wait is faults.test.ts's busy-timeout case.

const STATEMENT_MS = 1000;
const CONNECT_MS = 1000;
/** Generous: the statement deadline, a new connection's, and a loaded machine. */
const ANSWER_BOUND_MS = 3 * (STATEMENT_MS + 1000 + CONNECT_MS) + 5000;

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
  await t.destroy();
  if (measured.length) console.log(`frozen PostgreSQL:\n  ${measured.join('\n  ')}`);
});

async function timed(url: string, init: RequestInit = {}) {
  const started = Date.now();
  const response = await fetch(url, { ...init, signal: AbortSignal.timeout(60_000) });
  return { status: response.status, body: await response.json(), retryAfter: response.headers.get('retry-after'), ms: Date.now() - started };
}

const report = (n: number) => ({
  method: 'POST',
  headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.36.0.${n}` },
  body: JSON.stringify({ message: `TypeError: frozen ${n}`, url: '/class' }),
});
const reportsWritten = async (n: number) =>
  (await t.db.selectFrom('client_error_logs').select('id').where('message', '=', `TypeError: frozen ${n}`).execute()).length;

const onPostgres = testDialect() === 'postgres' ? test : test.skip;

onPostgres('a frozen PostgreSQL: reads and writes 503 within the deadlines, /api/ready and /api/health name it, the write never lands, and it recovers', async () => {
  const target = new URL(t.url);
  proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
  target.port = String(proxy.port);
  api = await startApiProcess({
    DATABASE_URL: target.toString(), DATABASE_STATEMENT_TIMEOUT_MS: String(STATEMENT_MS), DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_MS), API_CACHE_SECONDS: '0',
  });
  // The run's first calls through the relay: a loaded machine can miss the 1 s deadlines (servedWithin).
  expect((await servedWithin(() => timed(`${api!.url}/api/v1/regions?parent_code=410000`), 30_000)).answer.status).toBe(200);
  expect((await servedWithin(() => timed(`${api!.url}/api/v1/client-errors`, report(1)), 30_000)).answer.status).toBe(201);

  proxy.freeze();
  const read = await timed(`${api.url}/api/v1/regions?parent_code=410100`);
  const write = await timed(`${api.url}/api/v1/client-errors`, report(2));
  for (const answer of [read, write]) {
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, status_code: 503, code: 'service_unavailable' });
    expect(Number(answer.retryAfter)).toBeGreaterThan(0);
    expect(answer.ms).toBeLessThan(ANSWER_BOUND_MS);
  }
  const ready = await timed(`${api.url}/api/ready`);
  expect(ready.status).toBe(503);
  expect(ready.body.checks.database).not.toBe('ok');
  expect(ready.ms).toBeLessThan(ANSWER_BOUND_MS);
  await waitUntil(async () => {
    const health = await timed(`${api!.url}/api/health`);
    return health.status === 200 && typeof health.body.dependencies === 'object' && health.body.dependencies.database !== 'ok';
  }, 20_000, '/api/health to name the frozen database');
  measured.push(`frozen: read 503 after ${read.ms} ms, write 503 after ${write.ms} ms, /api/ready 503 after ${ready.ms} ms`);

  // Resumed: what waited in the relay reaches the server, but the connection it came on was closed
  // before the write could commit.
  proxy.thaw();
  await waitUntil(async () => (await timed(`${api!.url}/api/v1/regions?parent_code=410100`)).status === 200, 20_000, 'reads after PostgreSQL resumed');
  // Tried again while refused (servedWithin): a refused attempt must not commit later either, so the row is still one.
  const written = await servedWithin(() => timed(`${api!.url}/api/v1/client-errors`, report(3)), 30_000);
  if (written.refused.length) measured.push(`resumed: ${written.refused.length} write(s) 503 before one was served`);
  expect(written.answer.status).toBe(201);
  expect((await servedWithin(() => timed(`${api!.url}/api/ready`), 30_000)).answer.status).toBe(200);
  expect(await reportsWritten(3)).toBe(1);
  expect(await reportsWritten(2)).toBe(0);
  // The abandoned connections were closed, not left open beside the pool's (at most 10).
  await waitUntil(async () => proxy!.openConnections() <= 10, 10_000, 'abandoned connections to close');
  expect(api.child.exitCode).toBeNull();
}, 120_000);

if (testDialect() !== 'postgres') test('runs on PostgreSQL only', () => undefined);
