import { BENCH_DEMO_PASSWORD, readFixtures, runCli, type Fixtures } from './data';
import { createPgDatabase, type PgDatabase } from './cluster';
import type { Bare, Bench } from './context';
import { log } from './context';
import { apiWithBaselines } from './like-for-like';
import type { Running } from './processes';
import { profileWorstMiss } from './profiled';
import { apiScenarios, signedInScenario } from './scenarios';
import { startApi, startProfiledApi } from './servers';
import { learnerSession } from './soak-session';
import { startSqlFloor } from './sql-floor';

// The standalone API phase (`npm run api`), on one database: its reads with the response cache on,
// each against bare servers answering the same body, then, on a second API with the response cache
// off (API_CACHE_SECONDS=0), the reads the cache had answered. Every read that reaches the database
// is judged against the SQL floor (sql-floor.ts): the same statements through the same driver, the
// same bytes, nothing else. Both APIs run with BENCH_SQL_LOG (env.statementLog's file).

export type ApiTarget = {
  /** The running API (response cache on) and the environment it was started with (DATABASE_URL, BENCH_SQL_LOG…). */
  api: Running;
  env: Record<string, string>;
  fixtures: Fixtures;
  /** SQLite or PostgreSQL, in section titles; the prefix of scenario ids (direct: the SQLite phase as before). */
  database: string;
  prefix: string;
  kinds: Array<'node' | 'hono'>;
};

export async function measureApiOn(bench: Bench, bare: Bare, target: ApiTarget): Promise<void> {
  const { api, env, fixtures, prefix, kinds } = target;
  const { report, work } = bench;
  const floor = await startSqlFloor(env.DATABASE_URL, env.BENCH_SQL_LOG, work, prefix);
  try {
    const on = target.database === 'SQLite' ? '' : ` on ${target.database}`;
    const section = `Standalone API (npm run api, response cache on)${on}, each against bare servers answering the same body; reads that reach the database against the SQL floor`;
    const session = await learnerSession(fetch, api.url, { username: fixtures.learnerPhones[0], password: BENCH_DEMO_PASSWORD }).catch(() => null);
    if (!session) report.notes.push(`The learner could not sign in to the standalone API${on}: no signed-in read measured.`);
    const direct = [...apiScenarios(section, api.url, fixtures, '', prefix), ...(session ? [signedInScenario(section, api.url, prefix, session)] : [])];
    const { kept } = await apiWithBaselines(bench, bare, direct, kinds, undefined, floor);
    await profileWorstMiss(bench, direct, (dir) => startProfiledApi(env, work, `api-profiled-${prefix}`, dir));

    // The reads the response cache answered above, every request reaching the database.
    if (!kept.length) return;
    const uncachedEnv = { ...env, API_CACHE_SECONDS: '0' };
    const uncachedApi = await startApi(uncachedEnv, work, `api-uncached-${prefix}`);
    const offSection = `Standalone API, response cache off (API_CACHE_SECONDS=0)${on}: reads that reach the database against the SQL floor`;
    const keptIds = new Set(kept.map((s) => s.id.slice(prefix.length)));
    const uncached = apiScenarios(offSection, uncachedApi.url, fixtures, '', `${prefix}-uncached`).filter((s) => keptIds.has(s.id.slice(`${prefix}-uncached`.length)));
    try {
      await apiWithBaselines(bench, bare, uncached, ['node'], undefined, floor);
    } finally {
      await uncachedApi.stop();
    }
    await profileWorstMiss(bench, uncached, (dir) => startProfiledApi(uncachedEnv, work, `api-uncached-profiled-${prefix}`, dir));
  } finally {
    await floor.server.stop();
  }
}

/** The PostgreSQL server the bench may use: BENCH_DATABASE_URL or TEST_DATABASE_URL (an admin URL), else none. */
export const pgAdminUrl = () => process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL || undefined;

/**
 * The same phase on PostgreSQL: a fresh database beside the admin URL, migrated and seeded by the
 * seed CLI as the SQLite one is, its own API and SQL floor; dropped afterwards. Without a server the
 * report says so.
 */
export async function measureApiOnPostgres(bench: Bench, bare: Bare, env: Record<string, string>): Promise<void> {
  if (!pgAdminUrl()) {
    bench.report.notes.push('The API phase ran on SQLite only: no PostgreSQL server was given (set TEST_DATABASE_URL or BENCH_DATABASE_URL to an admin URL).');
    return;
  }
  log('seeding a fresh PostgreSQL database…');
  let database: PgDatabase;
  try {
    database = await createPgDatabase('bench_api');
  } catch (error) {
    bench.report.notes.push(`The API phase ran on SQLite only: no database could be created on the PostgreSQL server given (${(error as Error).message}).`);
    return;
  }
  try {
    const started = Date.now();
    runCli('lib/server/cli/seed.ts', { DATABASE_URL: database.url }, bench.opts.quick ? ['--no-sign'] : []);
    bench.report.figures.push({ section: 'Data', name: 'demo seed (PostgreSQL)', value: `${Math.round((Date.now() - started) / 100) / 10} s` });
    const pgEnv = { ...env, DATABASE_URL: database.url };
    const api = await startApi(pgEnv, bench.work, 'api-pg');
    try {
      const fixtures = await readFixtures(api.url, database.url);
      await measureApiOn(bench, bare, { api, env: pgEnv, fixtures, database: 'PostgreSQL', prefix: 'pg', kinds: ['node'] });
    } finally {
      await api.stop();
    }
  } finally {
    await database.drop();
  }
}
