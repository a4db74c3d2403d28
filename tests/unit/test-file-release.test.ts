/** @jest-environment node */
import { execFileSync } from 'node:child_process';

// Issue 34: a jest worker of the API projects must let each test file's context go when the file ends,
// or every file's whole module graph stays in the worker (workers reached 4.2 GB). Observed in a process
// of its own that plays such a worker with the projects' runtime and environment
// (tests/helpers/test-file-release-probe.mjs): jest's own process cannot count its contexts.
let seen: Record<string, unknown>;

beforeAll(() => {
  const out = execFileSync(process.execPath, ['--expose-gc', 'tests/helpers/test-file-release-probe.mjs'], { encoding: 'utf8', timeout: 60_000 });
  seen = JSON.parse(out.trim().split('\n').at(-1)!) as Record<string, unknown>;
}, 90_000);

test('files whose modules come from the code cache leave nothing behind', () => {
  expect(seen.plainFilesKept).toBe(0);
});

test("a file whose module adds a process listener (exceljs's tmp) is let go, and the listener with it", () => {
  expect(seen.listenerFileKept).toBe(false);
  expect(seen.exitListenersLeft).toBe(0);
});

test('a file that left a timer running (an in-memory rate limit) is let go', () => {
  expect(seen.timerFileKept).toBe(false);
});

test('the worker ends with as many contexts as it started with', () => {
  expect(seen.contextsGained).toBe(0);
});
