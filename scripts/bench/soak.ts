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

async function rss(origin: string): Promise<number> {
  const text = await (await fetch(`${origin}/api/metrics`)).text();
  const line = text.split('\n').find((l) => l.startsWith('process_resident_memory_bytes '));
  return Number(line?.split(' ')[1] ?? 0) / 2 ** 20;
}

async function main() {
  const work = path.resolve('reports', 'soak-work');
  fs.rmSync(work, { recursive: true, force: true });
  fs.mkdirSync(work, { recursive: true });
  const databaseUrl = `file:${path.join(work, 'soak.db')}`;
  console.log('[soak] seeding…');
  runCli('lib/server/cli/seed.ts', { DATABASE_URL: databaseUrl });
  const env = { DATABASE_URL: databaseUrl, API_UPSTREAM_URL: '', REDIS_URL: '', LOG_LEVEL: 'warn' };
  const server = fs.existsSync('.next/BUILD_ID') ? await startNext(env, work, 'soak-next') : await startApi(env, work, 'soak-api');
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
    const samples: number[] = [await rss(origin)];
    const sampler = setInterval(() => void rss(origin).then((m) => samples.push(m), () => undefined), 5000);
    let n = 0;
    const result = await autocannon({
      url: origin,
      connections: CLIENTS,
      duration: SECONDS,
      timeout: 30,
      requests: [
        {
          setupRequest: (request) => {
            const i = n++;
            const roll = i % 10;
            const headers: Record<string, string> = { 'x-forwarded-for': ip(i % 5000), 'accept-language': 'zh-CN', origin };
            if (roll === 0) {
              return { ...request, method: 'POST', path: '/api/v1/authorizations', headers: { ...headers, 'content-type': 'application/json' },
                body: JSON.stringify({ username: phones[i % phones.length], password: BENCH_DEMO_PASSWORD, guard: 'api' }) };
            }
            // A real ID number (valid check digit): with a wrong one every enrolment was a 422, never a write.
            if ((roll === 1 || roll === 2) && sessions.length && classIds.length) {
              return { ...request, method: 'POST', path: '/api/v1/user/enrollments',
                headers: { ...headers, 'content-type': 'application/json', ...sessions[i % sessions.length] },
                body: JSON.stringify({ class_id: classIds[i % classIds.length], real_name: '王小明', id_number: '410105199001011233', phone: '13912340000', education: '高中', employment_category: '失业人员' }) };
            }
            return { ...request, method: 'GET', path: reads[i % reads.length], headers, body: undefined };
          },
        },
      ],
    });
    clearInterval(sampler);
    samples.push(await rss(origin));

    const codes: Record<string, number> = {};
    for (const [code, stats] of Object.entries(result.statusCodeStats ?? {})) codes[code] = stats.count ?? 0;
    const unintended = Object.entries(codes).filter(([code]) => !/^(2\d\d|409|422|429)$/.test(code)).reduce((s, [, c]) => s + c, 0);
    const start = samples.slice(0, 3).reduce((a, b) => a + b, 0) / Math.min(3, samples.length);
    const end = samples.slice(-3).reduce((a, b) => a + b, 0) / Math.min(3, samples.length);
    const growth = (end - start) / start;
    console.log(`[soak] ${result.requests.total} requests, ${Math.round(result.requests.average)} req/s, p99 ${result.latency.p99} ms`);
    console.log(`[soak] status codes ${JSON.stringify(codes)}; errors ${result.errors}, timeouts ${result.timeouts}`);
    console.log(`[soak] memory (RSS MB) ${samples.map((m) => Math.round(m)).join(' → ')}; growth after warm-up ${(growth * 100).toFixed(1)} %`);
    const ok = unintended === 0 && result.errors === 0 && result.timeouts === 0 && growth < 0.25;
    console.log(ok ? '[soak] PASS' : '[soak] FAIL');
    process.exitCode = ok ? 0 : 1;
  } finally {
    await server.stop();
  }
}

void main();
