import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import { buildNeeded } from '../lib/server/cli/build-state';
import { chromiumPath, E2E_WEB_SERVERS } from '../playwright.config';
import { portTaken, stopGroup, waitFor } from './e2e/helpers/processes';
import { jestFailureLine } from './failure-lines';
import { budgetWarning, type FileTime, jestFileTimes, playwrightFileTimes, SLOWEST_SHOWN, slowestFilesLines } from './test-timings';

// `npm test`: jest beside the build the browser tests need (jest at a lower priority, so the build
// is not slowed), then the browser tests alone. Run beside jest, the browser tests failed now and
// then on a loaded machine (a list's answer later than an assertion's 5 s), so they get the
// machine to themselves. Their server is started as soon as the build is done, so its seeding,
// certificate signing and warm-up (about 25 s) happen while jest still runs; Playwright reuses it.
// A missing browser is a failure with instructions, never a silent skip.
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };
const JEST_NICENESS = 10;
const TIMINGS_DIR = path.resolve(__dirname, '..', 'test-results');

type Outcome = { title: string; status: number; seconds: number; failures?: string[] };

type Spawned = { child: ChildProcess; lines: readline.Interface[] };

/** Starts a command at the given niceness with each output line relayed under its tag, so two commands' lines stay readable side by side. */
function spawnTagged(tag: string, command: string, args: string[], options: { niceness?: number; env?: NodeJS.ProcessEnv; detached?: boolean } = {}): Spawned {
  const { niceness = 0, detached = false } = options;
  const nice = niceness > 0 && fs.existsSync('/usr/bin/nice');
  const [file, argv] = nice ? ['/usr/bin/nice', ['-n', String(niceness), command, ...args]] : [command, args];
  const child = spawn(file, argv, { env: options.env ?? env, stdio: ['ignore', 'pipe', 'pipe'], detached });
  if (niceness > 0 && !nice && child.pid) os.setPriority(child.pid, niceness);
  const lines = ([[child.stdout!, process.stdout], [child.stderr!, process.stderr]] as const).map(([input, out]) => {
    const reader = readline.createInterface({ input });
    reader.on('line', (line) => out.write(`${tag} ${line}\n`));
    return reader;
  });
  return { child, lines };
}

/** Runs a command to its end (see spawnTagged), collecting the output lines `failureLine` picks for the summary. */
function run(
  title: string,
  tag: string,
  command: string,
  args: string[],
  { niceness = 0, extraEnv = {}, failureLine }: { niceness?: number; extraEnv?: Record<string, string>; failureLine?: (line: string) => string | null } = {},
): Promise<Outcome> {
  const started = Date.now();
  const { child, lines } = spawnTagged(tag, command, args, { niceness, env: { ...env, ...extraEnv } });
  console.log(`=== ${title} (started) ===`);
  const failures = new Set<string>();
  if (failureLine) {
    for (const reader of lines) {
      reader.on('line', (line) => {
        const failure = failureLine(line);
        if (failure) failures.add(failure);
      });
    }
  }
  return new Promise((resolve) => {
    child.on('close', (code, signal) =>
      resolve({ title, status: code ?? (signal ? 1 : 0), seconds: Math.round((Date.now() - started) / 1000), failures: [...failures] }),
    );
  });
}

type Server = { ready: Promise<boolean>; stop: () => void; unnice: () => void };

/**
 * Starts one of the browser tests' servers (playwright.config.ts: one per Playwright worker) in its own process group and waits until it answers.
 * It starts at jest's niceness: its seeding and certificate signing, at full priority, left jest's niced workers
 * about a tenth of the machine for half a minute, long enough for a test's few-second wait to run out.
 * unnice() gives it full priority back once jest is done, before the browser tests.
 */
function startE2eServer(server: (typeof E2E_WEB_SERVERS)[number], tag: string): Server {
  const started = Date.now();
  const { child } = spawnTagged(tag, 'sh', ['-c', server.command], { niceness: JEST_NICENESS, env: { ...env, ...server.env }, detached: true });
  const alive = () => child.exitCode === null && child.signalCode === null;
  const ready = waitFor(server.url, server.timeout, alive).then(
    () => {
      console.log(`=== ${tag} Server for the end-to-end tests ready (${Math.round((Date.now() - started) / 1000)} s) ===`);
      return true;
    },
    () => false,
  );
  const stop = () => void stopGroup(child);
  // Interrupted or not, the server's group goes with this process.
  process.on('exit', stop);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => process.exit(130));
  const unnice = () => {
    if (!child.pid) return;
    // Every thread of every process in the server's group (setpriority on the group); raising priority needs root or CAP_SYS_NICE.
    const renice = spawnSync('renice', ['-n', '0', '-g', String(child.pid)], { encoding: 'utf8' });
    if (renice.status !== 0) console.log(`Note: the browser tests' server keeps niceness ${JEST_NICENESS} (renice: ${(renice.stderr || renice.error?.message || '').trim()}).`);
  };
  return { ready, stop, unnice };
}

