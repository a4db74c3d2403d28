import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export const DEFAULT_SQLITE_FILE = path.join('data', 'app.db');

export type Dialect = 'sqlite' | 'postgres';

export function dialectOf(url: string | undefined): Dialect {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

// COUNT(*) and other int8 values arrive as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

export function connect(url: string | undefined): Kysely<Database> {
  if (dialectOf(url) === 'postgres') {
    const pool = new pg.Pool({ connectionString: url, max: 10, idleTimeoutMillis: 30_000, connectionTimeoutMillis: 5_000 });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (error) => console.error(JSON.stringify({ level: 'error', msg: 'postgres idle client error', error: error.message })));
    return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
  }
  const file = url ? url.replace(/^file:/, '') : DEFAULT_SQLITE_FILE;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  return new Kysely<Database>({ dialect: new SqliteDialect({ database: sqlite }) });
}
