import { sql } from 'kysely';
import { env } from '@/lib/env';
import { cacheBusState } from '@/lib/server/cache-bus';
import { withDeadline } from '@/lib/server/deadline';
import { pingRedis } from '@/lib/server/redis';
import { draining } from '@/lib/server/runtime/draining';
import { createStorage, type Storage } from '@/lib/server/storage';

export type Readiness = { ok: boolean; checks: Record<string, 'ok' | string> };

/** Each probe's own deadline: a dependency that does not answer is reported within it. */
export const CHECK_DEADLINE_MS = 3000;

// A client of its own for the probe: one per bundle that asks, opened on the first probe.
let probeStorage: Storage | undefined;

async function probe(name: string, work: () => Promise<unknown>): Promise<'ok' | string> {
  try {
    await withDeadline(name, CHECK_DEADLINE_MS, work);
    return 'ok';
  } catch (error) {
    // A driver's domain error (storage: a 503 in Chinese for users) keeps the failure itself as its cause.
    const cause = (error as { cause?: unknown })?.cause ?? error;
    return cause instanceof Error ? cause.message : String(cause);
  }
}

/**
 * Every dependency this process calls, each probed within CHECK_DEADLINE_MS: `required` are what
 * answers the API (the database, or the upstream API server when this app runs in front of one);
 * `optional` are object storage and Redis, whose failure the routes that need them answer with a 503,
 * and this instance's place on the cache bus.
 */
export async function dependencyChecks(): Promise<{ required: Readiness['checks']; optional: Readiness['checks'] }> {
  const config = env();
  if (config.API_UPSTREAM_URL) {
    const upstream = await probe('upstream', async () => {
      const res = await fetch(new URL('/api/health', config.API_UPSTREAM_URL), { signal: AbortSignal.timeout(CHECK_DEADLINE_MS) });
      if (!res.ok) throw new Error(`upstream answered ${res.status}`);
    });
    return { required: { upstream }, optional: {} };
  }
  const checks: Array<Promise<[string, string, boolean]>> = [
    probe('database', async () => {
      const { readyDb } = await import('@/lib/server/db');
      await sql`select 1`.execute(await readyDb());
    }).then((result) => ['database', result, true]),
  ];
  if (config.STORAGE_URL?.startsWith('s3:')) {
    probeStorage ??= createStorage(config);
    const storage = probeStorage;
    // A missing object answers quickly when the store works; a store that does not answer is the failure.
    checks.push(probe('object storage', () => storage.head('.ready-probe')).then((result) => ['storage', result, false]));
  }
  if (config.REDIS_URL) {
    const url = config.REDIS_URL;
    checks.push(probe('redis', () => pingRedis(url)).then((result) => ['redis', result, false]));
    // Whether this instance hears the others' changes now (it joins by itself once Redis answers).
    const bus = cacheBusState();
    if (bus !== undefined) checks.push(Promise.resolve(['cache_bus', bus, false]));
  }
  const required: Readiness['checks'] = {};
  const optional: Readiness['checks'] = {};
  for (const [name, result, isRequired] of await Promise.all(checks)) (isRequired ? required : optional)[name] = result;
  return { required, optional };
}

/**
 * Ready means what answers the API is reachable. Object storage and Redis are listed in `checks` with
 * their failure, but do not make the instance unready: every instance shares them, and taking all out
 * of the balancer would turn a file or cache outage into the whole site down.
 */
export async function readiness(): Promise<Readiness> {
  if (draining()) return { ok: false, checks: { process: 'shutting down' } };
  const { required, optional } = await dependencyChecks();
  return { ok: Object.values(required).every((r) => r === 'ok'), checks: { ...required, ...optional } };
}

/** How old the dependency states /api/health shows may be: it never waits on a probe. */
export const HEALTH_REFRESH_MS = 5000;

type Observed = { at: number; dependencies: Readiness['checks'] };
let observed: Observed | undefined;
let probing: Promise<void> | undefined;

/**
 * /api/health: 200 at once while the process lives (a liveness probe must not restart a process for a
 * dependency's fault, nor wait on one), with each dependency's state from the last probe, started in
 * the background when the last is older than HEALTH_REFRESH_MS ("unknown" until the first ends).
 */
export function health(): { status: 'ok'; uptime: number; dependencies: Readiness['checks'] | 'unknown'; checked_at?: string } {
  if (!probing && (!observed || Date.now() - observed.at > HEALTH_REFRESH_MS)) {
    probing = dependencyChecks()
      .then(({ required, optional }) => {
        observed = { at: Date.now(), dependencies: { ...required, ...optional } };
      })
      .catch(() => undefined)
      .finally(() => {
        probing = undefined;
      });
  }
  const body = { status: 'ok' as const, uptime: Math.round(process.uptime()), dependencies: observed?.dependencies ?? ('unknown' as const) };
  return observed ? { ...body, checked_at: new Date(observed.at).toISOString() } : body;
}
