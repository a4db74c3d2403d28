import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { CLIENT_SECRET, memoryOf, signIn, type Memory } from './export-phase';
import type { Bench } from './context';
import { startApi } from './servers';

// Issue 18 item 7: while a back-office user imports a huge workbook, everyone else must still be
// answered. A cheap request is timed on its own, then again while imports of a 200,000-row file run
// back to back; the imports must end in their 422 (row limit) and the server's memory stay flat.

// Far above the import's 5,000-row limit either way; the smoke mode spares writing the long file.
const IMPORT_ROWS = 200_000;
const QUICK_IMPORT_ROWS = 20_000;

async function longWorkbook(rows: number): Promise<Buffer> {
  const out = new PassThrough();
  const parts: Buffer[] = [];
  out.on('data', (chunk: Buffer) => parts.push(chunk));
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out, useSharedStrings: true });
  const sheet = workbook.addWorksheet('培训班');
  sheet.addRow(['班级名称*', '职业编码*']).commit();
  for (let i = 0; i < rows; i++) sheet.addRow([`班级${i}`]).commit();
  sheet.commit();
  await workbook.commit();
  return Buffer.concat(parts);
}

type Latency = { count: number; p50: number; p99: number; max: number };

/** Times one cheap request after another until `until` resolves (or for `ms` when given a number). */
async function timeRequests(origin: string, until: Promise<unknown> | number): Promise<Latency> {
  let done = false;
  const stop = typeof until === 'number' ? new Promise((r) => setTimeout(r, until)) : until;
  void stop.finally(() => (done = true));
  const samples: number[] = [];
  while (!done) {
    const started = performance.now();
    await (await fetch(`${origin}/api/health`)).arrayBuffer();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  const at = (q: number) => Math.round(samples[Math.min(samples.length - 1, Math.floor(q * samples.length))]! * 10) / 10;
  return { count: samples.length, p50: at(0.5), p99: at(0.99), max: at(1) };
}

export async function measureImport(bench: Bench, databaseUrl: string): Promise<void> {
  const rows = bench.opts.quick ? QUICK_IMPORT_ROWS : IMPORT_ROWS;
  const section = `Excel import of a ${rows.toLocaleString('en')}-row file (standalone API, SQLite): other requests meanwhile`;
  const imports = bench.opts.quick ? 2 : 6;
  const env = { DATABASE_URL: databaseUrl, API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', MANAGER_CLIENT_SECRET: CLIENT_SECRET };
  const file = await longWorkbook(rows);
  const api = await startApi(env, bench.work, 'api-import');
  try {
    const token = await signIn(api.url);
    const upload = async () => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(file)]), 'classes.xlsx');
      form.append('dry_run', '1');
      const started = performance.now();
      const response = await fetch(`${api.url}/api/v1/manage/classes/import`, { method: 'POST', body: form, headers: { authorization: `Bearer ${token}` } });
      await response.arrayBuffer();
      return { status: response.status, ms: performance.now() - started };
    };
    await upload();
    const quiet = await timeRequests(api.url, bench.opts.quick ? 500 : 2000);
    const before: Memory = await memoryOf(api.url);
    const answers: { status: number; ms: number }[] = [];
    const importing = (async () => {
      for (let i = 0; i < imports; i++) answers.push(await upload());
    })();
    const busy = await timeRequests(api.url, importing);
    const after = await memoryOf(api.url);
    const statuses = [...new Set(answers.map((a) => a.status))].join(', ');
    const slowest = Math.round(Math.max(...answers.map((a) => a.ms)));
    const ms = (l: Latency) => `p50 ${l.p50} ms, p99 ${l.p99} ms, max ${l.max} ms (${l.count} requests)`;
    bench.report.figures.push(
      { section, name: '/api/health, nothing else running', value: ms(quiet) },
      {
        section,
        name: `/api/health during ${imports} imports in a row`,
        value: ms(busy),
        target: 'p99 ≤ 100 ms (the server keeps answering)',
        pass: busy.p99 <= 100,
      },
      {
        section,
        name: 'each import',
        value: `answered ${statuses} in at most ${slowest} ms (${(file.length / 1024).toFixed(0)} KB file)`,
        target: '422 at the row limit, at most 1 s',
        pass: statuses === '422' && slowest <= 1000,
      },
      {
        section,
        name: 'RSS before → after the imports',
        value: `${Math.round(before.rss)} MB → ${Math.round(after.rss)} MB`,
        target: 'at most 64 MB more',
        pass: after.rss - before.rss <= 64,
      },
    );
  } finally {
    await api.stop();
  }
}
