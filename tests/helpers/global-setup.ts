import fs from 'node:fs';
import path from 'node:path';
import { bundleEntries, ENTRIES_DIR_VARIABLE } from './node-entries';
import { startPgRun } from './pg-run-databases';

// Once per jest run (jest runs a global setup shared by several projects once): the programs the API
// tests start as processes, bundled (./node-entries.ts). Under node_modules/.cache so that node finds
// the packages the bundles leave out; one folder per run, so runs side by side do not share one.
const ROOT = path.resolve(__dirname, '../..');
const PARENT = path.join(ROOT, 'node_modules', '.cache', 'skills-tests');
const DAY_MS = 24 * 3_600_000;

export default async function globalSetup(): Promise<void> {
  await startPgRun();
  if (process.env[ENTRIES_DIR_VARIABLE]) return;
  fs.mkdirSync(PARENT, { recursive: true });
  // What an interrupted run left behind.
  for (const name of fs.readdirSync(PARENT)) {
    const full = path.join(PARENT, name);
    if (name.startsWith('entries-') && Date.now() - fs.statSync(full).mtimeMs > DAY_MS) fs.rmSync(full, { recursive: true, force: true });
  }
  const dir = fs.mkdtempSync(path.join(PARENT, 'entries-'));
  await bundleEntries(dir);
  process.env[ENTRIES_DIR_VARIABLE] = dir;
  (globalThis as { testNodeEntriesDir?: string }).testNodeEntriesDir = dir;
}
