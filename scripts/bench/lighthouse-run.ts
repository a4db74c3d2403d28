import path from 'node:path';
import { chromePath } from './lighthouse';
import { measureLighthouse } from './lighthouse-phase';
import { misses, writeLighthouseReport } from './lighthouse-report';
import { DEMO_LEARNER_PHONE } from './lighthouse-session';

// Lighthouse on issue 21's pages against a running server (`npm start`, the e2e server, a deployment):
// `npm run bench:lighthouse -- --url=http://localhost:3000 [--out=reports] [--learner=13900000001] [--password=…] [--no-floors]`.
// The signed-in pages need the demo learners' password: --password=, else DEMO_PASSWORD as seeded.
// Beside each page its copy without scripts is measured, and a trivial Next page once (issue 33's floors);
// the trivial page needs the server started with BENCH_FLOORS=1. --no-floors measures the pages alone.
// `npm run bench` runs the same pages in its Lighthouse phase against the server it starts.

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

async function main(): Promise<void> {
  const origin = (arg('url') ?? process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const outDir = arg('out') ?? 'reports';
  if (!chromePath()) throw new Error('no Chromium found (set CHROME_PATH)');
  const password = arg('password') ?? process.env.DEMO_PASSWORD;
  const outcome = await measureLighthouse({
    origin,
    rawDir: path.join(outDir, 'lighthouse-raw'),
    learner: password ? { username: arg('learner') ?? DEMO_LEARNER_PHONE, password } : null,
    floors: !process.argv.includes('--no-floors'),
    log: (line) => console.log(`[lighthouse] ${line}`),
  });
  const { markdown } = writeLighthouseReport(outcome, outDir);
  console.log(`[lighthouse] report: ${markdown}`);
  const missed = misses(outcome);
  if (missed.length) {
    console.log(`[lighthouse] below budget or failed: ${missed.join('; ')}`);
    process.exitCode = 1;
  }
}

main().catch((error: Error) => {
  console.error(`[lighthouse] ${error.message}`);
  process.exitCode = 1;
});
