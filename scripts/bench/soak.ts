import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';
import { connect } from '@/lib/server/db/connect';
import { BENCH_DEMO_PASSWORD, runCli } from './data';
import { startApi, startNext } from './servers';
import { learnerSession } from './soak-session';

// `npm run bench:soak [-- --seconds=60 --clients=200]`: 200 concurrent clients for 60 s on
// loopback mixing page and API reads, logins and enrolments. Passes when nothing fails other than
// intended refusals (429 limits, 409 full/already enrolled) and the server's memory stays flat.

const arg = (name: string, fallback: number) => Number(process.argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1] ?? fallback);
const SECONDS = arg('seconds', 60);
const CLIENTS = arg('clients', 200);
// --only=read|login|enrol sends one kind alone (to see which one a problem follows).
const ONLY = process.argv.find((a) => a.startsWith('--only='))?.split('=')[1];

async function memory(origin: string): Promise<{ rss: number; heap: number }> {
  const text = await (await fetch(`${origin}/api/metrics`)).text();
  const mb = (name: string) => Number(text.split('\n').find((l) => l.startsWith(`${name} `))?.split(' ')[1] ?? 0) / 2 ** 20;
  return { rss: mb('process_resident_memory_bytes'), heap: mb('nodejs_heap_size_used_bytes') };
}

