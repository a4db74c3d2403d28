import Sqlite from 'better-sqlite3';
import { NextRequest } from 'next/server';
import { reloadEnv } from '@/lib/env';
import { SERVICE_UNAVAILABLE_MESSAGE } from '@/lib/server/domain/errors';
import { proxyRequest } from '@/lib/server/proxy/handler';
import { startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { startFaultProxy, type FaultProxy } from '../helpers/fault-proxy';
import { insertRegions } from '../helpers/fixtures';
import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';

// Faults against running API servers (`npm run api`), on SQLite and PostgreSQL. Timings are
// recorded in the test output, never asserted beyond "the answer came before the busy timeout".

let t: TestDb;
const running: ApiProcess[] = [];
const measured: string[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
});
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  await t.destroy();
  console.log(`faults (${testDialect()}):\n  ${measured.join('\n  ')}`);
});

async function timed(url: string) {
  const started = Date.now();
  const response = await fetch(url, { signal: AbortSignal.timeout(30_000) });
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

async function timedPost(url: string, json: unknown) {
  const started = Date.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.9.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    body: JSON.stringify(json),
    signal: AbortSignal.timeout(30_000),
  });
  return { status: response.status, body: await response.json(), ms: Date.now() - started };
}

describe('the database goes away', () => {
  let proxy: FaultProxy | undefined;
  let lock: Sqlite.Database | undefined;
  afterAll(async () => {
    await proxy?.close();
    lock?.close();
  });

  const report = { message: 'TypeError: x is undefined', url: '/class' };

  const onPostgres = testDialect() === 'postgres' ? it : it.skip;
  const onSqlite = testDialect() === 'sqlite' ? it : it.skip;

  onPostgres('PostgreSQL cut off: 503 JSON at once for reads and writes, /api/ready 503, and it recovers by itself', async () => {
    const target = new URL(t.url);
    proxy = await startFaultProxy({ host: target.hostname, port: Number(target.port || 5432) });
    target.port = String(proxy.port);
    const api = await startApiProcess({ DATABASE_URL: target.toString() });
    running.push(api);
    expect((await timed(`${api.url}/api/v1/regions?parent_code=410000`)).status).toBe(200);

    await proxy.down();
    // The answer the API kept a moment ago (API_CACHE_SECONDS) still serves; anything else needs the database.
    expect((await timed(`${api.url}/api/v1/regions?parent_code=410000`)).status).toBe(200);
    const read = await timed(`${api.url}/api/v1/regions?parent_code=410100`);
    const write = await timedPost(`${api.url}/api/v1/client-errors`, report);
    for (const answer of [read, write]) {
      expect(answer.status).toBe(503);
      expect(answer.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, status_code: 503, code: 'service_unavailable' });
      // Answered, not held until the client gives up (30 s): the bound is generous for a loaded machine.
      expect(answer.ms).toBeLessThan(20_000);
    }
    const ready = await timed(`${api.url}/api/ready`);
    expect(ready.status).toBe(503);
    expect(ready.body.status).toBe('unavailable');
    measured.push(`PostgreSQL gone: read 503 after ${read.ms} ms, write 503 after ${write.ms} ms, /api/ready 503 after ${ready.ms} ms`);

    await proxy.up();
    const back = Date.now();
    await waitUntil(async () => (await timed(`${api.url}/api/v1/regions?parent_code=410100`)).status === 200, 20_000, 'recovery');
    measured.push(`PostgreSQL back: 200 again after ${Date.now() - back} ms`);
    expect((await timedPost(`${api.url}/api/v1/client-errors`, report)).status).toBe(201);
    expect((await timed(`${api.url}/api/ready`)).status).toBe(200);
    expect(api.child.exitCode).toBeNull();
  }, 90_000);

  onSqlite('SQLite file locked by another process: writes answer 503 after the busy timeout, reads go on, and it recovers', async () => {
    const api = await startApiProcess({ DATABASE_URL: t.url });
    running.push(api);
    expect((await timedPost(`${api.url}/api/v1/client-errors`, report)).status).toBe(201);

    lock = new Sqlite(t.url.replace(/^file:/, ''));
    lock.exec('begin immediate');
    lock.exec("insert into regions (code, name, parent_code, level) values ('419999', '锁定测试', '410000', 3)");
    const write = await timedPost(`${api.url}/api/v1/client-errors`, report);
    expect(write.status).toBe(503);
    expect(write.body).toEqual({ message: SERVICE_UNAVAILABLE_MESSAGE, status_code: 503, code: 'service_unavailable' });
    expect(write.ms).toBeLessThan(20_000);
    // WAL: readers see the last committed state while a writer holds the lock.
    const read = await timed(`${api.url}/api/v1/regions?parent_code=410000`);
    expect(read.status).toBe(200);
    expect(read.body.data.map((r: { code: string }) => r.code)).not.toContain('419999');
    measured.push(`SQLite write-locked: write 503 after ${write.ms} ms (busy timeout 5 s), read 200 after ${read.ms} ms`);

    lock.exec('rollback');
    lock.close();
    lock = undefined;
    const back = await timedPost(`${api.url}/api/v1/client-errors`, report);
    expect(back.status).toBe(201);
    expect(api.child.exitCode).toBeNull();
  }, 90_000);
});

describe('the upstream API dies behind the proxy', () => {
  afterAll(() => {
    delete process.env.API_UPSTREAM_URL;
    reloadEnv();
  });

  it('answers 502 JSON at once, and forwards again as soon as the upstream is back', async () => {
    const api = await startApiProcess({ DATABASE_URL: t.url });
    running.push(api);
    process.env.API_UPSTREAM_URL = api.url;
    reloadEnv();
    const viaProxy = async () => {
      const started = Date.now();
      const response = await proxyRequest(new NextRequest('http://localhost:3000/api/v1/regions?parent_code=410000'));
      return { status: response.status, body: await response.json(), ms: Date.now() - started };
    };
    expect((await viaProxy()).status).toBe(200);

    await api.stop('SIGKILL');
    const dead = await viaProxy();
    expect(dead.status).toBe(502);
    expect(dead.body).toMatchObject({ status_code: 502, code: 'bad_gateway', message: '无法连接到上游服务。' });
    measured.push(`upstream killed: 502 after ${dead.ms} ms`);

    const again = await startApiProcess({ DATABASE_URL: t.url }, { port: api.port });
    running.push(again);
    const back = await viaProxy();
    expect(back.status).toBe(200);
    expect(back.body.data.map((r: { code: string }) => r.code)).toEqual(['410100', '410300']);
  }, 90_000);
});
