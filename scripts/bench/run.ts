import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { measureApiOn, measureApiOnPostgres } from './api-phase';
import { firstLoadSizes } from './bundle-size';
import { measureCluster } from './cluster';
import { BENCH_DEMO_PASSWORD, readFixtures, runCli, type Fixtures } from './data';
import { chromePath } from './lighthouse';
import { measureLighthouse } from './lighthouse-phase';
import { firstByte } from './first-byte';
import { HOME_HTML_TARGET_BYTES, LIGHTHOUSE_BUDGET_TEXT, LIGHTHOUSE_RUNS, pageMisses, SCRIPT_TBT_TARGET_MS, scriptTbt, writeLighthouseReport } from './lighthouse-report';
import { DEMO_LEARNER_PHONE } from './lighthouse-session';
import { pageLabel } from './answered';
import { log, QUICK_REQUESTS, QUICK_SAMPLE_MS, type Bare, type Bench } from './context';
import { answerOf, FLOOR_IDS, KEPT_TARGET, pageJudgement, sameBodyBaselines } from './like-for-like';
import { load } from './load';
import { parseOptions, runsPhase, type BenchOptions } from './options';
import type { Running } from './processes';
import { profileWorstMiss } from './profiled';
import { bodyName, capture, keepBody } from './same-body';
import { learnerSession } from './soak-session';
import { queriesPerView } from './query-count';
import { applyRatios, missedTargetNotes, type Measured, type Report, writeReport } from './report';
import { measureCredentials } from './credential-phase';
import { measureExport } from './export-phase';
import { measureImport } from './import-phase';
import { measureScale } from './scale-phase';
import { measureStorage } from './storage-phase';
import { measureSubsidy } from './subsidy-phase';
import { measureVersions } from './versions-phase';
import { apiScenarios, LEARNER_STREAMED_PAGES, loginScenario, PAGE_HEADERS, publicPages, type Scenario } from './scenarios';
import { serverSet, startApi, startBaseline, startNext } from './servers';

function newReport(opts: BenchOptions): Report {
  return {
    startedAt: new Date().toISOString(),
    machine: { cpus: os.cpus().length, node: process.versions.node, platform: `${os.platform()} ${os.release()}`, memoryGb: Math.round(os.totalmem() / 2 ** 30) },
    settings: { connections: opts.connections, durationSeconds: opts.durationSeconds, quick: opts.quick },
    results: [],
    figures: [],
    notes: [],
  };
}

function measurer(opts: BenchOptions, report: Report) {
  return async (s: Scenario): Promise<Measured> => {
    const base = { url: s.url, connections: opts.connections, durationSeconds: opts.durationSeconds, ...s.load };
    // A short warm-up fills caches, JIT and pools; only the second run counts. The smoke mode sends
    // a fixed number of requests instead, so it proves every scenario answers even on a busy machine.
    const warm = opts.quick ? { amount: 3, connections: 1, durationSeconds: 60, sampleMs: QUICK_SAMPLE_MS } : { connections: Math.min(10, opts.connections), durationSeconds: 2 };
    await load({ ...base, ...warm });
    const result = await load(opts.quick ? { ...base, amount: QUICK_REQUESTS, durationSeconds: 60, sampleMs: QUICK_SAMPLE_MS } : base);
    const { id, section, title, baseline, target, note, whyMissed, answered } = s;
    const measured: Measured = { ...result, id, section, title, baseline, target, note, whyMissed, answered };
    report.results.push(measured);
    log(`${s.title}${answered ? ` [${answered}]` : ''}: ${result.rps} req/s, ${result.bytesPerAnswer} B/answer, p50 ${result.p50} ms, p99 ${result.p99} ms${result.non2xx ? `, ${result.non2xx} non-2xx ${JSON.stringify(result.statusCodes)}` : ''}${result.errors ? `, ${result.errors} errors` : ''}`);
    return measured;
  };
}

