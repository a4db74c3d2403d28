import { type Kysely, Migrator, sql } from 'kysely';
import { logger } from '@/lib/server/observability/log';
import { sealPlaintextRows } from '@/lib/server/privacy/seal-rows';
import { withoutStatementDeadline } from './deadlines';
import { dialectOfHandle } from './dialect';
import { migrations } from './migrations';

const PG_MIGRATION_LOCK = 704_100_001;

async function run(db: Kysely<any>): Promise<string[]> {
  // Areas add migrations independently, so one may land after a later-named one.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, allowUnorderedMigrations: true });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  const applied = (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
  // SQLite plans with the statistics ANALYZE leaves, and a new index has none until it runs. A
  // sampled ANALYZE misjudges skewed columns (most classes are finished), so this one reads everything.
  if (applied.length && dialectOfHandle(db) === 'sqlite') await sql`analyze`.execute(db);
  // Needs the data key, which migrations never see: ID numbers an older version left in clear.
  const sealed = await sealPlaintextRows(db);
  if (Object.keys(sealed).length) logger().info({ sealed }, 'ID numbers sealed');
  return applied;
}

// Several instances may start at once: on PostgreSQL an advisory lock serialises them before
// Kysely even creates its bookkeeping tables (whose concurrent creation would otherwise race).
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (dialectOfHandle(db) !== 'postgres') return retryWhileBusy(() => run(db));
  // No statement deadline: the lock may wait on another instance's migration, an index may take minutes.
  return withoutStatementDeadline(() => db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${PG_MIGRATION_LOCK})`.execute(conn);
    try {
      return await run(conn);
    } finally {
      await sql`select pg_advisory_unlock(${PG_MIGRATION_LOCK})`.execute(conn);
    }
  }));
}

const BUSY_RETRIES = 60;

// SQLite has no advisory lock: when two processes migrate one file at once, the one that loses the
// race fails inside its transaction, which rolls back. It tries again and then finds the
// migrations applied by the other.
async function retryWhileBusy<T>(work: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await work();
    } catch (error) {
      // BUSY/LOCKED: the other process holds the write lock. SCHEMA, "already exists" (a table or
      // index) or "duplicate column name" (an added column): it committed between our read of the
      // applied migrations and our first change.
      const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
      const raced =
        (typeof code === 'string' && /^SQLITE_(BUSY|LOCKED|SCHEMA)/.test(code)) ||
        (typeof message === 'string' && /already exists|duplicate column name/.test(message));
      if (!raced || attempt >= BUSY_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, 50 + Math.random() * 200));
    }
  }
}
