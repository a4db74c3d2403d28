import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';
import { buildNeeded } from '../lib/server/cli/build-state';
import { chromiumPath } from '../playwright.config';

// `npm test`: jest and Playwright side by side. The browser tests leave about half of two cores
// idle (a page waits on the other process), so jest runs beside them at a lower priority, which
// fills that idle time without slowing the browser tests' pages. The build the browser tests need
// runs first, beside jest. A missing browser is a failure with instructions, never a silent skip.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const JEST_NICENESS = 10;

type Outcome = { title: string; status: number; seconds: number };

/** Runs a command with each output line prefixed by its tag, so two suites' lines stay readable side by side. */
function run(title: string, tag: string, command: string, args: string[], niceness = 0): Promise<Outcome> {
  const started = Date.now();
  const nice = niceness && fs.existsSync('/usr/bin/nice');
  const child = nice
    ? spawn('/usr/bin/nice', ['-n', String(niceness), command, ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] })
    : spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
  if (niceness && !nice && child.pid) os.setPriority(child.pid, niceness);
  console.log(`=== ${title} (started) ===`);
  for (const [stream, out] of [[child.stdout, process.stdout], [child.stderr, process.stderr]] as const) {
    readline.createInterface({ input: stream }).on('line', (line) => out.write(`${tag} ${line}\n`));
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) => resolve({ title, status: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000) }));
  });
}

async function main() {
  if (!chromiumPath()) {
    console.error(
      'No Chromium found for the end-to-end tests. Install it (Debian: apt-get install -y chromium) ' +
        'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.log('Note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only (CI runs it on PostgreSQL too).');
  }
  const started = Date.now();
  const jest = run('Unit and API tests (jest)', '[jest]', 'npx', ['jest'], JEST_NICENESS);
  const outcomes: Promise<Outcome>[] = [jest];
  const reason = buildNeeded();
  let built = true;
  if (reason) {
    console.log(`=== Building for the end-to-end tests (${reason}) ===`);
    built = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env }).status === 0;
    if (!built) console.error('\nThe build failed: the end-to-end tests cannot run.');
  }
  if (built) outcomes.push(run('End-to-end tests (Playwright, Chromium)', '[e2e]', 'npx', ['playwright', 'test']));

  const results = await Promise.all(outcomes);
  console.log(`\n=== Summary (${Math.round((Date.now() - started) / 1000)} s) ===`);
  if (!built) console.log('Build for the end-to-end tests: failed');
  for (const r of results) console.log(`${r.title}: ${r.status === 0 ? 'passed' : 'FAILED'} (${r.seconds} s)`);
  process.exit(!built || results.some((r) => r.status !== 0) ? 1 : 0);
}

void main();
