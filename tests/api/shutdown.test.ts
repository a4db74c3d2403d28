import net from 'node:net';
import Sqlite from 'better-sqlite3';
import { sql } from 'kysely';
import { connect } from '@/lib/server/db/connect';
import { startApiProcess, waitUntil } from '../helpers/api-process';
import { openIdleConnections } from '../helpers/keep-alive';
import { createTestDb, type TestDb } from '../helpers/test-db';

// SIGTERM to a running API server while a request is in flight: it stops accepting connections,
// finishes that request, closes its connections, the database pool, and exits 0.

let t: TestDb;

/** A fresh TCP connection, not one of fetch's pooled keep-alive sockets. */
function acceptsConnections(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
beforeAll(async () => {
  t = await createTestDb();
});
afterAll(() => t.destroy());

/** Holds the client_error_logs table so that a write to it stays in flight until released. */
async function holdWrites(): Promise<() => Promise<void>> {
  if (t.dialect === 'sqlite') {
    const lock = new Sqlite(t.url.replace(/^file:/, ''));
    lock.exec('begin immediate');
    return async () => {
      lock.exec('rollback');
      lock.close();
    };
  }
  const holder = connect(t.url);
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  let locked: () => void = () => undefined;
  const isLocked = new Promise<void>((resolve) => (locked = resolve));
  const done = holder.transaction().execute(async (trx) => {
    await sql`lock table client_error_logs in access exclusive mode`.execute(trx);
    locked();
    await released;
  });
  await isLocked;
  return async () => {
    release();
    await done;
    await holder.destroy();
  };
}

test('SIGTERM: no new connections, the request in flight completes, pools closed, exit 0', async () => {
  const api = await startApiProcess({ DATABASE_URL: t.url });
  // Neither a socket that has sent nothing (a browser's preconnection) nor an idle keep-alive connection
  // may hold the exit: Node's close() waits for both, and the process was forced out after 25 s (code 1).
  const idle = await openIdleConnections(api.port);
  const release = await holdWrites();
  const inFlight = fetch(`${api.url}/api/v1/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': '10.66.0.1' },
    body: JSON.stringify({ message: 'ReferenceError: y is not defined', url: '/news' }),
  });
  // In flight for sure: on PostgreSQL its insert waits for the lock; on SQLite the server's event
  // loop is held by the synchronous busy wait, so it stops answering health checks.
  await waitUntil(async () => {
    if (t.dialect === 'postgres') {
      const waiting = await sql<{ n: number }>`select count(*)::int as n from pg_locks where not granted`.execute(t.db);
      return waiting.rows[0].n > 0;
    }
    return fetch(`${api.url}/api/health`, { signal: AbortSignal.timeout(300) }).then(() => false, () => true);
  }, 30_000, 'the write to be waiting for the lock');
  api.child.kill('SIGTERM');

  // better-sqlite3 waits for a lock synchronously, so on SQLite the server notices the signal only
  // once that write is through; PostgreSQL waits asynchronously and refuses new connections at once
  // (polled for: the signal reaches the server a moment after kill() returns).
  if (t.dialect === 'postgres') {
    await waitUntil(async () => !(await acceptsConnections(api.port)), 15_000, 'the server to refuse new connections');
    expect(await acceptsConnections(api.port)).toBe(false);
    expect(api.child.exitCode).toBeNull();
  }

  await release();
  const response = await inFlight;
  expect(response.status).toBe(201);
  const { code, signal } = await api.exited;
  expect({ code, signal }).toEqual({ code: 0, signal: null });
  await idle.closedByServer;
  idle.destroy();
  expect(await acceptsConnections(api.port)).toBe(false);
  const messages = api.logs.map((l) => l.msg);
  expect(messages).toContain('shutting down: no new connections, finishing requests in flight');
  expect(messages).toContain('shut down: database pool and Redis closed');
  const rows = await t.db.selectFrom('client_error_logs').select('message').execute();
  expect(rows.map((r) => r.message)).toEqual(['ReferenceError: y is not defined']);
}, 120_000);
