import { sql } from 'kysely';
import { env } from '@/lib/env';
import { draining } from '@/lib/server/runtime/draining';

export type Readiness = { ok: boolean; checks: Record<string, 'ok' | string> };

// Ready means the dependency that answers our API is reachable: the database for the built-in
// API, or the upstream API server when this app runs in front of one.
export async function readiness(): Promise<Readiness> {
  if (draining()) return { ok: false, checks: { process: 'shutting down' } };
  const upstream = env().API_UPSTREAM_URL;
  try {
    if (upstream) {
      const res = await fetch(new URL('/api/health', upstream), { signal: AbortSignal.timeout(3000) });
      if (!res.ok) throw new Error(`upstream answered ${res.status}`);
      return { ok: true, checks: { upstream: 'ok' } };
    }
    const { readyDb } = await import('@/lib/server/db');
    await sql`select 1`.execute(await readyDb());
    return { ok: true, checks: { database: 'ok' } };
  } catch (error) {
    return { ok: false, checks: { [upstream ? 'upstream' : 'database']: error instanceof Error ? error.message : String(error) } };
  }
}
