import fs from 'node:fs';

/** Removes the bundles ./global-setup.ts made in this run (jest hands globals from one to the other). */
export default async function globalTeardown(): Promise<void> {
  const dir = (globalThis as { testNodeEntriesDir?: string }).testNodeEntriesDir;
  if (dir) fs.rmSync(dir, { recursive: true, force: true });
}
