import { randomBytes } from 'node:crypto';
import Redis from 'ioredis';
import { sql } from 'kysely';
import { connect } from '@/lib/server/db/connect';
import { readFixtures, runCli } from './data';
import { startGroupCpu } from './cpu-share';
import { load, type LoadResult } from './load';
import type { Measured } from './report';
import type { Bench } from './context';
import { capture } from './same-body';
import { PAGE_HEADERS } from './scenarios';
import { startNext } from './servers';

export const DEFAULT_PG_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';
export const DEFAULT_REDIS_URL = 'redis://127.0.0.1:6379';

export type PgDatabase = { url: string; drop: () => Promise<void> };

/** A throwaway database beside the admin URL (BENCH_DATABASE_URL, TEST_DATABASE_URL or the local default). */
export async function createPgDatabase(prefix: string): Promise<PgDatabase> {
  const admin = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL ?? DEFAULT_PG_ADMIN_URL;
  const name = `${prefix}_${Date.now().toString(36)}_${randomBytes(3).toString('hex')}`;
  const adminDb = connect(admin);
  try {
    await sql.raw(`create database ${name}`).execute(adminDb);
  } finally {
    await adminDb.destroy();
  }
  const url = new URL(admin);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const again = connect(admin);
      try {
        await sql.raw(`drop database if exists ${name} with (force)`).execute(again);
      } finally {
        await again.destroy();
      }
    },
  };
}

export async function redisReachable(url: string): Promise<boolean> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, connectTimeout: 2000, retryStrategy: () => null });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG';
  } catch {
    return false;
  } finally {
    client.disconnect();
  }
}

function combined(parts: LoadResult[]): LoadResult {
  const statusCodes: Record<string, number> = {};
  for (const p of parts) for (const [code, n] of Object.entries(p.statusCodes)) statusCodes[code] = (statusCodes[code] ?? 0) + n;
  const sum = (pick: (r: LoadResult) => number) => parts.reduce((s, p) => s + pick(p), 0);
  return {
    rps: sum((p) => p.rps),
    p50: Math.max(...parts.map((p) => p.p50)),
    p99: Math.max(...parts.map((p) => p.p99)),
    requests: sum((p) => p.requests),
    errors: sum((p) => p.errors),
    timeouts: sum((p) => p.timeouts),
    non2xx: sum((p) => p.non2xx),
    statusCodes,
    bytesPerAnswer: Math.round(sum((p) => p.bytesPerAnswer * p.requests) / Math.max(1, sum((p) => p.requests))),
    // The loads ran side by side in this one process: each one's share already counts both generators.
    ...(parts[0]?.cpu ? { cpu: parts[0].cpu } : {}),
  };
}

type Scaling = { one: number; two: number; generatorOne?: number; generatorTwo?: number; alone?: number; pair: Array<number | undefined> };

const cores = (n: number | undefined) => (n === undefined ? '?' : String(n));

/** The scaling factor with the cores each party used, so a reader can tell the machine's limit from the design's. */
export function scalingLine(s: Scaling): string {
  const factor = s.one ? Math.round((s.two / s.one) * 100) / 100 : 0;
  const used = (s.alone ?? 0) + s.pair.reduce<number>((sum, n) => sum + (n ?? 0), 0);
  return (
    `×${factor} (${s.one} → ${s.two} req/s); one instance: load generator ${cores(s.generatorOne)} cores, instance ${cores(s.alone)}; ` +
    `two instances: load generator ${cores(s.generatorTwo)} cores, instance A ${cores(s.pair[0])}, instance B ${cores(s.pair[1])}` +
    (used ? '' : ' (no CPU figures off Linux)')
  );
}

/**
 * Two stateless Next instances on one PostgreSQL and one Redis against one instance, loaded at the
 * same total concurrency. On a 2-core machine the load generator shares the CPUs, so the gain is bounded.
 */
export async function measureCluster(bench: Bench): Promise<void> {
  const { opts, report, work } = bench;
  const redisUrl = process.env.REDIS_URL ?? DEFAULT_REDIS_URL;
  if (!(await redisReachable(redisUrl))) {
    report.notes.push(`Two-instance phase skipped: Redis at ${redisUrl} is not reachable.`);
    return;
  }
  let database: PgDatabase;
  try {
    database = await createPgDatabase('bench');
  } catch (error) {
    report.notes.push(`Two-instance phase skipped: PostgreSQL is not reachable (${(error as Error).message}).`);
    return;
  }
  const env = { DATABASE_URL: database.url, REDIS_URL: redisUrl, API_UPSTREAM_URL: '', LOG_LEVEL: 'info' };
  const started: Array<{ stop: () => Promise<unknown> }> = [];
  try {
    console.log('[bench] seeding PostgreSQL for the two-instance phase…');
    runCli('lib/server/cli/seed.ts', { DATABASE_URL: database.url });
    const [a, b] = await Promise.all([startNext(env, work, 'next-pg-a'), startNext(env, work, 'next-pg-b')]);
    started.push(a, b);
    const fixtures = await readFixtures(a.url, database.url);
    const section = 'Two instances on one PostgreSQL + Redis';
    const cases = [
      { id: 'classes', title: 'GET /api/v1/classes', path: '/api/v1/classes?per_page=15', headers: {} },
      { id: 'class-page', title: '/class/info?id=…', path: `/class/info?id=${fixtures.classIds[0]}`, headers: PAGE_HEADERS },
      { id: 'home', title: '/', path: '/', headers: PAGE_HEADERS },
    ];
    for (const c of cases) {
      // How each instance really answers it, read from the second answer (the first may fill a cache).
      await capture(`${a.url}${c.path}`, c.headers);
      const answered = (await capture(`${a.url}${c.path}`, c.headers)).answered;
      const base = { durationSeconds: opts.durationSeconds, headers: c.headers };
      await load({ ...base, url: `${a.url}${c.path}`, connections: 10, durationSeconds: 2 });
      await load({ ...base, url: `${b.url}${c.path}`, connections: 10, durationSeconds: 2 });
      const aloneCpu = startGroupCpu(a.pid);
      const one = await load({ ...base, url: `${a.url}${c.path}`, connections: opts.connections });
      const aloneCores = aloneCpu();
      const half = Math.max(1, Math.round(opts.connections / 2));
      const [aCpu, bCpu] = [startGroupCpu(a.pid), startGroupCpu(b.pid)];
      const two = combined(
        await Promise.all([load({ ...base, url: `${a.url}${c.path}`, connections: half }), load({ ...base, url: `${b.url}${c.path}`, connections: half })]),
      );
      const pairCores = [aCpu(), bCpu()];
      const oneM: Measured = { ...one, id: `pg-one-${c.id}`, section, title: `one instance: ${c.title}`, answered };
      const twoM: Measured = { ...two, id: `pg-two-${c.id}`, section, title: `two instances: ${c.title}`, baseline: oneM.id, answered };
      report.results.push(oneM, twoM);
      report.figures.push({
        section: `${section}: scaling and where the cores went`,
        name: `${c.title} (answered: ${answered})`,
        value: scalingLine({ one: one.rps, two: two.rps, generatorOne: one.cpu?.loadGenerator, generatorTwo: two.cpu?.loadGenerator, alone: aloneCores, pair: pairCores }),
        note: 'cores = process CPU time over the run ÷ wall time; the machine has ' + report.machine.cpus,
      });
      console.log(`[bench] ${c.title}: one ${one.rps} req/s, two ${two.rps} req/s`);
    }
  } finally {
    await Promise.all(started.map((s) => s.stop()));
    await database.drop().catch(() => undefined);
  }
}
