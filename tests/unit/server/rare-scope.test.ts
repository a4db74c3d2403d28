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