function build(report: Report) {
  log('building (npm run build)…');
  const started = Date.now();
  const result = spawnSync('npm', ['run', 'build'], { stdio: 'inherit', env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' } });
  if (result.status !== 0) throw new Error('the build failed');
  report.figures.push({ section: 'Build', name: 'next build', value: `${Math.round((Date.now() - started) / 1000)} s` });
}

// Issue 21's budgets: public pages 120 kB, pages behind the learner sign-in 130 kB (they need SWR
// and the API client on the client); issue 9's 200 kB for the /manage shell.
const BUDGET_KB = { public: 120, learner: 130, manage: 200 } as const;
const HOME_HTML_KB = HOME_HTML_TARGET_BYTES / 1000;

function bundleFigures(report: Report) {
  for (const size of firstLoadSizes()) {
    if (size.area === 'other') continue;
    const limit = BUDGET_KB[size.area];
    report.figures.push({
      section: size.area === 'learner' ? 'First-load JS, learner pages behind sign-in (gzipped)' : 'First-load JS per route (gzipped, from the build)',
      name: size.route,
      value: `${size.firstLoadKb} kB`,
      target: `≤ ${limit} kB`,
      pass: size.firstLoadKb <= limit,
    });
  }
}

/** The HTML a visitor's first request for / downloads, before compression (markup, RSC payload, inline scripts). */
function homeHtmlFigure(report: Report, captured: { body: Buffer }) {
  const kb = Math.round(captured.body.length / 100) / 10;
  report.figures.push({ section: 'HTML size (zh, uncompressed)', name: '/', value: `${kb} kB`, target: `≤ ${HOME_HTML_KB} kB`, pass: kb <= HOME_HTML_KB });
}

const FLOORS = [
  { id: FLOOR_IDS.prerendered, path: '/api/bench-floor/static', title: 'floor: a small page Next prerenders', expect: 'prerendered' },
  { id: FLOOR_IDS.perRequest, path: '/api/bench-floor/dynamic', title: 'floor: a trivial page Next renders per request (no data)', expect: 'per request' },
] as const;

async function nextPhase(bench: Bench, bare: Bare, next: string, fixtures: Fixtures, profiledNext: (dir: string) => Promise<Running>) {
  const { report, measure } = bench;
  const floors = 'Next floors (BENCH_FLOORS=1, outside the nonce)';
  const found = new Set<string>();
  for (const floor of FLOORS) {
    const s: Scenario = { id: floor.id, section: floors, title: floor.title, url: `${next}${floor.path}`, load: { headers: PAGE_HEADERS } };
    const captured = await answerOf(s);
    if (captured.status !== 200) {
      report.notes.push(`${floor.path} answered ${captured.status}: the server was not started with BENCH_FLOORS=1 or the build predates the floors.`);
      continue;
    }
    if (captured.answered !== floor.expect) report.notes.push(`${floor.title} was answered ${captured.answered}, not ${floor.expect} as it should be.`);
    const baseline = floor.id === FLOOR_IDS.prerendered ? await sameBodyBaselines(bench, bare, s, captured, ['node']) : FLOOR_IDS.prerendered;
    await measure({ ...s, baseline, answered: pageLabel(captured.answered) });
    found.add(floor.id);
  }
  await measure({ id: 'next-handler', section: floors, title: 'next start: trivial route handler (/api/health)', url: `${next}/api/health`, baseline: 'baseline-hono' });

  const pages = 'Pages (next start, zh), each against the floor answered the same way';
  const pageScenarios: Scenario[] = [];
  const session = await learnerSession(fetch, next, { username: fixtures.learnerPhones[0], password: BENCH_DEMO_PASSWORD }).catch(() => null);
  const list = [
    ...publicPages(fixtures).map((p) => ({ ...p, headers: PAGE_HEADERS })),
    ...(session ? LEARNER_STREAMED_PAGES.map((path) => ({ path, paths: [path], headers: { ...PAGE_HEADERS, ...session }, signedIn: true })) : []),
  ];
  if (!session) report.notes.push('The learner could not sign in through the proxy: no signed-in page measured.');
  for (const page of list) {
    const s: Scenario = {
      id: `page:${page.path}`,
      section: pages,
      title: `${page.path}${'signedIn' in page ? ' (signed in)' : ''}`,
      url: `${next}${page.paths[0]}`,
      load: { headers: page.headers, paths: page.paths.length > 1 ? page.paths : undefined },
    };
    // Pages that rotate over ids: each one visited first, as visitors before us would have.
    for (const other of page.paths.slice(1)) await capture(`${next}${other}`, page.headers).catch(() => undefined);
    const captured = await answerOf(s);
    if (captured.status !== 200) {
      report.notes.push(`${page.path} answered ${captured.status} before the run: not measured.`);
      continue;
    }
    if (page.path === '/' && !('signedIn' in page)) homeHtmlFigure(report, captured);
    const judged = pageJudgement(captured.answered, page.path, found);
    const baseline = judged.sameBody ? await sameBodyBaselines(bench, bare, s, captured, ['node']) : judged.baseline;
    const scenario = { ...s, baseline, target: judged.target, answered: pageLabel(captured.answered) };
    pageScenarios.push(scenario);
    await measure(scenario);
  }

  if (session) await learnerFirstBytes(bench, next, session);

  const proxied = 'API through the /api/v1 proxy (next start, built-in API), each against a trivial route handler answering the same body';
  const proxyScenarios: Scenario[] = [];
  for (const s of apiScenarios(proxied, next, fixtures, '', 'proxy')) {
    const captured = await answerOf(s);
    if (captured.status !== 200) {
      report.notes.push(`${s.title} through the proxy answered ${captured.status} before the run: not measured.`);
      continue;
    }
    const name = bodyName(`proxy-${s.id}`);
    keepBody(bare.bodies, name, captured);
    const handler = `handler-same:${s.id}`;
    await measure({ id: handler, section: proxied, title: `trivial Next route handler, the same ${captured.body.length} bytes`, url: `${next}/api/bench-floor/body/${name}` });
    const whyMissed = 'the proxy routes into the API, copies headers both ways and adds a metric and log line';
    const scenario = { whyMissed, ...s, baseline: handler, target: KEPT_TARGET, answered: captured.answered };
    proxyScenarios.push(scenario);
    await measure(scenario);
  }
  await measure(loginScenario('Login (through the proxy)', next, fixtures, BENCH_DEMO_PASSWORD));
  await profileWorstMiss(bench, pageScenarios, profiledNext);
  await profileWorstMiss(bench, proxyScenarios, profiledNext);
}

/** Issue 33: the streamed learner pages' time to first byte at the bench's connections, beside the trivial per-request page's. */
async function learnerFirstBytes(bench: Bench, next: string, session: Record<string, string>) {
  const section = `Time to first byte (signed-in learner pages, ${bench.opts.connections} connections)`;
  const total = bench.opts.quick ? 50 : 1000;
  const pages = [{ name: 'floor: a trivial page Next renders per request', path: FLOORS[1].path, headers: PAGE_HEADERS }, ...LEARNER_STREAMED_PAGES.map((path) => ({ name: `${path} (signed in)`, path, headers: { ...PAGE_HEADERS, ...session } }))];
  for (const page of pages) {
    const r = await firstByte(`${next}${page.path}`, page.headers, bench.opts.connections, total);
    bench.report.figures.push({
      section,
      name: page.name,
      value: `first byte p50 ${r.firstByteP50} ms, p99 ${r.firstByteP99} ms; whole page p50 ${r.completeP50} ms, p99 ${r.completeP99} ms (${r.requests} requests)`,
      note: r.non2xx ? `${r.non2xx} answers were not 2xx` : undefined,
    });
  }
}

async function lighthousePhase(bench: Bench, next: string, fixtures: Fixtures) {
  if (!chromePath()) {
    bench.report.notes.push('Lighthouse skipped: no Chromium found (set CHROME_PATH).');
    return;
  }
  const learner = fixtures.learnerPhones.includes(DEMO_LEARNER_PHONE) ? DEMO_LEARNER_PHONE : fixtures.learnerPhones[0];
  const outcome = await measureLighthouse({
    origin: next,
    rawDir: path.join(bench.work, 'lighthouse-raw'),
    learner: learner ? { username: learner, password: BENCH_DEMO_PASSWORD } : null,
    checkPayload: fixtures.checkPayload,
    floors: true,
    log,
  });
  const section = `Lighthouse (mobile, simulated throttling, median of ${LIGHTHOUSE_RUNS} runs)`;
  if (outcome.floor) {
    const f = outcome.floor.median;
    bench.report.figures.push({ section, name: outcome.floor.page.label, value: `performance ${f.performance}, TBT ${f.tbtMs} ms, LCP ${f.lcpMs} ms` });
  }
  for (const result of outcome.results) {
    const { page, median: s, scriptFree } = result;
    const fromScripts = scriptTbt(result);
    bench.report.figures.push({
      section,
      name: page.signedIn ? `${page.label} (signed in)` : page.label,
      value: `performance ${s.performance}, TBT ${s.tbtMs} ms, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}; LCP ${s.lcpMs} ms, CLS ${s.cls}`
        + (scriptFree ? `; without scripts: performance ${scriptFree.performance}, TBT ${scriptFree.tbtMs} ms, so ${fromScripts} ms from scripts` : ''),
      target: `${LIGHTHOUSE_BUDGET_TEXT}; TBT from scripts ≤ ${SCRIPT_TBT_TARGET_MS} ms`,
      pass: pageMisses(result).length === 0,
    });
  }
  if (outcome.homeHtml) {
    const { bytes, gzipBytes } = outcome.homeHtml;
    bench.report.figures.push({ section, name: 'HTML of / (plain fetch)', value: `${bytes} bytes uncompressed, ${gzipBytes} bytes gzipped` });
  }
  for (const failure of outcome.failures) bench.report.notes.push(`Lighthouse: ${failure}`);
  const { markdown } = writeLighthouseReport(outcome, bench.opts.outDir);
  log(`lighthouse report: ${markdown}`);
}

async function upstreamPhase(bench: Bench, apiUrl: string, fixtures: Fixtures, logDir: string) {
  const site = await startNext({ API_UPSTREAM_URL: apiUrl, DATABASE_URL: 'file:/nonexistent/never.db' }, logDir, 'next-upstream');
  try {
    const section = 'Site in front of the API tier (API_UPSTREAM_URL → npm run api)';
    await bench.measure({ id: 'upstream-handler', section, title: 'this site: trivial route handler (/api/health)', url: `${site.url}/api/health`, baseline: 'next-handler' });
    for (const s of apiScenarios(section, site.url, fixtures, 'upstream-handler', 'upstream').slice(0, 3)) await bench.measure(s);
    const page: Scenario = { id: 'upstream-page-class', section, title: '/class (its data from the API tier)', url: `${site.url}/class`, load: { headers: PAGE_HEADERS }, baseline: 'page:/class' };
    const answered = (await answerOf(page)).answered;
    await bench.measure({ ...page, answered: answered === 'per request' ? 'rendered per request' : answered });
  } finally {
    await site.stop();
  }
}

// The Next server of the bench, with its floors on (lib/server/bench-floors.ts) reading the captured bodies.
const nextEnv = (env: Record<string, string>, bodies: string) => ({ ...env, BENCH_FLOORS: '1', BENCH_FLOOR_DIR: bodies });
const profilerArgs = (dir: string) => ['--cpu-prof', `--cpu-prof-dir=${dir}`];

async function main() {
  const opts = parseOptions(process.argv.slice(2));
  const report = newReport(opts);
  const work = path.resolve(opts.outDir, 'bench-work');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const bench: Bench = { opts, report, work, measure: measurer(opts, report) };
  const servers = serverSet();
  const bareServers = serverSet();
  const stopOnSignal = () => void Promise.all([servers.stopAll(), bareServers.stopAll()]).finally(() => process.exit(130));
  process.on('SIGINT', stopOnSignal);
  process.on('SIGTERM', stopOnSignal);
  const runs = (phase: Parameters<typeof runsPhase>[1]) => runsPhase(opts, phase);

  try {
    const needsNext = runs('next') || runs('upstream') || runs('lighthouse') || runs('cluster');
    if (opts.build && needsNext) build(report);
    const haveBuild = fs.existsSync('.next/BUILD_ID');
    const withNext = opts.next && haveBuild;
    if (opts.next && needsNext && !haveBuild) report.notes.push('No build found (.next/BUILD_ID): the Next phases were skipped. Run without --no-build.');
    if (haveBuild && runs('next')) bundleFigures(report);

    const databaseUrl = `file:${path.join(work, 'bench.db')}`;
    log('seeding a fresh SQLite database…');
    const seedStarted = Date.now();
    // The smoke mode measures no signature (only Lighthouse's check page needs one): it seeds unsigned.
    runCli('lib/server/cli/seed.ts', { DATABASE_URL: databaseUrl }, opts.quick ? ['--no-sign'] : []);
    const seedName = opts.quick ? 'demo seed (SQLite, certificates left unsigned)' : 'demo seed (SQLite)';
    report.figures.push({ section: 'Data', name: seedName, value: `${Math.round((Date.now() - seedStarted) / 100) / 10} s` });

    // BENCH_SQL_LOG: the API writes there the statements of the bench's own requests (sql-floor.ts), nothing else.
    const env = { DATABASE_URL: databaseUrl, API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', BENCH_SQL_LOG: path.join(work, 'sql-statements.jsonl') };
    const bodies = path.join(work, 'bodies');
    fs.mkdirSync(bodies, { recursive: true });
    // Started side by side (each is a tsx process that takes a second or two to answer); every one
    // that started is in its set before a failure of another is thrown, so the finally stops it.
    const started = await Promise.allSettled([startBaseline('node', work, bodies), startBaseline('hono', work, bodies), startApi(env, work)]);
    started.forEach((s, i) => s.status === 'fulfilled' && (i < 2 ? bareServers : servers).list.push(s.value));
    const failed = started.find((s) => s.status === 'rejected');
    if (failed) throw failed.reason;
    const [nodeBase, honoBase, api] = started.map((s) => (s as PromiseFulfilledResult<Running>).value);
    const bare: Bare = { node: nodeBase, hono: honoBase, bodies };
    bench.bare = bare;
    const fixtures = await readFixtures(api.url, databaseUrl);

    const floors = 'Physical limit';
    await bench.measure({ id: 'baseline-node', section: floors, title: 'bare node:http, small JSON', url: `${nodeBase.url}/` });
    await bench.measure({ id: 'baseline-hono', section: floors, title: 'bare Hono, small JSON', url: `${honoBase.url}/`, baseline: 'baseline-node' });

    let nextUrl: string | undefined;
    if (withNext && (runs('next') || runs('lighthouse'))) {
      const next = await startNext(nextEnv(env, bodies), work);
      servers.list.push(next);
      nextUrl = next.url;
      if (runs('next')) {
        const profiled = (dir: string) => startNext(nextEnv(env, bodies), work, 'next-profiled', profilerArgs(dir));
        await nextPhase(bench, bare, next.url, fixtures, profiled);
        await queriesPerView(bench, next.url, fixtures.classIds[0], opts.quick ? QUICK_REQUESTS : 1000);
      }
    }

    if (runs('api')) {
      // On the seeded SQLite file, then on a fresh PostgreSQL database when a server is given (api-phase.ts).
      await measureApiOn(bench, bare, { api, env, fixtures, database: 'SQLite', prefix: 'direct', kinds: ['node', 'hono'] });
      await measureApiOnPostgres(bench, bare, env);
    }

    if (withNext && runs('upstream')) await upstreamPhase(bench, api.url, fixtures, work);
    if (withNext && nextUrl && runs('lighthouse')) await lighthousePhase(bench, nextUrl, fixtures);
    await servers.stopAll();

    if (runs('versions')) await measureVersions(bench, opts.beforeRef);
    if (runs('export')) await measureExport(bench, databaseUrl);
    if (runs('credentials')) await measureCredentials(report, opts.quick ? 30 : undefined);
    if (runs('import')) await measureImport(bench, databaseUrl);
    if (runs('storage')) await measureStorage(report, opts.quick);
    if (runs('cluster') && withNext) await measureCluster(bench);
    if (runs('scale')) await measureScale(bench, databaseUrl, fixtures);
    if (runs('subsidy')) await measureSubsidy(report);
  } catch (error) {
    report.notes.push(`The run stopped early: ${(error as Error).message}`);
    process.exitCode = 1;
  } finally {
    await servers.stopAll();
    await bareServers.stopAll();
    applyRatios(report.results);
    report.notes.push(...missedTargetNotes(report));
    report.finishedAt = new Date().toISOString();
    const written = writeReport(report, opts.outDir);
    console.log(fs.readFileSync(written.markdown, 'utf8'));
    log(`report: ${written.markdown} and ${written.json}`);
  }
}

void main();
