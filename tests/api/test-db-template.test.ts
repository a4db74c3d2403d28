import { sql } from 'kysely';
import { migrateToLatest } from '@/lib/server/db/migrate';
import { migrations } from '@/lib/server/db/migrations';
import { connect } from '@/lib/server/db/connect';
import { PG_RUN_VARIABLE } from '../helpers/pg-run-databases';
import { ADMIN_DEADLINES, createTestDb, testDialect, type TestDb } from '../helpers/test-db';

// Issue 34: a migrated test database is a copy of a template migrated once per migration set
// (tests/helpers/migrated-template.ts). A copy must be exactly what migrating an empty database gives,
// and each copy must be its own.

const opened: TestDb[] = [];
afterAll(async () => {
  for (const t of opened) await t.destroy();
});
const open = async (options?: { migrate?: boolean }) => {
  const t = await createTestDb(options);
  opened.push(t);
  return t;
};

/** Every table's columns and every index, one "table.column" or "index:name" per line. */
async function schema(t: TestDb): Promise<string[]> {
  const query =
    t.dialect === 'postgres'
      ? sql<{ item: string }>`select table_name || '.' || column_name as item from information_schema.columns where table_schema = 'public'
          union all select 'index:' || indexname from pg_indexes where schemaname = 'public'`
      : sql<{ item: string }>`select m.name || '.' || p.name as item from sqlite_master m join pragma_table_info(m.name) p where m.type = 'table' and m.name not like 'sqlite_%'
          union all select 'index:' || name from sqlite_master where type = 'index'`;
  return (await query.execute(t.db)).rows.map((r) => r.item).sort();
}

async function rowCounts(t: TestDb, tables: string[]): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of tables) counts[table] = Number((await sql<{ n: number }>`select count(*) as n from ${sql.table(table)}`.execute(t.db)).rows[0].n);
  return counts;
}

const tablesOf = (items: string[]) => [...new Set(items.filter((i) => !i.startsWith('index:')).map((i) => i.split('.')[0]))];

test('a migrated test database holds what migrating an empty one gives: the same columns, indexes and rows, every migration applied', async () => {
  const copy = await open();
  const fresh = await open({ migrate: false });
  expect(await schema(fresh)).toEqual([]);
  await migrateToLatest(fresh.db);

  const copied = await schema(copy);
  expect(copied).toEqual(await schema(fresh));
  const tables = tablesOf(copied).filter((t) => !t.startsWith('kysely_migration'));
  expect(tables.length).toBeGreaterThan(20);
  expect(await rowCounts(copy, tables)).toEqual(await rowCounts(fresh, tables));

  const applied = await sql<{ name: string }>`select name from kysely_migration`.execute(copy.db);
  expect(applied.rows.map((r) => r.name).sort()).toEqual(Object.keys(migrations).sort());
  expect(await migrateToLatest(copy.db)).toEqual([]);
});

test('each test database is its own: a change in one is not in another', async () => {
  const a = await open();
  const b = await open();
  await sql`create table scratch_issue_34 (id integer)`.execute(a.db);
  await sql`insert into scratch_issue_34 (id) values (1)`.execute(a.db);
  expect(tablesOf(await schema(a))).toContain('scratch_issue_34');
  expect(tablesOf(await schema(b))).not.toContain('scratch_issue_34');
  const c = await open();
  expect(tablesOf(await schema(c))).not.toContain('scratch_issue_34');
});

// PostgreSQL only (the SQLite project skips it: a SQLite test database is a file in its own folder, removed at once).
(testDialect() === 'postgres' ? test : test.skip)('on PostgreSQL a test database carries the run\'s prefix, commits without waiting for the disk, and is left to the run\'s end', async () => {
  const prefix = process.env[PG_RUN_VARIABLE];
  expect(prefix).toMatch(/^r[0-9a-z]+_$/);
  const t = await createTestDb();
  const name = new URL(t.url).pathname.slice(1);
  expect(name.startsWith(prefix!)).toBe(true);
  expect((await sql<{ synchronous_commit: string }>`show synchronous_commit`.execute(t.db)).rows[0].synchronous_commit).toBe('off');
  await t.destroy();
  // Not dropped now (DROP DATABASE forces a checkpoint): tests/helpers/pg-run-databases.ts drops the run's databases once it ends.
  const admin = connect(process.env.TEST_DATABASE_URL!, ADMIN_DEADLINES);
  try {
    expect((await sql`select 1 from pg_database where datname = ${name}`.execute(admin)).rows).toHaveLength(1);
  } finally {
    await admin.destroy();
  }
});