/** Each runner's per-file times, from the files its reporter wrote; a runner that wrote none (it failed to start) adds nothing. */
function readTimings(jestFile: string, e2eFile: string): FileTime[] {
  const root = path.resolve(__dirname, '..');
  const read = (file: string, parse: (json: string, root: string) => FileTime[]) => {
    try {
      return parse(fs.readFileSync(file, 'utf8'), root);
    } catch {
      return [];
    }
  };
  return [...read(jestFile, jestFileTimes), ...read(e2eFile, playwrightFileTimes)];
}

async function main() {
  if (!chromiumPath()) {
    console.error(
      'No Chromium found for the end-to-end tests. Install it (Debian: apt-get install -y chromium) ' +
        'or set PLAYWRIGHT_CHROMIUM_PATH to a Chromium or Chrome executable.',
    );
    process.exit(1);
  }
  // A server left on a test server's port would answer the readiness check and the browser tests in its place.
  for (const server of E2E_WEB_SERVERS) {
    if (await portTaken(Number(server.env.PORT))) {
      console.error(`Port ${server.env.PORT}, where the end-to-end tests start their server, is already taken by another process: stop it, or move the test servers with E2E_PORT.`);
      process.exit(1);
    }
  }
  if (!process.env.TEST_DATABASE_URL) {
    console.log('Note: TEST_DATABASE_URL is not set, so the API suite runs on SQLite only (CI runs it on PostgreSQL too).');
  }
  const started = Date.now();
  const timings = fs.mkdtempSync(path.join(os.tmpdir(), 'skills-test-timings-'));
  const jestTimings = path.join(timings, 'jest.json');
  const e2eTimings = path.join(timings, 'e2e.json');
  const jest = run('Unit and API tests (jest)', '[jest]', 'npx', ['jest', '--reporters=default', `--reporters=${path.join(__dirname, 'helpers', 'timing-reporter.mjs')}`], {
    niceness: JEST_NICENESS,
    failureLine: jestFailureLine,
    extraEnv: { JEST_TIMINGS_FILE: jestTimings },
  });
  const reason = buildNeeded();
  const build = reason
    ? run(`Build for the end-to-end tests (${reason})`, '[build]', 'npm', ['run', 'build'])
    : Promise.resolve<Outcome>({ title: 'Build for the end-to-end tests (up to date)', status: 0, seconds: 0 });
  const servers = build.then((outcome) => (outcome.status === 0 ? E2E_WEB_SERVERS.map((s, i) => startE2eServer(s, `[e2e-server-${i}]`)) : null));
  const outcomes = await Promise.all([jest, build]);
  const e2eServers = await servers;
  if (!e2eServers) console.error('\nThe build failed: the end-to-end tests cannot run.');
  else if (!(await Promise.all(e2eServers.map((s) => s.ready))).every(Boolean)) {
    console.error('\nA server for the end-to-end tests did not start (its output is above, tagged [e2e-server-…]).');
    outcomes.push({ title: 'End-to-end tests (Playwright, Chromium)', status: 1, seconds: 0 });
  } else {
    for (const s of e2eServers) s.unnice();
    // The list reporter keeps the usual output; the JSON one feeds the slowest-files list.
    outcomes.push(
      await run('End-to-end tests (Playwright, Chromium)', '[e2e]', 'npx', ['playwright', 'test', '--reporter=list,json'], {
        extraEnv: { E2E_REUSE_SERVER: '1', PLAYWRIGHT_JSON_OUTPUT_FILE: e2eTimings },
      }),
    );
  }
  for (const s of e2eServers ?? []) s.stop();

  const seconds = (Date.now() - started) / 1000;
  const times = readTimings(jestTimings, e2eTimings);
  fs.rmSync(timings, { recursive: true, force: true });
  if (times.length) {
    // Every file's time, slowest first, for whoever looks for the next thing to make faster.
    fs.mkdirSync(TIMINGS_DIR, { recursive: true });
    fs.writeFileSync(path.join(TIMINGS_DIR, 'test-file-times.txt'), `${slowestFilesLines(times, times.length).join('\n')}\n`);
    console.log(`\n=== The ${Math.min(SLOWEST_SHOWN, times.length)} slowest test files (of ${times.length}; all in test-results/test-file-times.txt) ===`);
    for (const line of slowestFilesLines(times)) console.log(line);
  }
  console.log(`\n=== Summary (${Math.round(seconds)} s) ===`);
  for (const r of outcomes) {
    console.log(`${r.title}: ${r.status === 0 ? 'passed' : 'FAILED'} (${r.seconds} s)`);
    if (r.status !== 0) for (const failure of r.failures?.slice(0, 40) ?? []) console.log(failure);
  }
  const warning = budgetWarning(seconds);
  if (warning) console.log(`\n${warning}`);
  process.exit(outcomes.length < 3 || outcomes.some((r) => r.status !== 0) ? 1 : 0);
}

void main();
