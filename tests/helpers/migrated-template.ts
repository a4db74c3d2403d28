import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { connect } from '@/lib/server/db/connect';
import { migrateToLatest } from '@/lib/server/db/migrate';

// Migrating a fresh database for every API test file cost about 180 full migrations per run
// (issue 34). Instead each migration set is applied once, to a template, and every test file gets a
// copy: a file copy on SQLite, CREATE DATABASE … TEMPLATE on PostgreSQL. A template is named after a
// hash of everything migrateToLatest runs, so a changed migration builds a new one and the old one is
// removed. TEST_DB_FRESH_MIGRATIONS=1 migrates every test database from scratch again, as before.

const ROOT = path.resolve(__dirname, '..', '..');
// The migrations, the runner, the ID-number sealing step it ends with, the handle it runs on, and
// the query builder's version (its SQL for the schema builder may change).
const MIGRATION_INPUTS = ['lib/server/db/migrations', 'lib/server/db/migrate.ts', 'lib/server/db/connect.ts', 'lib/server/privacy', 'node_modules/kysely/package.json'];

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs.readdirSync(full).sort().flatMap((name) => filesUnder(path.join(relative, name)));
}

/** A short hash of the sources the migration step runs: one template per distinct set. */
export function migrationSetKey(): string {
  const hash = createHash('sha256');
  for (const file of MIGRATION_INPUTS.flatMap(filesUnder)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

export const templatesEnabled = () => process.env.TEST_DB_FRESH_MIGRATIONS !== '1';

export const SQLITE_TEMPLATES = path.join(os.tmpdir(), 'skills-test-templates');

/**
 * Copies the migrated SQLite template into `file`, building the template first if this migration
 * set has none. A template appears only whole: it is migrated under a private name, closed (which
 * folds its WAL back into the file) and renamed into place; two workers building at once each
 * rename a complete file.
 */
export async function copySqliteTemplate(file: string): Promise<void> {
  const template = path.join(SQLITE_TEMPLATES, `${migrationSetKey()}.db`);
  for (let attempt = 1; ; attempt++) {
    try {
      fs.copyFileSync(template, file);
      return;
    } catch (error) {
      // Missing: not built yet, or removed by a run on another migration set between our check and copy.
      if ((error as NodeJS.ErrnoException).code !== 'ENOENT' || attempt > 3) throw error;
    }
    await buildSqliteTemplate(template);
  }
}

async function buildSqliteTemplate(template: string): Promise<void> {
  fs.mkdirSync(SQLITE_TEMPLATES, { recursive: true });
  const building = fs.mkdtempSync(path.join(SQLITE_TEMPLATES, 'building-'));
  try {
    const db = connect(`file:${path.join(building, 'template.db')}`);
    try {
      await migrateToLatest(db);
      await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    } finally {
      await db.destroy();
    }
    fs.renameSync(path.join(building, 'template.db'), template);
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  // Other migration sets' templates; a build of another set that is still under way keeps its folder.
  for (const name of fs.readdirSync(SQLITE_TEMPLATES)) {
    if (name.endsWith('.db') && path.join(SQLITE_TEMPLATES, name) !== template) fs.rmSync(path.join(SQLITE_TEMPLATES, name), { force: true });
  }
}

// Distinct from migrate.ts's lock: building a template runs migrateToLatest, which takes that one.
const PG_TEMPLATE_LOCK = 704_100_034;
const PG_TEMPLATE_PREFIX = 'skills_test_tpl_';

/** How many other sets' templates stay: runs of other checkouts (another branch) beside this one keep theirs. */
const KEPT_OTHER_TEMPLATES = 2;

/** Templates under `prefix` to drop: half-built ones, and complete ones of other sets past the newest KEPT_OTHER_TEMPLATES. */
export async function staleTemplates(conn: Kysely<any>, prefix: string, current: string): Promise<string[]> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const rows = (await sql<{ datname: string }>`select datname from pg_database where starts_with(datname, ${prefix}) and datname <> ${current} order by oid desc`.execute(conn)).rows.map((r) => r.datname);
  const complete = rows.filter((name) => /^[0-9a-f]{16}$/.test(name.slice(prefix.length)));
  return [...rows.filter((name) => !complete.includes(name)), ...complete.slice(KEPT_OTHER_TEMPLATES)];
}

export const exists = async (admin: Kysely<any>, name: string) => // eslint-disable-line @typescript-eslint/no-explicit-any
  (await sql`select 1 from pg_database where datname = ${name}`.execute(admin)).rows.length > 0;

/**
 * Creates database `name` as a copy of this migration set's template, building the template first
 * (under an advisory lock, so one worker builds and the others wait). CREATE DATABASE … TEMPLATE
 * fails while any session is connected to the template, so the template is built under another
 * name, every connection to it closed, then renamed and closed to connections for good.
 */
export async function createFromPostgresTemplate(admin: Kysely<any>, adminUrl: string, name: string): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const template = `${PG_TEMPLATE_PREFIX}${migrationSetKey()}`;
  for (let attempt = 1; ; attempt++) {
    if (await exists(admin, template)) {
      try {
        await sql.raw(`create database ${name} template ${template}`).execute(admin);
        return;
      } catch (error) {
        // Dropped meanwhile by a run on another migration set: build it again.
        if (attempt > 3 || (await exists(admin, template))) throw error;
      }
    }
    await buildPostgresTemplate(admin, adminUrl, template);
  }
}

async function buildPostgresTemplate(admin: Kysely<any>, adminUrl: string, template: string): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  await admin.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${PG_TEMPLATE_LOCK})`.execute(conn);
    try {
      if (await exists(conn, template)) return;
      const building = `${template}_b${randomBytes(3).toString('hex')}`;
      await sql.raw(`create database ${building}`).execute(conn);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        const db = connect(url.toString(), { deadlines: { statementMs: 0 } });
        try {
          await migrateToLatest(db);
        } finally {
          await db.destroy();
        }
        await sql.raw(`alter database ${building} rename to ${template}`).execute(conn);
        await sql.raw(`alter database ${template} with allow_connections false`).execute(conn);
      } catch (error) {
        await sql.raw(`drop database if exists ${building} with (force)`).execute(conn);
        throw error;
      }
      // Builds that died half-way, and other migration sets' templates but the newest few (only ever
      // under this lock): another checkout's run may still be copying from its own.
      const stale = await staleTemplates(conn, PG_TEMPLATE_PREFIX, template);
      for (const datname of stale) {
        // One still being copied from is dropped by a later build.
        await sql.raw(`drop database if exists ${datname}`).execute(conn).catch(() => undefined);
      }
    } finally {
      await sql`select pg_advisory_unlock(${PG_TEMPLATE_LOCK})`.execute(conn);
    }
  });
}
