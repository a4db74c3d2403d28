import type { Kysely } from 'kysely';
import { env } from '@/lib/env';
import { logger } from '@/lib/server/observability/log';
import { trackPool } from '@/lib/server/observability/metrics';
import { connect, poolStatsOf } from './connect';
import { migrateToLatest } from './migrate';
import type { Database } from './schema';

export type { Database } from './schema';
export type Db = Kysely<Database>;

// Next bundles route handlers and server components separately; keeping the pool on globalThis
// gives the whole process one connection pool and one migration run.
const store = globalThis as unknown as { __db?: Db; __dbReady?: Promise<Db> };

export function db(): Db {
  if (!store.__db) {
    store.__db = connect(env().DATABASE_URL);
    trackPool('main', poolStatsOf(store.__db));
  }
  return store.__db;
}

export function readyDb(): Promise<Db> {
  store.__dbReady ??= migrateToLatest(db()).then(
    (applied) => {
      if (applied.length) logger().info({ applied }, 'migrations applied');
      return db();
    },
    (error) => {
      store.__dbReady = undefined;
      throw error;
    },
  );
  return store.__dbReady;
}

export async function closeDb(): Promise<void> {
  const current = store.__db;
  store.__db = undefined;
  store.__dbReady = undefined;
  trackPool('main', undefined);
  await current?.destroy();
}
