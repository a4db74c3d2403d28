import { sql } from 'kysely';
import { migrations } from '@/lib/server/db/migrations';
import { startApiProcess, type ApiProcess } from '../helpers/api-process';
import { createTestDb, type TestDb } from '../helpers/test-db';

// Two instances started at the same moment on one empty database: migrations run exactly once,
// under the lock (an advisory lock on PostgreSQL, retries on SQLite's write lock), and both serve.
let t: TestDb;
const started: ApiProcess[] = [];

beforeAll(async () => {
  t = await createTestDb({ migrate: false });
});
afterAll(async () => {
  await Promise.all(started.map((p) => p.stop('SIGKILL')));
  await t.destroy();
});

test('two instances starting together migrate once and both serve', async () => {
  const [a, b] = await Promise.all([startApiProcess({ DATABASE_URL: t.url }), startApiProcess({ DATABASE_URL: t.url })]);
  started.push(a, b);

  const applied = [a, b].map((p) => p.logs.filter((l) => l.msg === 'migrations applied'));
  // Exactly one of them applied the migrations, all of them, once; neither failed.
  expect(applied.map((lines) => lines.length).sort()).toEqual([0, 1]);
  expect((applied.flat()[0].applied as string[]).sort()).toEqual(Object.keys(migrations).sort());
  for (const p of [a, b]) expect(p.logs.filter((l) => String(l.msg).includes('failed'))).toEqual([]);

  const rows = await sql<{ name: string }>`select name from kysely_migration`.execute(t.db);
  expect(rows.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
  for (const p of [a, b]) {
    const response = await fetch(`${p.url}/api/v1/regions`);
    expect(response.status).toBe(200);
  }
}, 120_000);
