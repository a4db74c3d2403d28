import { spawnSync } from 'node:child_process';
import { cjkFontConfigFile } from '../cjk-font';
import fs from 'node:fs';
import path from 'node:path';

export type LighthouseScores = {
  url: string;
  /** The address shown when the page settled (lhr.finalDisplayedUrl): a sign-in redirect shows here. */
  finalUrl: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
};

const CHROME_FLAGS = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync'];

export function chromePath(): string | undefined {
  return [process.env.CHROME_PATH, process.env.PLAYWRIGHT_CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].find(
    (p): p is string => Boolean(p && fs.existsSync(p)),
  );
}

/**
 * The page laid out as a reader's phone lays it out, with Chinese glyphs: a fresh machine has no CJK
 * font, and Chromium then draws empty boxes, which cost less than shaping real text (the home page
 * scored 75 without the font and 64 with it, three runs each, on one build).
 */
function fontEnv(): Record<string, string> {
  const file = cjkFontConfigFile();
  return file ? { FONTCONFIG_FILE: file } : {};
}

/**
 * Lighthouse's default (mobile, simulated throttling) on one page, through its CLI, its raw answer
 * kept at outFile. extraHeaders (a file holding a JSON object) go with every request of the page.
 * A run that failed or whose trace came back broken (Lighthouse's own NO_NAVSTART and similar, which
 * the CLI reports either as a failed run or as a report scored 0) is tried again, at most twice.
 */
export function lighthouse(url: string, outFile: string, extraHeaders?: string, privatePage = false, attempts = 3): LighthouseScores {
  for (let attempt = 1; ; attempt++) {
    const { lhr, error } = runLighthouse(url, outFile, extraHeaders, privatePage);
    if (lhr && !error) return scoresOf(url, lhr, privatePage);
    if (attempt >= attempts) throw new Error(`lighthouse could not measure ${url}: ${error}`);
    console.log(`[lighthouse] ${url}: ${error}; trying again`);
  }
}

type Lhr = {
  runtimeError?: { code: string; message: string };
  finalDisplayedUrl?: string;
  finalUrl?: string;
  categories: Record<string, { score: number | null; auditRefs?: { id: string; weight: number }[] } | undefined>;
  audits: Record<string, { numericValue?: number; score?: number | null } | undefined>;
};

/**
 * A learner's own pages say noindex on purpose (a private page must not be indexed), which
 * Lighthouse's SEO category counts as a failed "is-crawlable" audit. For them SEO is Lighthouse's
 * weighted mean of the category's other audits; every other page is scored as Lighthouse scores it.
 */
const PRIVATE_PAGE_SEO_EXEMPT = 'is-crawlable';

function seoScore(lhr: Lhr, privatePage: boolean): number | null {
  const category = lhr.categories.seo;
  if (!privatePage || !category?.auditRefs) return category?.score ?? null;
  const counted = category.auditRefs.filter((ref) => ref.id !== PRIVATE_PAGE_SEO_EXEMPT && ref.weight > 0 && typeof lhr.audits[ref.id]?.score === 'number');
  const weight = counted.reduce((sum, ref) => sum + ref.weight, 0);
  return weight ? counted.reduce((sum, ref) => sum + ref.weight * (lhr.audits[ref.id]!.score as number), 0) / weight : category.score;
}

/** A signed-in page runs through lighthouse-jar.mjs, which puts the session in the browser's cookie jar. */
function runLighthouse(url: string, out: string, extraHeaders?: string, signedIn = false): { lhr?: Lhr; error?: string } {
  const chrome = chromePath();
  if (!chrome) throw new Error('no Chromium found (set CHROME_PATH)');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  fs.rmSync(out, { force: true });
  const args = signedIn && extraHeaders
    ? [path.join(__dirname, 'lighthouse-jar.mjs'), url, out, extraHeaders, chrome, ...CHROME_FLAGS]
    : [
      require.resolve('lighthouse/cli/index.js'),
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility,best-practices,seo',
      `--chrome-flags=${CHROME_FLAGS.join(' ')}`,
      ...(extraHeaders ? [`--extra-headers=${extraHeaders}`] : []),
    ];
  const run = spawnSync(process.execPath, args,
    { env: { ...process.env, CHROME_PATH: chrome, ...fontEnv() }, encoding: 'utf8', timeout: 180_000 },
  );
  const lhr = fs.existsSync(out) ? (JSON.parse(fs.readFileSync(out, 'utf8')) as Lhr & { configSettings?: { extraHeaders?: Record<string, string> } }) : undefined;
  // Lighthouse keeps the extra headers in its answer: a session cookie must not stay in the report files.
  if (lhr?.configSettings?.extraHeaders?.Cookie) {
    lhr.configSettings.extraHeaders.Cookie = '(removed)';
    fs.writeFileSync(out, JSON.stringify(lhr));
  }
  if (run.status !== 0 || !lhr) return { error: `the run failed: ${(run.stderr || run.stdout || run.error?.message || '').trim().slice(-500)}` };
  return { lhr, error: lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : undefined };
}

export function scoresOf(url: string, lhr: Lhr, privatePage = false): LighthouseScores {
  const score = (id: string) => Math.round(((id === 'seo' ? seoScore(lhr, privatePage) : lhr.categories[id]?.score) ?? 0) * 100);
  const audit = (id: string) => Math.round(lhr.audits[id]?.numericValue ?? 0);
  return {
    url,
    finalUrl: lhr.finalDisplayedUrl ?? lhr.finalUrl ?? url,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    lcpMs: audit('largest-contentful-paint'),
    tbtMs: audit('total-blocking-time'),
    cls: Math.round((lhr.audits['cumulative-layout-shift']?.numericValue ?? 0) * 1000) / 1000,
  };
}
