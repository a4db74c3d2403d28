/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Report } from '@/scripts/bench/report';

const withoutPostgres = (env: NodeJS.ProcessEnv) => {
  delete env.TEST_DATABASE_URL;
  delete env.BENCH_DATABASE_URL;
  return env;
};

// `npm run bench -- --quick`: the harness end to end on a freshly seeded database, with the
// baselines and the standalone API (no Next build needed), in about twenty seconds.
test('the quick smoke mode runs to the end and writes a JSON and Markdown report', () => {
  const out = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-quick-'));
  try {
    const run = spawnSync(process.execPath, [require.resolve('tsx/cli'), 'scripts/bench/run.ts', '--quick', '--no-next', `--out=${out}`], {
      encoding: 'utf8',
      // SQLite only: the PostgreSQL pass of the API phase (a database created, seeded and dropped) would
      // double the smoke test's time; `npm run bench -- --quick --only=api` with TEST_DATABASE_URL runs it.
      env: withoutPostgres({ ...process.env, NODE_ENV: 'production' }),
      timeout: 280_000,
    });
    expect(run.stderr).not.toMatch(/Error/);
    expect(run.status).toBe(0);
    const report = JSON.parse(fs.readFileSync(path.join(out, 'bench-latest.json'), 'utf8')) as Report;
    const ids = report.results.map((r) => r.id);
    expect(ids).toEqual(
      expect.arrayContaining(['baseline-node', 'baseline-hono', 'node-same:direct-classes', 'hono-same:direct-classes', 'direct-classes', 'direct-class', 'direct-certificate']),
    );
    for (const r of report.results) {
      expect(r.requests).toBeGreaterThan(0);
      expect(r.errors + r.timeouts + r.non2xx).toBe(0);
    }
    // Like against like: each API answer against bare servers answering its very body, labelled by
    // how it was answered; reads that reach the database against the SQL floor running their very
    // statements (issue 33), 50 %, the reads the response cache kept measured again with it off.
    const byId = (id: string) => report.results.find((r) => r.id === id);
    expect(byId('direct-classes')).toMatchObject({ baseline: 'node-same:direct-classes', answered: 'response cache', ratio: expect.any(Number) });
    expect(byId('hono-same:direct-classes')).toMatchObject({ baseline: 'node-same:direct-classes' });
    expect(byId('node-same:direct-certificate')).toBeDefined();
    expect(byId('direct-certificate')).toMatchObject({ baseline: 'sql-floor:direct-certificate', answered: 'per request', target: 0.5, ratio: expect.any(Number) });
    expect(byId('direct-my-certificates')).toMatchObject({ baseline: 'sql-floor:direct-my-certificates', answered: 'per request', target: 0.5 });
    expect(byId('direct-uncached-classes')).toMatchObject({ baseline: 'sql-floor:direct-uncached-classes', answered: 'per request', target: 0.5 });
    const floorLines = report.figures.filter((f) => f.section === 'Reads that reach the database against the SQL floor (better-sqlite3)');
    expect(floorLines.map((f) => f.name)).toEqual(expect.arrayContaining(['GET /api/v1/certificates/{cert_no} (certificate lookup)', 'GET /api/v1/classes (list, 15 per page)']));
    for (const line of floorLines) expect(line.value).toMatch(/^the floor ran \d+ statements? .* = [\d.]+ % of it; [\d.]+ % of bare node:http/);
    expect(report.notes.join('\n')).toContain('The API phase ran on SQLite only: no PostgreSQL server was given');
    const exports = report.figures.filter((f) => f.section.startsWith('Excel export memory'));
    expect(exports.map((f) => f.name)).toEqual(['1,000 rows', '3,000 rows', 'peak RSS, 3× the rows against 1×', 'peak JS heap, 3× the rows against 1×']);
    const markdown = fs.readFileSync(path.join(out, 'bench-latest.md'), 'utf8');
    expect(markdown).toContain('## Standalone API (npm run api, response cache on)');
    expect(markdown).toContain('quick smoke mode');
    expect(run.stdout).toContain('| bare Hono, small JSON |');
  } finally {
    fs.rmSync(out, { recursive: true, force: true });
  }
}, 300_000);
