import { issueToken } from '@/lib/server/auth/tokens';
import { connect } from '@/lib/server/db/connect';
import { screenFigures } from '@/lib/server/services/screen/figures';
import { screenFeed } from '@/lib/server/services/screen/feed';
import { provincePlace } from '@/lib/server/services/screen/place';
import { listClasses } from '@/lib/server/services/classes';
import { findCertificateByNo, findCertificatesByHolder } from '@/lib/server/services/certificates';
import type { Db } from '@/lib/server/db';
import { readFixtures, runCli, type Fixtures } from './data';
import type { Bench } from './context';
import { apiWithBaselines, DB_READ_TARGET } from './like-for-like';
import { profileWorstMiss } from './profiled';
import { apiScenarios, type Scenario } from './scenarios';
import { startApi, startProfiledApi } from './servers';

type Timing = { p50: number; p99: number; n: number };

function percentiles(samples: number[]): Timing {
  const sorted = [...samples].sort((a, b) => a - b);
  const at = (q: number) => Math.round(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] * 100) / 100;
  return { p50: at(0.5), p99: at(0.99), n: sorted.length };
}

async function timeEach<T>(items: T[], work: (item: T) => Promise<unknown>): Promise<Timing> {
  const samples: number[] = [];
  for (const item of items) {
    const started = performance.now();
    await work(item);
    samples.push(performance.now() - started);
  }
  return percentiles(samples);
}

/** Rows spread over the whole table, picked by random id (ORDER BY random() would scan it all). */
async function randomCertificates(db: Db, n: number) {
  const max = (await db.selectFrom('certificates').select((eb) => eb.fn.max('id').as('m')).executeTakeFirstOrThrow()).m ?? 0;
  const ids = Array.from({ length: n * 2 }, () => 1 + Math.floor(Math.random() * Number(max)));
  const rows = await db.selectFrom('certificates').select(['cert_no', 'holder_name', 'id_number']).where('id', 'in', ids).execute();
  return rows.slice(0, n);
}

/** Service calls in this process, without HTTP: what the database work costs per request. */
export async function serviceTimings(databaseUrl: string) {
  const db = connect(databaseUrl);
  try {
    const certs = await randomCertificates(db, 1000);
    return {
      byNumber: await timeEach(certs, (c) => findCertificateByNo(db, c.cert_no)),
      byHolder: await timeEach(certs.slice(0, 500), (c) => findCertificatesByHolder(db, c.holder_name, c.id_number)),
      classList: await timeEach(Array.from({ length: 100 }), () => listClasses(db, {}, { page: 1, perPage: 15 }, {})),
      classListDeep: await timeEach(Array.from({ length: 50 }), () => listClasses(db, {}, { page: 200, perPage: 15 }, {})),
      ...(await screenServiceTimings(db)),
    };
  } finally {
    await db.destroy();
  }
}

/** The data screen's figures computed from the aggregates each time (no kept copy), province and one city; and its feed. */
async function screenServiceTimings(db: Db) {
  const now = new Date();
  const province = await provincePlace(db, process.env.PLATFORM_PROVINCE || '410000');
  const city = await db.selectFrom('regions').select(['code', 'name']).where('parent_code', '=', province.code).orderBy('code').executeTakeFirst();
  const cityPlace = { level: 'city' as const, code: city?.code ?? province.code, name: city?.name ?? '', provinceName: province.name };
  return {
    screenProvince: await timeEach(Array.from({ length: 50 }), () => screenFigures(db, province, now)),
    screenCity: await timeEach(Array.from({ length: 50 }), () => screenFigures(db, cityPlace, now)),
    screenFeed: await timeEach(Array.from({ length: 50 }), () => screenFeed(db, cityPlace)),
  };
}

/** `npm run screen:rebuild`: every aggregate of the data screen recounted from the detail tables. */
function timeScreenRebuild(bench: Bench, databaseUrl: string, section: string, size: string): void {
  const started = Date.now();
  const output = runCli('lib/server/cli/screen-rebuild.ts', { DATABASE_URL: databaseUrl });
  bench.report.figures.push({ section, name: `npm run screen:rebuild (${size})`, value: `${Math.round((Date.now() - started) / 100) / 10} s`, note: output.trim().split('\n').at(-1) });
}

