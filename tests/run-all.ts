import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import readline from 'node:readline';
import { buildNeeded } from '../lib/server/cli/build-state';
import { chromiumPath } from '../playwright.config';

// `npm test`: jest beside the build the browser tests need (jest at a lower priority, so the build
// is not slowed), then the browser tests alone. Run beside jest, the browser tests failed now and
// then on a loaded machine (a list's answer later than an assertion's 5 s), so they get the
// machine to themselves. A missing browser is a failure with instructions, never a silent skip.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const JEST_NICENESS = 10;

type Outcome = { title: string; status: number; seconds: number };

/** Runs a command with each output line prefixed by its tag, so two commands' lines stay readable side by side. */
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
  const reason = buildNeeded();
  const build = reason
    ? run(`Build for the end-to-end tests (${reason})`, '[build]', 'npm', ['run', 'build'])
    : Promise.resolve<Outcome>({ title: 'Build for the end-to-end tests (up to date)', status: 0, seconds: 0 });
  const outcomes = await Promise.all([jest, build]);
  if (outcomes[1].status === 0) outcomes.push(await run('End-to-end tests (Playwright, Chromium)', '[e2e]', 'npx', ['playwright', 'test']));
  else console.error('\nThe build failed: the end-to-end tests cannot run.');

  console.log(`\n=== Summary (${Math.round((Date.now() - started) / 1000)} s) ===`);
  for (const r of outcomes) console.log(`${r.title}: ${r.status === 0 ? 'passed' : 'FAILED'} (${r.seconds} s)`);
  process.exit(outcomes.length < 3 || outcomes.some((r) => r.status !== 0) ? 1 : 0);
}

void main();
