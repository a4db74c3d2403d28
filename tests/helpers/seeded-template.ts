import { createHash, randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { type Kysely, sql } from 'kysely';
import { connect } from '@/lib/server/db/connect';
import type { SeedOptions } from '@/lib/server/db/seed';
import { DATA_KEY_FILE_NAME } from '@/lib/server/privacy/data-key';
import { dataKeyFile } from '@/lib/server/privacy/install';
import { copySqliteTemplate, createFromPostgresTemplate, exists, migrationSetKey, SQLITE_TEMPLATES, staleTemplates } from './migrated-template';

// The demo seed (5,200 certificates, 7,300 enrolments, ID numbers sealed one by one) took about 4 s of
// processor time in each of the API files that read it, on each database. It is seeded once, into a
// template kept like the migrated one (./migrated-template.ts), and those files get a copy. A template
// is named after the migrations, the seed's sources, DEMO_SEED and the data key its ID numbers are
// sealed with, so any of them changing builds a new one. The seed's sources are all of lib/ (3.5 MB,
// hashed in a few tens of milliseconds): what it seeds depends on more than its own folder (the
// permissions the roles get, the ID-number sealing, the clock).

/** What a seeded test database holds: `npm run db:seed` for Henan at a fixed time, with these passwords. */
export const DEMO_SEED = {
  province: '410000',
  adminPassword: 'Seeded-Admin-2026',
  demoPassword: 'Seeded-Demo-2026',
  now: new Date('2026-11-01T08:00:00Z'),
} as const satisfies SeedOptions;

const ROOT = path.resolve(__dirname, '..', '..');
const SEED_INPUTS = ['lib', 'node_modules/kysely/package.json', 'node_modules/@node-rs/argon2/package.json'];

function filesUnder(relative: string): string[] {
  const full = path.join(ROOT, relative);
  if (!fs.statSync(full).isDirectory()) return [relative];
  return fs.readdirSync(full).sort().flatMap((name) => filesUnder(path.join(relative, name)));
}

function seedSetKey(dataKey: string): string {
  const hash = createHash('sha256').update(migrationSetKey()).update(JSON.stringify(DEMO_SEED)).update(dataKey);
  for (const file of SEED_INPUTS.flatMap(filesUnder)) hash.update(`${file}\0`).update(fs.readFileSync(path.join(ROOT, file))).update('\0');
  return hash.digest('hex').slice(0, 16);
}

async function seed(url: string): Promise<void> {
  // Imported when a template is built: the seed's modules (the region tables among them) are large.
  const { seedDatabase } = await import('@/lib/server/db/seed');
  const db = connect(url, { deadlines: { statementMs: 0 } });
  try {
    await seedDatabase(db, DEMO_SEED);
    if (url.startsWith('file:')) await sql`pragma wal_checkpoint(TRUNCATE)`.execute(db);
  } finally {
    await db.destroy();
  }
}

/**
 * Copies the seeded SQLite template, and the data key its ID numbers are sealed with, into `file` and
 * its folder. A template appears only whole: seeded in a private folder, closed, then renamed into place.
 */
export async function copySeededSqliteTemplate(file: string): Promise<void> {
  // A SQLite file's own key, made when its first ID number is sealed: the template brings its own.
  const key = seedSetKey(process.env.DATA_KEY || 'sqlite');
  const template = path.join(SQLITE_TEMPLATES, `seeded-${key}`);
  if (!fs.existsSync(path.join(template, 'template.db'))) await buildSeededSqliteTemplate(template);
  fs.copyFileSync(path.join(template, 'template.db'), file);
  const keyFile = path.join(template, DATA_KEY_FILE_NAME);
  if (fs.existsSync(keyFile)) fs.copyFileSync(keyFile, path.join(path.dirname(file), DATA_KEY_FILE_NAME));
}

async function buildSeededSqliteTemplate(template: string): Promise<void> {
  fs.mkdirSync(SQLITE_TEMPLATES, { recursive: true });
  const building = fs.mkdtempSync(path.join(SQLITE_TEMPLATES, 'seeding-'));
  try {
    const file = path.join(building, 'template.db');
    await copySqliteTemplate(file);
    await seed(`file:${file}`);
    try {
      fs.renameSync(building, template);
    } catch (error) {
      // Another worker renamed its complete one into place first.
      if (!fs.existsSync(path.join(template, 'template.db'))) throw error;
    }
  } finally {
    fs.rmSync(building, { recursive: true, force: true });
  }
  for (const name of fs.readdirSync(SQLITE_TEMPLATES)) {
    const full = path.join(SQLITE_TEMPLATES, name);
    if (name.startsWith('seeded-') && full !== template) fs.rmSync(full, { recursive: true, force: true });
  }
}

const PG_SEEDED_LOCK = 704_100_035;
const PG_SEEDED_PREFIX = 'skills_test_seed_';

/** Creates database `name` as a copy of the seeded template, building it first (under an advisory lock, as the migrated one). */
export async function createFromSeededPostgresTemplate(admin: Kysely<any>, adminUrl: string, name: string): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  // PostgreSQL test databases share one key file (beside UPLOAD_DIR): the template is sealed with it.
  const keyFile = dataKeyFile(adminUrl);
  const dataKey = process.env.DATA_KEY || (fs.existsSync(keyFile) ? createHash('sha256').update(fs.readFileSync(keyFile)).digest('hex') : 'none');
  const template = `${PG_SEEDED_PREFIX}${seedSetKey(dataKey)}`;
  if (!(await exists(admin, template))) await buildSeededPostgresTemplate(admin, adminUrl, template);
  await sql.raw(`create database ${name} template ${template}`).execute(admin);
}

async function buildSeededPostgresTemplate(admin: Kysely<any>, adminUrl: string, template: string): Promise<void> { // eslint-disable-line @typescript-eslint/no-explicit-any
  await admin.connection().execute(async (conn) => {
    await sql`select pg_advisory_lock(${PG_SEEDED_LOCK})`.execute(conn);
    try {
      if (await exists(conn, template)) return;
      const building = `${template}_b${randomBytes(3).toString('hex')}`;
      await createFromPostgresTemplate(conn, adminUrl, building);
      try {
        const url = new URL(adminUrl);
        url.pathname = `/${building}`;
        await seed(url.toString());
        await sql.raw(`alter database ${building} rename to ${template}`).execute(conn);
        await sql.raw(`alter database ${template} with allow_connections false`).execute(conn);
      } catch (error) {
        await sql.raw(`drop database if exists ${building} with (force)`).execute(conn);
        throw error;
      }
      for (const datname of await staleTemplates(conn, PG_SEEDED_PREFIX, template)) await sql.raw(`drop database if exists ${datname}`).execute(conn).catch(() => undefined);
    } finally {
      await sql`select pg_advisory_unlock(${PG_SEEDED_LOCK})`.execute(conn);
    }
  });
}
