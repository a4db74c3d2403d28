/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, SqliteAdapter, sql } from 'kysely';
import { dialectOfHandle } from '@/lib/server/db/dialect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import { scrubReplacedValues } from '@/lib/server/privacy/seal-rows';

// Next bundles route handlers, server components and instrumentation apart, each with its own copy of
// Kysely, and the database handle is kept in the process registry: code of one bundle meets a handle
// made by another's connect(). Migrations, the migration lock, the seed lock and the scrub after sealing
// chose their SQL with `adapter instanceof PostgresAdapter/SqliteAdapter`, which another copy's adapter
// never satisfies (a PostgreSQL handle looked like SQLite: no advisory lock, SQLite DDL). The dialect
// is now recorded by connect() (lib/server/db/dialect.ts) and read the same way by every copy.

type ConnectModule = typeof import('@/lib/server/db/connect');

function otherCopyOfConnect(): ConnectModule {
  let copy: ConnectModule | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<ConnectModule>('@/lib/server/db/connect');
  });
  return copy!;
}

let dir: string;
const open: Kysely<any>[] = []; // eslint-disable-line @typescript-eslint/no-explicit-any

beforeEach(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dialect-bundles-'));
});

afterEach(async () => {
  await Promise.all(open.splice(0).map((db) => db.destroy()));
  fs.rmSync(dir, { recursive: true, force: true });
});

function otherHandle(url: string, encryptAtRest = false) {
  const db = otherCopyOfConnect().connect(url, { encryptAtRest });
  open.push(db);
  return db;
}

it('tells the dialect of handles made by another copy of connect(), their transactions and connections', async () => {
  const lite = otherHandle(`file:${path.join(dir, 'a.db')}`);
  // The defect: our copy of the class does not recognise the other copy's adapter.
  expect(lite.getExecutor().adapter).not.toBeInstanceOf(SqliteAdapter);
  expect(dialectOfHandle(lite)).toBe('sqlite');
  await lite.transaction().execute(async (trx) => expect(dialectOfHandle(trx)).toBe('sqlite'));
  await lite.connection().execute(async (conn) => expect(dialectOfHandle(conn)).toBe('sqlite'));
  // Made without connecting: a pool opens its first connection on the first query.
  expect(dialectOfHandle(otherHandle('postgres://nobody@127.0.0.1:9/none'))).toBe('postgres');
});

it('migrates a SQLite handle made by another copy with the SQLite steps (ANALYZE after new migrations)', async () => {
  const db = otherHandle(`file:${path.join(dir, 'm.db')}`, true);
  const applied = await migrateToLatest(db);
  expect(applied.length).toBeGreaterThan(0);
  const stats = await sql<{ name: string }>`select name from sqlite_master where name = 'sqlite_stat1'`.execute(db);
  expect(stats.rows).toEqual([{ name: 'sqlite_stat1' }]);
}, 60_000);

it('scrubs what an update replaced from a SQLite file made by another copy (VACUUM)', async () => {
  const db = otherHandle(`file:${path.join(dir, 's.db')}`);
  await sql`create table filler (body blob)`.execute(db);
  for (let i = 0; i < 20; i++) await sql`insert into filler values (randomblob(8000))`.execute(db);
  await sql`delete from filler`.execute(db);
  const free = async () => Number((await sql<{ freelist_count: number }>`pragma freelist_count`.execute(db)).rows[0].freelist_count);
  expect(await free()).toBeGreaterThan(0);
  await scrubReplacedValues(db);
  expect(await free()).toBe(0);
});

it('refuses a handle that connect() did not make, rather than guess', async () => {
  const { Kysely: OtherKysely, SqliteDialect } = jest.requireActual<typeof import('kysely')>('kysely');
  const Database = jest.requireActual<typeof import('better-sqlite3')>('better-sqlite3');
  const bare = new OtherKysely<Record<string, never>>({ dialect: new SqliteDialect({ database: new Database(':memory:') }) });
  open.push(bare);
  expect(() => dialectOfHandle(bare)).toThrow(/not made by connect\(\)/);
});

function sources(folder: string): string[] {
  return fs.readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

it('leaves no module telling the dialect by the adapter class (use dialectOfHandle from lib/server/db/dialect.ts)', () => {
  const byClass = sources(path.join(process.cwd(), 'lib'))
    .filter((file) => /instanceof\s+(?:Postgres|Sqlite)Adapter\b/.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(process.cwd(), file));
  expect(byClass).toEqual([]);
});
