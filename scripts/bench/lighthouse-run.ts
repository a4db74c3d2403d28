import path from 'node:path';
import { belowBudget, chromePath, LIGHTHOUSE_PAGES, lighthouse, writeLighthouseReport, type LighthouseScores } from './lighthouse';

// Lighthouse on the front site's main pages against a running server (`npm start`, the e2e server, a
// deployment): `npm run bench:lighthouse -- --url=http://localhost:3000 [--out=reports]`.
// `npm run bench` runs the same pages in its Lighthouse phase against the server it starts.

function arg(name: string): string | undefined {
  return process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3);
}

function main(): void {
  const origin = (arg('url') ?? process.env.SITE_URL ?? 'http://localhost:3000').replace(/\/$/, '');
  const outDir = arg('out') ?? 'reports';
  if (!chromePath()) throw new Error('no Chromium found (set CHROME_PATH)');
  const scores: LighthouseScores[] = [];
  const failures: string[] = [];
  for (const page of LIGHTHOUSE_PAGES) {
    console.log(`[lighthouse] ${origin}${page}…`);
    try {
      const s = lighthouse(`${origin}${page}`, path.join(outDir, 'lighthouse-raw'));
      scores.push(s);
      console.log(`[lighthouse] ${page}: performance ${s.performance}, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}`);
    } catch (error) {
      failures.push(`${page}: ${(error as Error).message.slice(0, 300)}`);
    }
  }
  const { markdown } = writeLighthouseReport(scores, failures, outDir);
  console.log(`[lighthouse] report: ${markdown}`);
  const low = scores.flatMap((s) => belowBudget(s).map((b) => `${new URL(s.url).pathname} ${b}`));
  if (low.length || failures.length) {
    console.log(`[lighthouse] below budget or failed: ${[...low, ...failures].join('; ')}`);
    process.exitCode = 1;
  }
}

main();
