import path from 'node:path';

// npm test's closing lists: the slowest test files, and a warning past the budget. Issue 34: a
// suite slower than this is run less often, so defects are found later; 8 minutes on the 2-core
// machines developers and CI use is the budget it set.
export const SUITE_BUDGET_SECONDS = 8 * 60;
export const SLOWEST_SHOWN = 20;

export type FileTime = { runner: string; file: string; seconds: number };

type JestRecord = { project?: string; path?: string; ms?: number };

/** The records tests/helpers/timing-reporter.mjs wrote: one per test file and jest project. */
export function jestFileTimes(json: string, root: string): FileTime[] {
  const records = JSON.parse(json) as JestRecord[];
  return records
    .filter((r) => typeof r.path === 'string')
    .map((r) => ({ runner: r.project || 'jest', file: path.relative(root, r.path!), seconds: (r.ms ?? 0) / 1000 }));
}

type PlaywrightResult = { duration?: number };
type PlaywrightSpec = { file?: string; tests?: { results?: PlaywrightResult[] }[] };
type PlaywrightSuite = { file?: string; specs?: PlaywrightSpec[]; suites?: PlaywrightSuite[] };

/** Playwright's JSON report, summed per spec file: the browser tests run one at a time, so the sum is the file's share of the run. */
export function playwrightFileTimes(json: string, root: string): FileTime[] {
  const report = JSON.parse(json) as { config?: { rootDir?: string }; suites?: PlaywrightSuite[] };
  const totals = new Map<string, number>();
  const walk = (suite: PlaywrightSuite) => {
    for (const spec of suite.specs ?? []) {
      const file = spec.file ?? suite.file ?? '?';
      const ms = (spec.tests ?? []).flatMap((t) => t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
      totals.set(file, (totals.get(file) ?? 0) + ms);
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  // File names in the report are relative to the config's test directory.
  const dir = report.config?.rootDir ?? root;
  return [...totals].map(([file, ms]) => ({ runner: 'e2e', file: path.relative(root, path.resolve(dir, file)), seconds: ms / 1000 }));
}

/** The `count` slowest files, slowest first, one aligned line each ("  41.2 s  api-postgres  tests/api/news.test.ts"). */
export function slowestFilesLines(times: FileTime[], count = SLOWEST_SHOWN): string[] {
  const slowest = [...times].sort((a, b) => b.seconds - a.seconds).slice(0, count);
  const width = Math.max(0, ...slowest.map((t) => t.runner.length));
  return slowest.map((t) => `${t.seconds.toFixed(1).padStart(6)} s  ${t.runner.padEnd(width)}  ${t.file}`);
}

/** A warning when the whole run took longer than the budget, else null. */
export function budgetWarning(seconds: number, budget = SUITE_BUDGET_SECONDS): string | null {
  if (seconds <= budget) return null;
  const minutes = (s: number) => `${Math.floor(s / 60)} min ${String(Math.round(s % 60)).padStart(2, '0')} s`;
  return `Warning: the run took ${minutes(seconds)}, over the budget of ${minutes(budget)} (issue 34): see the slowest files above.`;
}
