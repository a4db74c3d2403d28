import { jestFailureLine } from '../failure-lines';

// npm test repeats jest's failed suites and tests in its summary: CI shows the run's tail only,
// which is the browser tests' output, so a jest failure was reported with no name.
test('failed suites and tests are picked from jest output, colours removed; passes and console blocks are not', () => {
  expect(jestFailureLine('\u001b[0m\u001b[7m\u001b[1m\u001b[31mFAIL\u001b[39m\u001b[22m\u001b[27m\u001b[0m unit tests/unit/a.test.ts')).toBe('FAIL unit tests/unit/a.test.ts');
  expect(jestFailureLine('FAIL api-sqlite tests/api/news.test.ts (12.3 s)')).toBe('FAIL api-sqlite tests/api/news.test.ts (12.3 s)');
  expect(jestFailureLine('\u001b[1m\u001b[31m  \u001b[1m● \u001b[22m\u001b[1mnews › a draft is hidden\u001b[39m\u001b[22m')).toBe('  ● news › a draft is hidden');
  expect(jestFailureLine('  ● Console')).toBeNull();
  expect(jestFailureLine('PASS unit tests/unit/guards.test.ts')).toBeNull();
  expect(jestFailureLine('    expect(received).toBe(expected)')).toBeNull();
});
