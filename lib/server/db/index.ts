import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { logger } from '@/lib/server/observability/log';
import { trackPool } from '@/lib/server/observability/metrics';
import { connect, poolStatsOf } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';
import { processSlot } from '@/lib/server/process-state';

export type { Database } from './schema';
export type Db = Kysely<Database>;

// Next bundles route handlers and server components separately; keeping the pool in the process
// registry gives the whole process one connection pool and one migration run.
const store = processSlot<{ db?: Db; ready?: Promise<Db> }>('db', () => ({}));

export function db(): Db {
  if (!store.db) {
    store.db = connect(env().DATABASE_URL, { statementLog: env().BENCH_SQL_LOG });
    trackPool('main', poolStatsOf(store.db));
  }
  return store.db;
}

export function readyDb(): Promise<Db> {
  store.ready ??= migrateToLatest(db()).then(
    (applied) => {
      if (applied.length) logger().info({ applied }, 'migrations applied');
      return db();
    },
    (error) => {
      store.ready = undefined;
      throw error;
    },
  );
  return store.ready;
}

export async function closeDb(): Promise<void> {
  const current = store.db;
  store.db = undefined;
  store.ready = undefined;
  trackPool('main', undefined);
  await current?.destroy();
}
