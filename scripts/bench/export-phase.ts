import md5 from 'md5';
import { connect } from '@/lib/server/db/connect';
import { BENCH_ADMIN_PASSWORD } from './data';
import type { Bench } from './context';
import { startApi } from './servers';

export const CLIENT_SECRET = 'bench-manager-client-secret-0123456789';
const MB = 2 ** 20;

export type Memory = { rss: number; heap: number };

export async function memoryOf(origin: string): Promise<Memory> {
  const text = await (await fetch(`${origin}/api/metrics`)).text();
  const metric = (name: string) => Number(text.split('\n').find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? 0) / MB;
  return { rss: metric('process_resident_memory_bytes'), heap: metric('nodejs_heap_size_used_bytes') };
}

/** Rows the export will stream: public training registrations, the table with the plainest export. */
async function addRegistrations(databaseUrl: string, from: number, to: number): Promise<void> {
  const db = connect(databaseUrl);
  try {
    const now = new Date().toISOString();
    for (let start = from; start < to; start += 500) {
      const batch = Array.from({ length: Math.min(500, to - start) }, (_, i) => {
        const n = start + i;
        return {
          name: `压测学员${n}`, phone: `139${String(n).padStart(8, '0')}`, id_number: `41010519900101${String(n % 10_000).padStart(4, '0')}`,
          occupation_id: null, occupation_name: '电工', city_code: '410100', employment_status: '失业人员', education: '高中',
          status: 'pending', note: null, dedupe_key: `bench-export-${n}`, ip: '127.0.0.1', created_at: now, updated_at: now,
        };
      });
      await db.insertInto('training_registrations').values(batch).execute();
    }
  } finally {
    await db.destroy();
  }
}

type Run = { rows: number; seconds: number; bytes: number; before: Memory; peak: Memory; after: Memory; samples: number };

export async function signIn(origin: string): Promise<string> {
  const login = await fetch(`${origin}/api/v1/authorizations`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password: md5(BENCH_ADMIN_PASSWORD), client_id: '2', client_secret: CLIENT_SECRET, grant_type: 'password' }),
  });
  if (login.status !== 201) throw new Error(`export phase: admin sign-in answered ${login.status}`);
  return ((await login.json()) as { access_token: string }).access_token;
}

/** Downloads the whole export as fast as it comes while the API's memory is sampled every 100 ms. */
async function exportOnce(origin: string, token: string, rows: number): Promise<Run> {
  const before = await memoryOf(origin);
  const samples: Memory[] = [before];
  const sampler = setInterval(() => void memoryOf(origin).then((m) => samples.push(m), () => undefined), 100);
  const started = performance.now();
  const response = await fetch(`${origin}/api/v1/manage/training-registrations/export`, { headers: { authorization: `Bearer ${token}` } });
  let bytes = 0;
  for await (const part of response.body as unknown as AsyncIterable<Uint8Array>) bytes += part.length;
  const seconds = (performance.now() - started) / 1000;
  clearInterval(sampler);
  if (response.status !== 200) throw new Error(`export phase: the export answered ${response.status}`);
  const after = await memoryOf(origin);
  samples.push(after);
  const peak = { rss: Math.max(...samples.map((m) => m.rss)), heap: Math.max(...samples.map((m) => m.heap)) };
  return { rows, seconds, bytes, before, peak, after, samples: samples.length };
}

/**
 * The same back-office export at N and 3N rows through the standalone API: a streamed export holds
 * one chunk at a time, so three times the rows must not take noticeably more memory.
 */
export async function measureExport(bench: Bench, databaseUrl: string): Promise<void> {
  const base = bench.opts.quick ? 1_000 : 100_000;
  const section = 'Excel export memory (streamed .xlsx, standalone API, SQLite)';
  const env = { DATABASE_URL: databaseUrl, API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', MANAGER_CLIENT_SECRET: CLIENT_SECRET };
  await addRegistrations(databaseUrl, 0, base);
  const api = await startApi(env, bench.work, 'api-export');
  try {
    const token = await signIn(api.url);
    const first = await exportOnce(api.url, token, base);
    await addRegistrations(databaseUrl, base, 3 * base);
    const second = await exportOnce(api.url, token, 3 * base);
    const mb = (n: number) => `${Math.round(n)} MB`;
    for (const run of [first, second]) {
      bench.report.figures.push({
        section,
        name: `${run.rows.toLocaleString('en')} rows`,
        value: `${run.seconds.toFixed(1)} s (${Math.round(run.rows / run.seconds)} rows/s), ${(run.bytes / MB).toFixed(1)} MB file; ` +
          `RSS ${mb(run.before.rss)} → peak ${mb(run.peak.rss)} → ${mb(run.after.rss)}; heap ${mb(run.before.heap)} → peak ${mb(run.peak.heap)} (${run.samples} samples)`,
      });
    }
    bench.report.figures.push({
      section,
      name: 'peak RSS, 3× the rows against 1×',
      value: `${mb(second.peak.rss)} against ${mb(first.peak.rss)}`,
      target: 'at most 32 MB more (memory flat in the number of rows)',
      pass: second.peak.rss - first.peak.rss <= 32,
    }, {
      section,
      name: 'peak JS heap, 3× the rows against 1×',
      value: `${mb(second.peak.heap)} against ${mb(first.peak.heap)}`,
      target: 'at most 32 MB more (no rows piling up in the process)',
      pass: second.peak.heap - first.peak.heap <= 32,
    });
  } finally {
    await api.stop();
  }
}
