import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { connect, type Dialect } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';
import type { Db } from '@/lib/server/db';
import { copySqliteTemplate, createFromPostgresTemplate, templatesEnabled } from './migrated-template';
import { copySeededSqliteTemplate, createFromSeededPostgresTemplate, DEMO_SEED } from './seeded-template';
import { PG_RUN_VARIABLE } from './pg-run-databases';

/** Test set-up's own PostgreSQL work (databases made, templates built and seeded) is not held to the app's 15 s. */
export const ADMIN_DEADLINES = { deadlines: { statementMs: 0 } } as const;

export type TestDb = { db: Db; url: string; dialect: Dialect; destroy: () => Promise<void> };

export function testDialect(): Dialect {
  return process.env.TEST_DIALECT === 'postgres' ? 'postgres' : 'sqlite';
}

// A fresh, migrated database per test file: a temporary SQLite file, or a throwaway PostgreSQL
// database created beside TEST_DATABASE_URL and dropped afterwards. Migrated ones are copies of a
// template migrated once per migration set (./migrated-template.ts); migrate: false gives an empty one,
// for tests of the migration step itself; seeded: true a copy of the demo seed (./seeded-template.ts: DEMO_SEED).
export async function createTestDb(options: { migrate?: boolean; seeded?: boolean } = {}): Promise<TestDb> {
  const migrate = options.migrate ?? true;
  const seeded = migrate && templatesEnabled() && options.seeded === true;
  const name = `t_${Date.now().toString(36)}_${randomBytes(4).toString('hex')}`;
  if (testDialect() === 'postgres') {
    const admin = process.env.TEST_DATABASE_URL;
    if (!admin) throw new Error('TEST_DATABASE_URL is not set: the PostgreSQL project needs it.');
    const run = process.env[PG_RUN_VARIABLE];
    const pgName = run ? `${run}${name}` : name;
    // No statement deadline for the admin's work: CREATE and DROP DATABASE wait for checkpoints, which
    // took over the 15 s default on a loaded machine (the connection was closed mid-drop).
    const adminDb = connect(admin, ADMIN_DEADLINES);
    if (seeded) await createFromSeededPostgresTemplate(adminDb, admin, pgName);
    else if (migrate && templatesEnabled()) await createFromPostgresTemplate(adminDb, admin, pgName);
    else await sql.raw(`create database ${pgName}`).execute(adminDb);
    // A throwaway database: its commits need not wait for the WAL to reach the disk.
    await sql.raw(`alter database ${pgName} set synchronous_commit = off`).execute(adminDb);
    const u = new URL(admin);
    u.pathname = `/${pgName}`;
    const db = connect(u.toString());
    if (migrate && !templatesEnabled()) await migrateToLatest(db);
    if (options.seeded && !seeded) await (await import('@/lib/server/db/seed')).seedDatabase(db, DEMO_SEED);
    return {
      db,
      url: u.toString(),
      dialect: 'postgres',
      destroy: async () => {
        await db.destroy();
        // DROP DATABASE forces a checkpoint on PostgreSQL 15 (every dirty page of every database, to
        // disk): about a second per test file on a busy machine. Within a jest run the run's databases
        // are dropped together once it ends (./pg-run-databases.ts); elsewhere at once.
        if (!run) await sql.raw(`drop database if exists ${pgName} with (force)`).execute(adminDb);
        await adminDb.destroy();
      },
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'skills-test-'));
  const file = path.join(dir, `${name}.db`);
  if (seeded) await copySeededSqliteTemplate(file);
  else if (migrate && templatesEnabled()) await copySqliteTemplate(file);
  const url = `file:${file}`;
  const db = connect(url);
  if (migrate && !templatesEnabled()) await migrateToLatest(db);
  if (options.seeded && !seeded) await (await import('@/lib/server/db/seed')).seedDatabase(db, DEMO_SEED);
  return {
    db,
    url,
    dialect: 'sqlite',
    destroy: async () => {
      await db.destroy();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
}
