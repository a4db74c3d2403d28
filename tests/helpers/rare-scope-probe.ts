// Run by tests/unit/server/rare-scope.test.ts in a process of its own: jest's own process tracks
// promise contexts from the start, so whether a scope leaves the tracking on shows only outside it.
// Prints one JSON object of observations.
import { executionAsyncId } from 'node:async_hooks';
import { RareScope } from '@/lib/server/rare-scope';
import { statementDeadlineApplies, withoutStatementDeadline } from '@/lib/server/db/deadlines';

/** A promise reaction has an async id only while an async hook (an enabled AsyncLocalStorage) is on. */
const tracked = () => Promise.resolve().then(() => executionAsyncId() !== 0);

async function trackedUntilOff(deadlineMs: number): Promise<number> {
  const started = Date.now();
  while (await tracked()) {
    if (Date.now() - started > deadlineMs) return -1;
    await new Promise((resolve) => setTimeout(resolve, 5));
  }
  return Date.now() - started;
}

async function main() {
  const seen: Record<string, unknown> = { before: await tracked() };

  const scope = new RareScope<string>();
  seen.inside = await scope.run('inside', async () => {
    await new Promise((resolve) => setImmediate(resolve));
    return [scope.getStore(), await tracked()];
  });
  seen.outside = [scope.getStore(), await tracked()];

  const overlapping = new RareScope<number>();
  let finishFirst!: () => void;
  const first = overlapping.run(1, async () => {
    await new Promise<void>((resolve) => (finishFirst = resolve));
    return overlapping.getStore();
  });
  seen.second = await overlapping.run(2, async () => overlapping.getStore());
  seen.whileFirstRuns = await tracked();
  finishFirst();
  seen.first = await first;
  seen.afterBoth = await tracked();

  const lingering = new RareScope<string>(200);
  let left!: Promise<string | undefined>;
  await lingering.run('request', async () => {
    left = new Promise((resolve) => setTimeout(() => resolve(lingering.getStore()), 10));
  });
  seen.leftRunning = await left;
  seen.justAfter = await tracked();
  seen.offAfterMs = await trackedUntilOff(5000);

  seen.deadlineBefore = statementDeadlineApplies();
  seen.deadlineInside = await withoutStatementDeadline(async () => statementDeadlineApplies());
  seen.deadlineAfter = statementDeadlineApplies();
  seen.afterMigration = await tracked();

  console.log(JSON.stringify(seen));
}

void main();
