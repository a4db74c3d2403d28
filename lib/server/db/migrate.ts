import { type Kysely, Migrator, PostgresAdapter, sql } from 'kysely';
import { migrations } from './migrations';

const PG_MIGRATION_LOCK = 704_100_001;

async function run(db: Kysely<any>): Promise<string[]> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results } = await migrator.migrateToLatest();
  if (error) throw error instanceof Error ? error : new Error(String(error));
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}

// Several instances may start at once: on PostgreSQL an advisory lock serialises them before
// Kysely even creates its bookkeeping tables (whose concurrent creation would otherwise race).
export async function migrateToLatest(db: Kysely<any>): Promise<string[]> {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return run(db);
  return db.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${PG_MIGRATION_LOCK})`.execute(conn);
    try {
      return await run(conn);
    } finally {
      await sql`select pg_advisory_unlock(${PG_MIGRATION_LOCK})`.execute(conn);
    }
  });
}
