import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connect } from '@/lib/server/db/connect';
import { startApiProcess, waitUntil, type ApiProcess } from '../helpers/api-process';
import { insertRegions } from '../helpers/fixtures';
import { createTestDb, testDialect, type TestDb } from '../helpers/test-db';
import { nodeArgs } from '../helpers/node-entries';

// `npm run db:backup` while the server keeps writing, then `npm run db:restore` after the data
// changed: the restored database is the backed-up one and the server runs on it.

let t: TestDb;
let dir: string;
const running: ApiProcess[] = [];

beforeAll(async () => {
  t = await createTestDb();
  await insertRegions(t.db);
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'backup-'));
});
afterAll(async () => {
  await Promise.all(running.map((p) => p.stop('SIGKILL')));
  await t.destroy();
  fs.rmSync(dir, { recursive: true, force: true });
});

function cli(script: 'backup' | 'restore', args: string[]) {
  return spawnSync(process.execPath, [...nodeArgs(`lib/server/cli/${script}.ts` as const), ...args], {
    encoding: 'utf8',
    env: { ...process.env, DATABASE_URL: t.url },
  });
}

const report = (i: number) =>
  fetch(`${running[0].url}/api/v1/client-errors`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i % 250}.1` },
    body: JSON.stringify({ message: `TypeError ${i}`, url: '/class' }),
  }).then((r) => r.status);

async function snapshot(url: string) {
  const db = connect(url);
  try {
    const regions = (await db.selectFrom('regions').select('code').orderBy('code').execute()).map((r) => r.code);
    const errors = Number((await db.selectFrom('client_error_logs').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow()).n);
    return { regions, errors };
  } finally {
    await db.destroy();
  }
}

test('a backup taken under write load restores to exactly what it held', async () => {
  running.push(await startApiProcess({ DATABASE_URL: t.url }));
  const file = path.join(dir, testDialect() === 'postgres' ? 'skills.dump' : 'app.db');

  // Writes go on while the backup runs.
  let writing = true;
  let sent = 0;
  let committed = 0;
  const writer = (async () => {
    while (writing) {
      expect(await report(sent++)).toBe(201);
      committed++;
    }
  })();
  // Some writes through before the backup starts (a failed one ends the wait at once).
  await Promise.race([writer, waitUntil(async () => committed >= 10, 30_000, 'the first writes')]);
  const backup = cli('backup', [`--out=${file}`]);
  writing = false;
  await writer;
  expect(backup.stderr).toBe('');
  expect(backup.status).toBe(0);
  expect(backup.stdout).toContain('checked');
  // It says the ID numbers in it are encrypted and that the data key is elsewhere, and does not copy the key.
  expect(backup.stdout).toMatch(/ID numbers in this backup are encrypted[\s\S]*Not covered, on purpose: the data key/);
  expect(fs.readdirSync(dir).filter((f) => f.includes('key'))).toEqual([]);
  expect(fs.statSync(file).size).toBeGreaterThan(0);

  const atBackup = testDialect() === 'sqlite' ? await snapshot(`file:${file}`) : undefined;
  const before = await snapshot(t.url);
  expect(before.errors).toBe(sent);

  // The data changes after the backup; then the server stops and the backup goes back.
  await t.db.deleteFrom('regions').where('code', 'like', '4103%').execute();
  await running.pop()!.stop();
  const restore = cli('restore', [file]);
  expect(restore.stderr).toBe('');
  expect(restore.status).toBe(0);

  const after = await snapshot(t.url);
  expect(after.regions).toEqual(['410000', '410100', '410102', '410105', '410300', '410302', '420000', '420100']);
  expect(after.errors).toBeGreaterThan(0);
  expect(after.errors).toBeLessThanOrEqual(sent);
  if (atBackup) expect(after).toEqual(atBackup);

  const api = await startApiProcess({ DATABASE_URL: t.url });
  running.push(api);
  const regions = await (await fetch(`${api.url}/api/v1/regions?parent_code=410000`)).json();
  expect(regions.data.map((r: { code: string }) => r.code)).toEqual(['410100', '410300']);
}, 180_000);

(testDialect() === 'sqlite' ? test : test.skip)('a damaged backup is refused and the database is left alone', async () => {
  const bad = path.join(dir, 'damaged.db');
  fs.writeFileSync(bad, 'SQLite format 3\0 but not really a database');
  const restore = cli('restore', [bad]);
  expect(restore.status).toBe(1);
  expect(restore.stderr).toContain('is not a sound SQLite database');
  expect((await snapshot(t.url)).regions.length).toBeGreaterThan(0);
}, 60_000);
