import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import Sqlite from 'better-sqlite3';
import { env } from '@/lib/env';
import { DEFAULT_SQLITE_FILE, dialectOf } from './connect';

// Backups of either database. SQLite: the online backup API, consistent while the server keeps
// writing. PostgreSQL: pg_dump's custom format, restored with pg_restore.

export type BackupResult = { file: string; bytes: number; dialect: 'sqlite' | 'postgres' };

export function sqliteFileOf(url: string | undefined): string {
  return path.resolve(url ? url.replace(/^file:/, '') : DEFAULT_SQLITE_FILE);
}

function stamp(now = new Date()): string {
  return now.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

export function defaultBackupFile(url: string | undefined, dir = path.join('data', 'backups')): string {
  return path.resolve(dir, dialectOf(url) === 'postgres' ? `skills-${stamp()}.dump` : `app-${stamp()}.db`);
}

/** Throws unless the file is a SQLite database that passes integrity_check. */
export function checkSqliteFile(file: string): void {
  let db: Sqlite.Database | undefined;
  try {
    db = new Sqlite(file, { readonly: true, fileMustExist: true });
    const result = db.pragma('integrity_check', { simple: true });
    if (result !== 'ok') throw new Error(`integrity_check says: ${String(result)}`);
    db.prepare('select count(*) from sqlite_master').get();
  } catch (error) {
    throw new Error(`${file} is not a sound SQLite database: ${(error as Error).message}`);
  } finally {
    db?.close();
  }
}

function run(command: string, args: string[]): void {
  // pg_dump and pg_restore give up connecting after DATABASE_CONNECT_TIMEOUT_MS (libpq counts whole seconds);
  // the dump itself may rightly take long.
  const connectSeconds = String(Math.max(1, Math.ceil(env().DATABASE_CONNECT_TIMEOUT_MS / 1000)));
  const result = spawnSync(command, args, { encoding: 'utf8', env: { PGCONNECT_TIMEOUT: connectSeconds, ...process.env } });
  if (result.error) {
    throw new Error(
      `${command} is not available (${result.error.message}). Install the PostgreSQL client tools of the server's major version ` +
        `(Debian: apt-get install postgresql-client), or run it where they are.`,
    );
  }
  if (result.status !== 0) throw new Error(`${command} failed: ${(result.stderr || result.stdout).trim().slice(-1000)}`);
}

export async function backupDatabase(url: string | undefined, file = defaultBackupFile(url)): Promise<BackupResult> {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  if (dialectOf(url) === 'postgres') {
    run('pg_dump', ['--format=custom', '--no-owner', `--file=${file}`, `--dbname=${url}`]);
    run('pg_restore', ['--list', file]);
    return { file, bytes: fs.statSync(file).size, dialect: 'postgres' };
  }
  const source = new Sqlite(sqliteFileOf(url), { fileMustExist: true });
  try {
    source.pragma('busy_timeout = 5000');
    await source.backup(file);
  } finally {
    source.close();
  }
  checkSqliteFile(file);
  return { file, bytes: fs.statSync(file).size, dialect: 'sqlite' };
}

/**
 * Puts a backup in place of the database. The servers using it must be stopped first. SQLite:
 * the current file is kept beside as *.before-restore-<time>; PostgreSQL: pg_restore --clean.
 */
export function restoreDatabase(url: string | undefined, file: string): { replaced?: string } {
  if (!fs.existsSync(file)) throw new Error(`${file} does not exist`);
  if (dialectOf(url) === 'postgres') {
    run('pg_restore', ['--clean', '--if-exists', '--no-owner', '--single-transaction', `--dbname=${url}`, file]);
    return {};
  }
  checkSqliteFile(file);
  const target = sqliteFileOf(url);
  fs.mkdirSync(path.dirname(target), { recursive: true });
  let replaced: string | undefined;
  if (fs.existsSync(target)) {
    // A clean close first folds the WAL into the file, so what is kept aside is complete.
    const current = new Sqlite(target);
    current.pragma('wal_checkpoint(TRUNCATE)');
    current.close();
    replaced = `${target}.before-restore-${stamp()}`;
    fs.renameSync(target, replaced);
  }
  for (const suffix of ['-wal', '-shm']) fs.rmSync(`${target}${suffix}`, { force: true });
  const partial = `${target}.restoring`;
  fs.copyFileSync(file, partial);
  fs.renameSync(partial, target);
  return { replaced };
}
