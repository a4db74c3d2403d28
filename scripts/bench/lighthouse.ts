import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export type LighthouseScores = { url: string; performance: number; accessibility: number; bestPractices: number; seo: number; lcpMs: number; tbtMs: number; cls: number };

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function chromePath(): string | undefined {
  return [process.env.CHROME_PATH, process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p && fs.existsSync(p)),
  );
}

/**
 * Lighthouse's default (mobile, simulated throttling) on one page, through its CLI. A run whose trace
 * came back broken (Lighthouse's own NO_NAVSTART and similar, scored 0) is tried again, at most twice.
 */
export function lighthouse(url: string, outDir: string, attempts = 3): LighthouseScores {
  for (let attempt = 1; ; attempt++) {
    const { lhr, error } = runLighthouse(url, outDir);
    if (!error) return scoresOf(url, lhr);
    if (attempt >= attempts) throw new Error(`lighthouse could not measure ${url}: ${error}`);
    console.log(`[lighthouse] ${url}: ${error}; trying again`);
  }
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  categories: Record<string, { score: number | null } | undefined>;
  audits: Record<string, { numericValue?: number } | undefined>;
};

function runLighthouse(url: string, outDir: string): { lhr: Lhr; error?: string } {
  const chrome = chromePath();
  if (!chrome) throw new Error('no Chromium found (set CHROME_PATH)');
  fs.mkdirSync(outDir, { recursive: true });
  const out = path.join(outDir, `lighthouse-${new URL(url).pathname.replace(/\W+/g, '_') || 'home'}.json`);
  const run = spawnSync(
    process.execPath,
    [
      require.resolve('lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
    ],
    { env: { ...process.env, CHROME_PATH: chrome }, encoding: 'utf8', timeout: 180_000 },
  );
  if (run.status !== 0 || !fs.existsSync(out)) throw new Error(`lighthouse failed for ${url}: ${(run.stderr || run.stdout || '').slice(-500)}`);
  const lhr = JSON.parse(fs.readFileSync(out, 'utf8'));
  return { lhr, error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined };
}

function scoresOf(url: string, lhr: Lhr): LighthouseScores {
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}

/** The pages the front site's Lighthouse budget covers (issue 4: no category below 90 on any). */
export const LIGHTHOUSE_PAGES = ['/', '/class', '/news', '/cerQuery'];
export const LIGHTHOUSE_BUDGET = 90;

const CATEGORIES = ['performance', 'accessibility', 'bestPractices', 'seo'] as const;

export function belowBudget(s: LighthouseScores): string[] {
  return CATEGORIES.filter((c) => s[c] < LIGHTHOUSE_BUDGET).map((c) => `${c} ${s[c]}`);
}

/** Scores of every page as JSON and a Markdown table, in outDir/lighthouse-<time>.{json,md}. */
export function writeLighthouseReport(scores: LighthouseScores[], failures: string[], outDir: string): { json: string; markdown: string } {
  fs.mkdirSync(outDir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const json = path.join(outDir, `lighthouse-${stamp}.json`);
  const markdown = path.join(outDir, `lighthouse-${stamp}.md`);
  fs.writeFileSync(json, `${JSON.stringify({ budget: LIGHTHOUSE_BUDGET, scores, failures }, null, 2)}\n`);
  const rows = scores.map(
    (s) => `| ${new URL(s.url).pathname}${new URL(s.url).search} | ${s.performance} | ${s.accessibility} | ${s.bestPractices} | ${s.seo} | ${s.lcpMs} | ${s.tbtMs} | ${s.cls} | ${belowBudget(s).join(', ') || '—'} |`,
  );
  fs.writeFileSync(
    markdown,
    [
      `# Lighthouse (mobile, simulated throttling), ${new Date().toISOString()}`,
      '',
      `Budget: every category ≥ ${LIGHTHOUSE_BUDGET}.`,
      '',
      '| page | performance | accessibility | best practices | SEO | LCP ms | TBT ms | CLS | below budget |',
      '|---|---|---|---|---|---|---|---|---|',
      ...rows,
      ...(failures.length ? ['', '## Failed runs', '', ...failures.map((f) => `- ${f}`)] : []),
      '',
    ].join('\n'),
  );
  return { json, markdown };
}
