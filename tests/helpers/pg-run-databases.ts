import { spawn } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';

// The PostgreSQL databases of one jest run. A test file's database is not dropped when the file ends:
// DROP DATABASE forces a checkpoint on PostgreSQL 15, which wrote every dirty page of every test
// database to disk, about a second per file on a busy machine. The run's databases carry its prefix
// and are dropped together after the run, by a process of their own, so neither jest nor the browser
// tests that follow wait for them. A run that was killed leaves its databases: the next run drops
// those older than STALE_MS.

export const PG_RUN_VARIABLE = 'TEST_PG_RUN';
const STALE_MS = 6 * 3_600_000;
const RUN_PREFIX = /^r([0-9a-z]+)_t_/;

/** Gives this run its prefix (once per jest run) and drops what killed runs left behind. */
export async function startPgRun(): Promise<void> {
  const url = process.env.TEST_DATABASE_URL;
  if (!url || process.env[PG_RUN_VARIABLE]) return;
  process.env[PG_RUN_VARIABLE] = `r${Date.now().toString(36)}_`;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{ datname: string }>(`select datname from pg_database where datname ~ '^r[0-9a-z]+_t_'`);
    for (const { datname } of rows) {
      const started = parseInt(RUN_PREFIX.exec(datname)?.[1] ?? '', 36);
      if (Date.now() - started > STALE_MS) await client.query(`drop database if exists ${datname} with (force)`).catch(() => undefined);
    }
  } finally {
    await client.end();
  }
}

/** Drops this run's databases in a detached process that ends when they are gone. */
export function dropPgRun(): void {
  const url = process.env.TEST_DATABASE_URL;
  const prefix = process.env[PG_RUN_VARIABLE];
  if (!url || !prefix) return;
  const child = spawn(process.execPath, [path.join(__dirname, 'drop-pg-databases.cjs'), url, prefix], { detached: true, stdio: 'ignore' });
  child.unref();
}
