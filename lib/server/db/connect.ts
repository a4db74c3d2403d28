import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { type Dialect as KyselyDialect, Kysely, type LogEvent, PostgresDialect, SqliteDialect } from 'kysely';
import pg from 'pg';
import { env } from '@/lib/env';
import { announceWrites } from '@/lib/server/cache-bus';
import { watchWrites } from '@/lib/server/cache/watch-writes';
import { logger } from '@/lib/server/observability/log';
import { countQuery, type PoolStats } from '@/lib/server/observability/metrics';
import type { KeyRing } from '@/lib/server/privacy/data-key';
import { privacyPlugin } from '@/lib/server/privacy/install';
import { ENCRYPT_AT_REST } from '@/lib/server/privacy/switch';
import { poolDeadlineOptions, poolWithStatementDeadline, type DatabaseDeadlines } from './deadlines';
import { type Dialect, markDialect } from './dialect';
import type { Database } from './schema';
import { SplitSqliteDialect } from './sqlite-split';
import { logStatement } from './statement-log';

export const DEFAULT_SQLITE_FILE = path.join('data', 'app.db');

export type { Dialect };

export function dialectOf(url: string | undefined): Dialect {
  return url && /^postgres(ql)?:\/\//.test(url) ? 'postgres' : 'sqlite';
}

// COUNT(*) and other int8 values arrive as strings from pg; our counts fit in a JS number.
pg.types.setTypeParser(20, (v) => Number.parseInt(v, 10));

const poolStats = new WeakMap<Kysely<Database>, () => PoolStats>();

/** Connection usage of a handle made by connect(), for the metrics endpoint. */
export function poolStatsOf(db: Kysely<Database>): (() => PoolStats) | undefined {
  return poolStats.get(db);
}

/**
 * A database handle. Every committed write names its tables on the cache bus (lib/server/cache/model.ts
 * says which caches that drops), so no caller has to remember to invalidate anything.
 */
export type ConnectOptions = {
  announceWrites?: boolean;
  /** ID numbers sealed with this key ring instead of DATA_KEY or the key file (the rotation command). */
  dataKey?: KeyRing;
  /** false: ID numbers pass unsealed (only tests of the sealing step, writing what an older version wrote). */
  encryptAtRest?: boolean;
  /** PostgreSQL deadlines; unset, DATABASE_CONNECT_TIMEOUT_MS and DATABASE_STATEMENT_TIMEOUT_MS. */
  deadlines?: Partial<DatabaseDeadlines>;
  /** The bench's statement log (BENCH_SQL_LOG, statement-log.ts): the statements of its requests are written there. */
  statementLog?: string;
};

/** The writing SQLite connection with this server's settings (also the bench's SQL floor, scripts/bench/sql-floor-server.ts). */
export function openSqliteWriter(file: string): Sqlite.Database {
  const sqlite = new Sqlite(file);
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('foreign_keys = ON');
  sqlite.pragma('busy_timeout = 5000');
  sqlite.pragma('synchronous = NORMAL');
  // Without fresh statistics SQLite may sort 100k classes instead of walking the index already in
  // order; this re-analyses only tables that changed a lot since their last ANALYZE.
  sqlite.pragma('optimize = 0x10002');
  return sqlite;
}

/** A reading SQLite connection (sqlite-split.ts sends reads outside transactions to it). */
export function openSqliteReader(file: string): Sqlite.Database {
  const reader = new Sqlite(file, { readonly: true });
  reader.pragma('busy_timeout = 5000');
  return reader;
}

/** The PostgreSQL pool size of every handle connect() makes (also the bench's SQL floor). */
export const PG_POOL_MAX = 10;

export function connect(url: string | undefined, options: ConnectOptions = {}): Kysely<Database> {
  const dialect = dialectOf(url);
  // Every handle seals and opens ID numbers in one place (lib/server/privacy/plugin.ts).
  const plugins = (options.encryptAtRest ?? ENCRYPT_AT_REST) ? [privacyPlugin(url, options.dataKey)] : [];
  // Only a test writing behind the caches' back (tests/api/cache-bypass.test.ts) turns it off.
  const watched = (d: KyselyDialect) => (options.announceWrites === false ? d : watchWrites(d, announceWrites));
  // Counting statements lets the benchmark show how many queries a cached page view costs.
  const logged = Boolean(options.statementLog);
  const log = (event: LogEvent) => {
    if (event.level !== 'query') return;
    countQuery(dialect);
    if (logged) logStatement(dialect, event.query);
  };
  if (dialect === 'postgres') {
    const deadlines: DatabaseDeadlines = {
      connectMs: options.deadlines?.connectMs ?? env().DATABASE_CONNECT_TIMEOUT_MS,
      statementMs: options.deadlines?.statementMs ?? env().DATABASE_STATEMENT_TIMEOUT_MS,
    };
    const pool = new pg.Pool({ connectionString: url, max: PG_POOL_MAX, idleTimeoutMillis: 30_000, ...poolDeadlineOptions(deadlines) });
    // An idle client dropped by the server (restart, failover) must not crash the process.
    pool.on('error', (error) => logger().error({ error: error.message }, 'postgres idle client error'));
    // A checked-out client whose socket dies between queries emits 'error' outside the pool's reach;
    // unheard, that event would end the process. The query in flight (if any) still fails on its own.
    pool.on('connect', (client) => client.on('error', (error) => logger().warn({ error: error.message }, 'postgres client error')));
    const db = new Kysely<Database>({ dialect: watched(new PostgresDialect({ pool: poolWithStatementDeadline(pool, deadlines) })), log, plugins });
    poolStats.set(db, () => ({ total: pool.totalCount, idle: pool.idleCount, waiting: pool.waitingCount }));
    markDialect(db, 'postgres');
    return db;
  }
  const file = url ? url.replace(/^file:/, '') : DEFAULT_SQLITE_FILE;
  if (file !== ':memory:') fs.mkdirSync(path.dirname(path.resolve(file)), { recursive: true });
  const sqlite = openSqliteWriter(file);
  const openReader = () => openSqliteReader(file);
  // An in-memory database exists only on its one connection.
  const sqliteDialect = file === ':memory:' ? new SqliteDialect({ database: sqlite }) : new SplitSqliteDialect(sqlite, openReader);
  const db = new Kysely<Database>({ dialect: watched(sqliteDialect), log, plugins });
  poolStats.set(db, () => ({ total: sqlite.open ? 1 : 0, idle: 0, waiting: 0 }));
  markDialect(db, 'sqlite');
  return db;
}
