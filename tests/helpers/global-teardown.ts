import fs from 'node:fs';
import { dropPgRun } from './pg-run-databases';

/** Removes the bundles ./global-setup.ts made in this run (jest hands globals from one to the other), and the run's PostgreSQL databases. */
export default async function globalTeardown(): Promise<void> {
  dropPgRun();
  const dir = (globalThis as { testNodeEntriesDir?: string }).testNodeEntriesDir;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