const show = (t: Timing) => `p50 ${t.p50} ms, p99 ${t.p99} ms (${t.n} calls)`;

/**
 * The same measurements at the seeded size and after `db:scale` (1M certificates and learners,
 * 100k classes, 2M enrolments): the targets are the ratio between the two and the certificate
 * lookup's p99 on the server.
 */
export async function measureScale(bench: Bench, databaseUrl: string, seeded: Fixtures): Promise<void> {
  const { report } = bench;
  const section = 'Data scale: seeded size against 1M certificates / 1M learners / 100k classes / 2M enrolments';
  timeScreenRebuild(bench, databaseUrl, section, 'seeded');
  const before = await serviceTimings(databaseUrl);
  await measureApiReads(bench, databaseUrl, section, 'seeded', seeded.certNos);

  console.log('[bench] npm run db:scale (this takes minutes)…');
  const started = Date.now();
  const output = runCli('lib/server/cli/scale.ts', { DATABASE_URL: databaseUrl });
  report.figures.push({ section, name: 'npm run db:scale', value: `${Math.round((Date.now() - started) / 1000)} s`, note: output.trim().split('\n').at(-1) });

  timeScreenRebuild(bench, databaseUrl, section, 'at scale');
  const after = await serviceTimings(databaseUrl);
  const pairs: Array<[string, keyof typeof before, number | undefined]> = [
    ['data screen figures, province, computed from the aggregates (service, no kept copy)', 'screenProvince', 50],
    ['data screen figures, one city, computed from the aggregates (service, no kept copy)', 'screenCity', 50],
    ['data screen feed, one city (service)', 'screenFeed', 50],
    ['certificate by number (service, in process)', 'byNumber', 20],
    ['certificates by holder name + ID number (service)', 'byHolder', 20],
    ['class list, page 1 (service)', 'classList', undefined],
    ['class list, page 200 (service)', 'classListDeep', undefined],
  ];
  for (const [name, key, limitMs] of pairs) {
    report.figures.push({
      section,
      name,
      value: `seeded: ${show(before[key])}; scaled: ${show(after[key])}`,
      target: limitMs ? `p99 < ${limitMs} ms at scale` : 'scaled p50 ≤ 1.5 × seeded',
      pass: limitMs ? after[key].p99 < limitMs : after[key].p50 <= 1.5 * Math.max(before[key].p50, 0.5),
    });
  }

  await measureApiReads(bench, databaseUrl, section, 'scaled', (await scaledCertNos(databaseUrl)) ?? seeded.certNos);
  judgeScreen(bench, section);
}

/**
 * The API endpoints with the response cache off (API_CACHE_SECONDS=0), so every request reads the
 * database: kept answers would cost the same at any size and hide what the indexes do. Each is
 * judged against bare node:http answering its very body (≥ 40 %), and at scale against itself at
 * the seeded size (at most 1.5× slower, i.e. ≥ 66.7 % of its throughput).
 */
async function measureApiReads(bench: Bench, databaseUrl: string, section: string, size: 'seeded' | 'scaled', certNos: string[]) {
  const env = { DATABASE_URL: databaseUrl, API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'info', API_CACHE_SECONDS: '0' };
  const api = await startApi(env, bench.work, `api-${size}`);
  const scenarios: Scenario[] = [];
  try {
    const fixtures = { ...(await readFixtures(api.url, databaseUrl)), certNos };
    const label = size === 'seeded' ? 'seeded, not kept' : 'at scale, not kept';
    for (const s of apiScenarios(section, api.url, fixtures, '', size)) scenarios.push({ ...s, title: `${label}: ${s.title}` });
    scenarios.push(...(await screenScenarios(databaseUrl, api.url, section, size, label)));
    if (size === 'scaled') {
      scenarios.push({
        id: 'scaled-classes-deep',
        section,
        title: 'at scale, not kept: GET /api/v1/classes?page=500 (deep page)',
        url: `${api.url}/api/v1/classes?per_page=15&page=500`,
      });
    }
    if (bench.bare) await apiWithBaselines(bench, bench.bare, scenarios, ['node'], DB_READ_TARGET);
    else for (const s of scenarios) await bench.measure(s);
    await timeScreenAnswers(bench, section, scenarios.filter((s) => SCREEN_ID.test(s.id)));
  } finally {
    await api.stop();
  }
  await profileWorstMiss(bench, scenarios, (dir) => startProfiledApi(env, bench.work, `api-${size}-profiled`, dir));
  if (size === 'scaled') {
    for (const scaled of bench.report.results.filter((r) => r.section === section && r.id.startsWith('scaled-'))) {
      const seeded = bench.report.results.find((r) => r.id === scaled.id.replace(/^scaled-/, 'seeded-'));
      if (!seeded?.rps) continue;
      const ratio = scaled.rps / seeded.rps;
      bench.report.figures.push({
        section,
        name: `${scaled.title.replace(/^at scale, not kept: /, '')}: at scale against seeded`,
        value: `${Math.round(ratio * 1000) / 10} % (${scaled.rps} against ${seeded.rps} req/s)`,
        target: '≥ 66.7 % (at most 1.5× slower)',
        pass: ratio >= 1 / 1.5,
      });
    }
  }
}

