import { spawnSync } from 'node:child_process';
import { connect } from '@/lib/server/db/connect';

export const BENCH_ADMIN_PASSWORD = 'Bench-Admin-Pass-2026';
export const BENCH_DEMO_PASSWORD = 'Bench-Demo-Pass-2026';

/** Runs one of our CLIs (tsx) with the bench database; throws with its output on failure. */
export function runCli(script: string, env: Record<string, string>, args: string[] = []): string {
  const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), script, ...args], {
    env: { ...process.env, ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DEMO_PASSWORD: BENCH_DEMO_PASSWORD, ...env },
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  if (run.status !== 0) throw new Error(`${script} failed (${run.status}): ${(run.stderr || run.stdout).slice(-2000)}`);
  return run.stdout;
}

export type Fixtures = {
  classIds: number[];
  newsIds: number[];
  teacherIds: number[];
  talentIds: number[];
  examinerIds: number[];
  certNos: string[];
  learnerPhones: string[];
  /** A signed certificate payload, for the check page (/cerQuery#cert=…); null if none is signed. */
  checkPayload?: string | null;
};

async function listIds(apiBase: string, resource: string): Promise<number[]> {
  const response = await fetch(`${apiBase}/api/v1/${resource}?per_page=50`);
  if (!response.ok) return [];
  const body = (await response.json()) as { data?: Array<{ id: number }> };
  return (body.data ?? []).map((r) => r.id);
}

/** Real ids, so detail pages and lookups hit existing public rows: from the API lists and the database. */
export async function readFixtures(apiBase: string, databaseUrl: string): Promise<Fixtures> {
  const db = connect(databaseUrl);
  try {
    const certNos = (await db.selectFrom('certificates').select('cert_no').orderBy('id').limit(500).execute()).map((r) => r.cert_no);
    const learnerPhones = (await db.selectFrom('users').select('phone').orderBy('id').limit(200).execute()).map((r) => String(r.phone));
    const signed = await db.selectFrom('certificate_credentials').select('jws').where('kid', '!=', '').orderBy('id').limit(1).executeTakeFirst();
    return {
      classIds: await listIds(apiBase, 'classes'),
      newsIds: await listIds(apiBase, 'news'),
      teacherIds: await listIds(apiBase, 'teachers'),
      talentIds: await listIds(apiBase, 'talents'),
      examinerIds: await listIds(apiBase, 'examiners'),
      certNos,
      learnerPhones,
      checkPayload: signed?.jws ?? null,
    };
  } finally {
    await db.destroy();
  }
}
