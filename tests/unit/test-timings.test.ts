import { budgetWarning, jestFileTimes, playwrightFileTimes, SUITE_BUDGET_SECONDS, slowestFilesLines } from '../test-timings';

// npm test ends with the slowest files and a warning past the budget (issue 34): a suite that got
// slow should say where, at the tail CI shows.
const ROOT = '/work/repo';

test("jest's timing records become one time per file and project, paths relative to the repository", () => {
  const json = JSON.stringify([
    { project: 'api-sqlite', path: `${ROOT}/tests/api/news.test.ts`, ms: 12_345 },
    { project: 'api-postgres', path: `${ROOT}/tests/api/news.test.ts`, ms: 20_000 },
    { project: '', path: `${ROOT}/tests/unit/a.test.ts`, ms: 0 },
    { project: 'unit' },
  ]);
  expect(jestFileTimes(json, ROOT)).toEqual([
    { runner: 'api-sqlite', file: 'tests/api/news.test.ts', seconds: 12.345 },
    { runner: 'api-postgres', file: 'tests/api/news.test.ts', seconds: 20 },
    { runner: 'jest', file: 'tests/unit/a.test.ts', seconds: 0 },
  ]);
});

test("Playwright's JSON report is summed per spec file over nested suites, tests and retries", () => {
  const spec = (file: string, ...durations: number[]) => ({ title: 't', file, tests: [{ results: durations.map((duration) => ({ duration })) }] });
  const report = {
    config: { rootDir: `${ROOT}/tests/e2e` },
    suites: [
      { title: 'home.spec.ts', file: 'home.spec.ts', specs: [spec('home.spec.ts', 1500)], suites: [{ title: 'd', file: 'home.spec.ts', specs: [spec('home.spec.ts', 500, 1000)] }] },
      { title: 'guards.spec.ts', file: 'guards.spec.ts', specs: [spec('guards.spec.ts')], suites: [] },
    ],
  };
  expect(playwrightFileTimes(JSON.stringify(report), ROOT)).toEqual([
    { runner: 'e2e', file: 'tests/e2e/home.spec.ts', seconds: 3 },
    { runner: 'e2e', file: 'tests/e2e/guards.spec.ts', seconds: 0 },
  ]);
  expect(playwrightFileTimes('{}', ROOT)).toEqual([]);
});

test('the slowest files come first, at most the count asked for, times and runners aligned', () => {
  const times = [
    { runner: 'unit', file: 'tests/unit/a.test.ts', seconds: 1.04 },
    { runner: 'api-postgres', file: 'tests/api/news.test.ts', seconds: 41.24 },
    { runner: 'e2e', file: 'tests/e2e/home.spec.ts', seconds: 120 },
  ];
  expect(slowestFilesLines(times, 2)).toEqual([
    ' 120.0 s  e2e           tests/e2e/home.spec.ts',
    '  41.2 s  api-postgres  tests/api/news.test.ts',
  ]);
  expect(slowestFilesLines(times)).toHaveLength(3);
  expect(slowestFilesLines([])).toEqual([]);
});

test('a run over the 8-minute budget is warned about with both durations; one within it is not', () => {
  expect(SUITE_BUDGET_SECONDS).toBe(480);
  expect(budgetWarning(480)).toBeNull();
  expect(budgetWarning(300)).toBeNull();
  expect(budgetWarning(545.6)).toBe('Warning: the run took 9 min 06 s, over the budget of 8 min 00 s (issue 34): see the slowest files above.');
});