async function main() {
  const work = path.resolve('reports', 'soak-work');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const databaseUrl = `file:${path.join(work, 'soak.db')}`;
  console.log('[soak] seeding…');
  runCli('lib/server/cli/seed.ts', { DATABASE_URL: databaseUrl });
  const env = { DATABASE_URL: databaseUrl, API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
  const nodeArgs = ['--expose-gc', '--require', path.resolve('scripts/bench/live-heap.cjs')];
  const serverStartedAt = Date.now();
  const name = fs.existsSync('.next/BUILD_ID') ? 'soak-next' : 'soak-api';
  const server = name === 'soak-next' ? await startNext(env, work, name, nodeArgs) : await startApi(env, work, name, nodeArgs);
  const origin = server.url;
  try {
    const db = connect(databaseUrl);
    const phones = (await db.selectFrom('users').select('phone').orderBy('id').limit(400).execute()).map((r) => r.phone);
    const classIds = (await db.selectFrom('classes').select('id').where('status', '=', 'enrolling')
      // Classes any signed-in learner may join: subsidised ones need a verified identity (enrollment-states.ts).
      .where('requires_verification', '=', 0).where('subsidy_cents', '=', 0).execute()).map((r) => r.id);
    await db.destroy();
    const ip = (i: number) => `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}`;
    // Each enrolling client holds a real session: through the proxy that is the httpOnly cookie, as in a browser.
    const sessions: Record<string, string>[] = [];
    for (const [i, phone] of phones.slice(0, 200).entries()) {
      const session = await learnerSession(fetch, origin, { username: phone, password: BENCH_DEMO_PASSWORD }, { 'x-forwarded-for': ip(50_000 + i) });
      if (session) sessions.push(session);
    }
    if (!sessions.length) throw new Error('[soak] no learner could sign in: enrolments would all be refused');
    console.log(`[soak] ${sessions.length} learners signed in, ${classIds.length} open classes; ${CLIENTS} clients for ${SECONDS} s…`);

    const reads = ['/api/v1/classes?per_page=15', '/api/v1/news?per_page=10', '/api/v1/occupations?per_page=20', '/', '/class', '/news'];
    const idle = await memory(origin);
    const samples: Array<{ rss: number; heap: number }> = [];
    const sampler = setInterval(() => void memory(origin).then((m) => samples.push(m), () => undefined), 1000);
    let n = 0;
    // Per kind of request: how long answers took, and how many never came (the client gave up).
    type Kind = 'login' | 'enrol' | 'read';
    const times: Record<Kind, number[]> = { login: [], enrol: [], read: [] };
    const lost: Record<Kind, number> = { login: 0, enrol: 0, read: 0 };
    type Context = { kind?: Kind; start?: number; path?: string };
    const began = Date.now();
    const slow: string[] = [];
    const track = (context: Context, kind: Kind) => {
      if (context.kind) lost[context.kind]++;
      context.kind = kind;
      context.path = undefined;
      context.start = Date.now();
    };
    const result = await autocannon({
      url: origin,
      connections: CLIENTS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          onResponse: (_status: number, _body: string, context: Context) => {
            const took = Date.now() - (context.start ?? Date.now());
            if (context.kind) times[context.kind].push(took);
            if (took > 5000) slow.push(`${context.path ?? context.kind} at ${((context.start! - began) / 1000).toFixed(1)} s took ${took} ms`);
            context.kind = undefined;
          },
          setupRequest: (request, context: Context) => {
            const i = n++;
            const roll = ONLY === 'login' ? 0 : ONLY === 'enrol' ? 1 : ONLY === 'read' ? 5 : i % 10;
            const headers: Record<string, string> = { 'x-forwarded-for': ip(i % 5000), 'accept-language': 'zh-CN', origin };
            if (roll === 0) {
              track(context, 'login');
              return { ...request, method: 'POST', path: '/api/v1/authorizations', headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ username: phones[i % phones.length], password: BENCH_DEMO_PASSWORD, guard: 'api' }) };
            }
            // A real ID number (valid check digit): with a wrong one every enrolment was a 422, never a write.
            if ((roll === 1 || roll === 2) && sessions.length && classIds.length) {
              track(context, 'enrol');
              return { ...request, method: 'POST', path: '/api/v1/user/enrollments',
                headers: { ...headers, 'content-type': 'application/json', ...sessions[i % sessions.length] },
                body: JSON.stringify({ class_id: classIds[i % classIds.length], real_name: '王小明', id_number: '410105199001011233', phone: '13912340000', education: '高中', employment_category: '失业人员' }) };
            }
            track(context, 'read');
            context.path = reads[i % reads.length];
            return { ...request, method: 'GET', path: context.path, headers, body: undefined };
          },
        },
      ],
    });
    clearInterval(sampler);
    samples.push(await memory(origin));
    // The server's own live-heap lines (scripts/bench/live-heap.cjs) from the load's start to its end.
    const liveHeap = fs.readFileSync(path.join(work, `${name}.log`), 'utf8').split('\n')
      .map((line) => line.match(/^\[live-heap\] (\d+) (\d+)$/))
      .filter((m): m is RegExpMatchArray => Boolean(m))
      .map((m) => ({ at: Number(m[1]), mb: Number(m[2]) / 2 ** 20 }))
      .filter((s) => s.at >= began - serverStartedAt);

    const codes: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) codes[code] = stats.count ?? 0;
    const unintended = Object.entries(codes).filter(([code]) => !/^(2\d\d|409|422|429)$/.test(code)).reduce((s, [, c]) => s + c, 0);
    // Flat: the live heap at the end of the load within 25 % of what it was 15 s in (caches filled,
    // working size found). The used heap and RSS between collections are reported beside it.
    const settled = liveHeap.filter((s) => s.at >= began - serverStartedAt + 15_000);
    const first = settled[0]?.mb ?? NaN;
    const second = settled.at(-1)?.mb ?? NaN;
    const growth = (second - first) / first;
    const every = (xs: number[], step: number) => xs.filter((_, i) => i % step === 0 || i === xs.length - 1).map((m) => Math.round(m));
    console.log(`[soak] ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    console.log(`[soak] status codes ${JSON.stringify(codes)}; errors ${result.errors}, timeouts ${result.timeouts}`);
    for (const kind of Object.keys(times) as Kind[]) {
      const sorted = times[kind].sort((a, b) => a - b);
      const at = (q: number) => sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
      console.log(`[soak]   ${kind}: ${sorted.length} answered, p50 ${at(0.5)} ms, p99 ${at(0.99)} ms, max ${at(1)} ms; ${lost[kind]} unanswered`);
    }
    if (slow.length) console.log(`[soak] ${slow.length} answers took over 5 s: ${slow.slice(0, 12).join('; ')}`);
    console.log(`[soak] RSS (MB, every 5 s) idle ${Math.round(idle.rss)}; ${every(samples.map((m) => m.rss), 5).join(' → ')}`);
    console.log(`[soak] JS heap used (MB, every 5 s) idle ${Math.round(idle.heap)}; ${every(samples.map((m) => m.heap), 5).join(' → ')}`);
    console.log(`[soak] live heap after a full collection (MB, every 5 s): ${liveHeap.map((s) => Math.round(s.mb)).join(' → ')}; 15 s in ${Math.round(first)} → end ${Math.round(second)}: ${(growth * 100).toFixed(1)} %`);
    const ok = unintended === 0 && result.errors === 0 && result.timeouts === 0 && Number.isFinite(growth) && growth < 0.25;
    console.log(ok ? '[soak] PASS' : '[soak] FAIL');
    const report = path.resolve('reports', 'soak.json');
    fs.writeFileSync(report, JSON.stringify({
      at: new Date().toISOString(), seconds: SECONDS, clients: CLIENTS, pass: ok,
      requests: result.requests.total, perSecond: Math.round(result.requests.average), p99Ms: result.latency.p99,
      statusCodes: codes, errors: result.errors, timeouts: result.timeouts,
      byKind: Object.fromEntries((Object.keys(times) as Kind[]).map((k) => [k, { answered: times[k].length, unanswered: lost[k] }])),
      memoryMb: { idle, samples: samples.map((m) => ({ rss: Math.round(m.rss), heap: Math.round(m.heap) })), liveHeap: liveHeap.map((s) => ({ atMs: s.at, mb: Math.round(s.mb) })), liveHeapGrowth: growth },
    }, null, 2));
    console.log(`[soak] report: ${report}`);
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
  }
}

void main();
