import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { BENCH_ADMIN_PASSWORD, BENCH_DEMO_PASSWORD } from './data';
import { answeredBy } from './answered';
import { log, type Bench } from './context';
import { load, type LoadResult } from './load';
import { freePort, start, type Running } from './processes';
import { PAGE_HEADERS } from './scenarios';
import { DEMO_LEARNER_PHONE } from './lighthouse-session';
import { learnerSession } from './soak-session';
import { compareLine, groupRssMb, type Alternated, type Side } from './versions';

// Issue 33: the framework upgrade measured before and after on one machine in one run. The earlier
// version is a git worktree of another commit (DEFAULT_BEFORE_REF: the last on Next 15.5) with its
// own `npm install`, kept between runs in the system's temporary folder (outside this project: under
// it, Next would take this project's lock file for the workspace root and nest the standalone server). Both are built, started
// with `npm start` on an empty database of their own, and loaded in turn with the same requests.

type Version = { side: Side; label: string; dir: string; server?: Running; session?: Record<string, string> | null };

const ROUNDS = 2;
const ENV = { NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

function git(args: string[]): string {
  const run = spawnSync('git', args, { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`git ${args.join(' ')}: ${run.stderr.trim()}`);
  return run.stdout.trim();
}

function npm(args: string[], cwd: string): number {
  const started = Date.now();
  const run = spawnSync('npm', args, { cwd, stdio: 'inherit', env: { ...process.env, ...ENV } });
  if (run.status !== 0) throw new Error(`npm ${args.join(' ')} in ${cwd} failed (${run.status})`);
  return Date.now() - started;
}

/** The earlier commit checked out beside the reports with its own node_modules (installed once). */
function checkoutOf(ref: string): { dir: string; sha: string; installMs?: number } {
  const sha = git(['rev-parse', '--short', `${ref}^{commit}`]);
  const dir = path.join(os.tmpdir(), 'bench-before', sha);
  if (!fs.existsSync(path.join(dir, 'package.json'))) {
    git(['worktree', 'prune']);
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    git(['worktree', 'add', '--detach', dir, sha]);
  }
  if (fs.existsSync(path.join(dir, 'node_modules', '.package-lock.json'))) return { dir, sha };
  log(`installing ${sha}'s dependencies in ${dir}…`);
  return { dir, sha, installMs: npm(['install', '--no-audit', '--no-fund'], dir) };
}

const seconds = (ms: number) => `${Math.round(ms / 100) / 10} s`;

/** A cert:sign the start left running in the background, signing the rest of the demo certificates. */
function signingLeft(pgid: number): boolean {
  return groupRssMb(pgid).some((p) => /cert-sign|cert:sign/.test(p.command));
}

async function startVersion(version: Version, work: string): Promise<number> {
  const port = await freePort();
  const url = `http://localhost:${port}`;
  const started = Date.now();
  version.server = await start({
    name: `npm-start-${version.side}`,
    command: ['npm', 'run', '-s', 'start'],
    cwd: version.dir,
    port,
    host: 'localhost',
    readyPath: '/api/ready',
    timeoutMs: 600_000,
    logFile: path.join(work, `npm-start-${version.side}.log`),
    env: {
      PORT: String(port), HOST: '127.0.0.1', SITE_URL: url,
      DATABASE_URL: `file:${path.join(work, `versions-${version.side}.db`)}`,
      ADMIN_PASSWORD: BENCH_ADMIN_PASSWORD, DEMO_PASSWORD: BENCH_DEMO_PASSWORD,
      API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn', BENCH_FLOORS: '1', TRUSTED_PROXY_HOPS: '1',
    },
  });
  const readyMs = Date.now() - started;
  const until = Date.now() + 600_000;
  while (signingLeft(version.server.pid) && Date.now() < until) await new Promise((r) => setTimeout(r, 1000));
  return readyMs;
}

type Probe = { name: string; path: string; signedIn?: boolean };

// What the issue lists: cached pages, the proxy, pages rendered per request, reads that reach the database.
const PROBES: Probe[] = [
  { name: 'cached page /', path: '/' },
  { name: 'cached page /class', path: '/class' },
  { name: 'proxy: GET /api/v1/classes?per_page=15', path: '/api/v1/classes?per_page=15' },
  { name: 'per request: the trivial page (floor)', path: '/api/bench-floor/dynamic' },
  { name: 'per request: /user/center (signed in)', path: '/user/center', signedIn: true },
  { name: 'per request: /user/class (signed in)', path: '/user/class', signedIn: true },
  { name: 'per request: /user/info (signed in)', path: '/user/info', signedIn: true },
  { name: 'read that reaches the database: GET /api/v1/user/certificates (signed in, through the proxy)', path: '/api/v1/user/certificates', signedIn: true },
];

async function howAnswered(url: string, headers: Record<string, string>): Promise<string> {
  const response = await fetch(url, { headers });
  await response.arrayBuffer();
  return response.ok ? answeredBy(response.headers) : `status ${response.status}`;
}

function memoryLine(version: Version): string {
  const group = groupRssMb(version.server!.pid);
  const total = Math.round(group.reduce((n, p) => n + p.mb, 0));
  return `server ${group[0]?.mb ?? '?'} MB, all ${group.length} processes of \`npm start\` ${total} MB`;
}

export async function measureVersions(bench: Bench, beforeRef: string): Promise<void> {
  const { report, opts, work } = bench;
  const checkout = checkoutOf(beforeRef);
  const head = git(['rev-parse', '--short', 'HEAD']);
  const versions: Version[] = [
    { side: 'before', label: `before (${checkout.sha})`, dir: checkout.dir },
    { side: 'after', label: `after (${head})`, dir: process.cwd() },
  ];
  const labels = { before: versions[0].label, after: versions[1].label };
  const section = `Before and after the framework upgrade: ${checkout.sha} and ${head}, same machine, same run`;
  const figure = (name: string, value: string, note?: string) => report.figures.push({ section, name, value, note });
  if (checkout.installMs) report.notes.push(`The earlier version's npm install took ${seconds(checkout.installMs)} (not compared).`);
  for (const v of versions) figure('Next.js', JSON.parse(fs.readFileSync(path.join(v.dir, 'node_modules/next/package.json'), 'utf8')).version, v.label);

  const builds: string[] = [];
  for (const v of versions) {
    if (!opts.build && fs.existsSync(path.join(v.dir, '.next/BUILD_ID'))) continue;
    log(`building ${v.label} from nothing…`);
    // A build's caches (Turbopack keeps one under .next) would make a rebuild look faster than a first build.
    fs.rmSync(path.join(v.dir, '.next'), { recursive: true, force: true });
    builds.push(`${v.label} ${seconds(npm(['run', 'build'], v.dir))}`);
  }
  if (builds.length) figure('npm run build (no .next before it)', builds.join(' · '));

  try {
    const starts: string[] = [];
    for (const v of versions) {
      log(`starting ${v.label} on an empty database…`);
      starts.push(`${v.label} ${seconds(await startVersion(v, work))}`);
    }
    figure('first npm start (build present, empty database: migrate, seed, sign, serve) until /api/ready', starts.join(' · '));
    figure('memory per instance after start', versions.map((v) => `${v.label}: ${memoryLine(v)}`).join(' · '));

    for (const v of versions) {
      v.session = await learnerSession(fetch, v.server!.url, { username: DEMO_LEARNER_PHONE, password: BENCH_DEMO_PASSWORD }).catch(() => null);
      if (!v.session) report.notes.push(`${v.label}: the demo learner could not sign in; the signed-in rows are left out.`);
    }

    for (const probe of PROBES) {
      if (probe.signedIn && !versions.every((v) => v.session)) continue;
      const target = (v: Version) => ({ url: `${v.server!.url}${probe.path}`, headers: { ...PAGE_HEADERS, ...(probe.signedIn ? v.session! : {}) } });
      const runs: Alternated = { before: [], after: [] };
      for (const v of versions) await load({ ...target(v), connections: Math.min(10, opts.connections), durationSeconds: 2 });
      // After the warm-up: a cache's first view is always a miss.
      const answered = await Promise.all(versions.map((v) => howAnswered(target(v).url, target(v).headers)));
      for (let round = 0; round < ROUNDS; round++) {
        for (const v of versions) {
          const result: LoadResult = await load({ ...target(v), connections: opts.connections, durationSeconds: opts.durationSeconds });
          runs[v.side].push(result);
        }
      }
      const line = compareLine(runs, labels);
      figure(probe.name, line.value, `answered: ${versions.map((v, i) => `${v.label} ${answered[i]}`).join(', ')}`);
      log(`${probe.name}: ${line.value}`);
    }
    figure('memory per instance after the loads', versions.map((v) => `${v.label}: ${memoryLine(v)}`).join(' · '));
  } finally {
    await Promise.all(versions.map((v) => v.server?.stop()));
  }
}
