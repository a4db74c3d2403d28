/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// RareScope (lib/server/rare-scope.ts): an AsyncLocalStorage that stops the process tracking promise
// contexts once its runs are over. Observed in a process of its own (tests/helpers/rare-scope-probe.ts).
let seen: Record<string, unknown>;

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--import', 'tsx', 'tests/helpers/rare-scope-probe.ts'], { encoding: 'utf8', timeout: 60_000 });
  seen = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}, 90_000);

test('nothing tracks promises before a scope runs (the premise of the other tests)', () => {
  expect(seen.before).toBe(false);
});

test('the store is seen through awaits inside the run and not outside; tracking stops when the run is over', () => {
  expect(seen.inside).toEqual(['inside', true]);
  expect(seen.outside).toEqual([null, false]);
});

test('with runs overlapping, each sees its own store and tracking stops when the last one ends', () => {
  expect(seen.second).toBe(2);
  expect(seen.whileFirstRuns).toBe(true);
  expect(seen.first).toBe(1);
  expect(seen.afterBoth).toBe(false);
});

test('a lingering scope keeps its store for work left running after it, then stops tracking', () => {
  expect(seen.leftRunning).toBe('request');
  expect(seen.justAfter).toBe(true);
  expect(seen.offAfterMs).toBeGreaterThanOrEqual(150);
});

test('migrations run without the statement deadline, and the process stops tracking promises after them', () => {
  expect([seen.deadlineBefore, seen.deadlineInside, seen.deadlineAfter]).toEqual([true, false, true]);
  expect(seen.afterMigration).toBe(false);
});

test('the app makes no AsyncLocalStorage or async hook of its own but through RareScope', () => {
  const fs = jest.requireActual<typeof import('node:fs')>('node:fs');
  const path = jest.requireActual<typeof import('node:path')>('node:path');
  const files = (dir: string): string[] =>
    fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : files(full);
      return /\.(ts|tsx|mjs|cjs|js)$/.test(entry.name) ? [full] : [];
    });
  const sources = ['lib', 'app', 'components', 'scripts'].flatMap(files).concat(['middleware.ts', 'instrumentation.ts'].filter((f) => fs.existsSync(f)));
  const offenders = sources.filter((file) => file !== path.join('lib', 'server', 'rare-scope.ts') && /\bAsyncLocalStorage\b|createHook\s*\(|from 'node:async_hooks'|require\('(node:)?async_hooks'\)/.test(fs.readFileSync(file, 'utf8')));
  expect(sources.length).toBeGreaterThan(500);
  expect(offenders).toEqual([]);
});