/** The data screen's endpoints as the province's administrator (a token issued in the database) and as anyone. */
async function screenScenarios(databaseUrl: string, origin: string, section: string, size: string, label: string): Promise<Scenario[]> {
  const db = connect(databaseUrl);
  let token: string;
  try {
    const admin = await db.selectFrom('managers').select('id').where('username', '=', 'admin').executeTakeFirstOrThrow();
    token = (await issueToken(db, { guard: 'manage', subjectId: admin.id })).access_token;
  } finally {
    await db.destroy();
  }
  const session = { headers: { authorization: `Bearer ${token}` } };
  const target = 'p99 < 50 ms one answer at a time';
  return [
    { id: `${size}-screen`, title: `${label}: GET /api/v1/manage/screen (province)`, url: `${origin}/api/v1/manage/screen`, load: session },
    { id: `${size}-screen-city`, title: `${label}: GET /api/v1/manage/screen?city_code=410100 (drill-down)`, url: `${origin}/api/v1/manage/screen?city_code=410100`, load: session },
    { id: `${size}-data-screen`, title: `${label}: GET /api/v1/data-screen (public)`, url: `${origin}/api/v1/data-screen` },
  ].map((s) => ({ ...s, section, note: `${target}; figures kept until the aggregates change, the feed read each time` }));
}

const SCREEN_ID = /-(screen|screen-city|data-screen)$/;
const SCREEN_ANSWERS = 200;

/**
 * How long one answer of each screen endpoint takes over HTTP, requests one after another (issue 32:
 * each figure answers in under 50 ms at p99). The load runs above keep the bench's connections busy at
 * once, so their latencies are mostly the wait behind the other 49 requests on two cores (at 800
 * answers a second, 50 in flight wait 60 ms on average whatever one answer costs); they are reported
 * as throughput beside the floor. A wall screen asks once every SCREEN_REFRESH_SECONDS.
 */
async function timeScreenAnswers(bench: Bench, section: string, scenarios: Scenario[]): Promise<void> {
  for (const s of scenarios) {
    const headers = (s.load as { headers?: Record<string, string> } | undefined)?.headers ?? {};
    const ask = async () => {
      const answer = await fetch(s.url, { headers });
      await answer.arrayBuffer();
      if (!answer.ok) throw new Error(`${s.url} answered ${answer.status}`);
    };
    for (let i = 0; i < 20; i++) await ask();
    const t = await timeEach(Array.from({ length: SCREEN_ANSWERS }), ask);
    bench.report.figures.push({ section, name: `${s.title}: one answer at a time`, value: show(t), target: 'p99 < 50 ms', pass: t.p99 < 50 });
  }
}

/** The screen endpoints under the bench's load: latency there is queueing (see timeScreenAnswers), so it is shown, not judged. */
function judgeScreen(bench: Bench, section: string): void {
  for (const r of bench.report.results.filter((x) => x.section === section && SCREEN_ID.test(x.id))) {
    bench.report.figures.push({ section, name: `${r.title}: under load`, value: `${r.rps} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms` });
  }
}

async function scaledCertNos(databaseUrl: string): Promise<string[] | undefined> {
  const db = connect(databaseUrl);
  try {
    const rows = await randomCertificates(db, 500);
    return rows.length ? rows.map((r) => r.cert_no) : undefined;
  } finally {
    await db.destroy();
  }
}
