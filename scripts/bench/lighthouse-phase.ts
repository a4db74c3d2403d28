import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { lighthouse, type LighthouseScores } from './lighthouse';
import { firstId, homeHtmlSize, landedOnSignIn, LIGHTHOUSE_LANGUAGE, lighthousePages, type LighthousePage } from './lighthouse-pages';
import { LIGHTHOUSE_RUNS, medianRun, type LighthouseOutcome, type PageResult } from './lighthouse-report';
import { learnerCookie, signOut } from './lighthouse-session';
import { startFloorServer, FLOOR_PAGE, scriptFreePath } from './lighthouse-floors';

export type LighthouseSettings = {
  origin: string;
  /** Where each run's raw Lighthouse JSON is kept. */
  rawDir: string;
  /** The learner the signed-in pages are measured as; null when no password is known. */
  learner: { username: string; password: string } | null;
  /** A signed certificate payload: adds the check page as a scanned QR code opens it. */
  checkPayload?: string | null;
  /** The two floors beside each page (issue 33): the trivial Next page, and each page without its scripts. */
  floors?: boolean;
  log: (line: string) => void;
};

/**
 * Issue 21's pages against a running server, each LIGHTHOUSE_RUNS times, and the HTML size of /.
 * A page that could not be measured, or a signed-in page that ended on the sign-in page, is a failure.
 * With `floors`, each page's copy without scripts is measured as many times right after it, and the
 * trivial Next page once at the start (lighthouse-floors.ts serves both).
 */
export async function measureLighthouse(settings: LighthouseSettings): Promise<LighthouseOutcome> {
  const { origin, rawDir, learner, log } = settings;
  const failures: string[] = [];
  const homeHtml = await homeHtmlSize(origin).catch((error: Error) => {
    failures.push(`HTML of /: ${error.message}`);
    return null;
  });
  const [classId, newsId] = await Promise.all([firstId(origin, 'classes'), firstId(origin, 'news')]);
  const { pages, missing } = lighthousePages({ classId, newsId, checkPayload: settings.checkPayload });
  failures.push(...missing);

  const headerDir = fs.mkdtempSync(path.join(os.tmpdir(), 'lighthouse-headers-'));
  const headerFile = (name: string, headers: Record<string, string>) => {
    const file = path.join(headerDir, `${name}.json`);
    fs.writeFileSync(file, JSON.stringify(headers), { mode: 0o600 });
    return file;
  };
  const results: PageResult[] = [];
  let cookie: string | null | undefined;
  let floor: PageResult | null = null;
  const floorServer = settings.floors ? await startFloorServer(origin, rawDir).catch((error: Error) => {
    failures.push(`floors: the floor server did not start (${error.message})`);
    return null;
  }) : null;
  try {
    const publicHeaders = headerFile('public', { 'Accept-Language': LIGHTHOUSE_LANGUAGE });
    if (floorServer) {
      const page = { label: 'floor: a trivial page Next renders per request', path: FLOOR_PAGE, signedIn: false };
      // Served only by a server started with BENCH_FLOORS=1; elsewhere it is a 404 page, not the floor.
      const served = await floorPageServed(origin);
      if (served === true) {
        floor = measurePage(floorServer.url, page, publicHeaders, rawDir, failures, log);
        // Its own copy without scripts: what Next's start-up alone adds to the blocking time.
        if (floor) addScriptFree(floor, floorServer.url, publicHeaders, rawDir, failures, log);
      } else failures.push(`floor: ${FLOOR_PAGE} answered ${served}: start the server with BENCH_FLOORS=1 to measure the trivial page`);
    }
    let signedInHeaders: string | null = null;
    for (const page of pages) {
      if (page.signedIn && cookie === undefined) {
        cookie = await signIn(settings, failures);
        // The signed-in runs put this cookie in the browser's own jar (lighthouse-jar.mjs): as a header
        // alone, Chrome dropped it once the page wrote a cookie of its own. A run that still ends on the
        // sign-in page is a failure.
        if (cookie) signedInHeaders = headerFile('learner', { 'Accept-Language': LIGHTHOUSE_LANGUAGE, Cookie: cookie });
      }
      const headers = page.signedIn ? signedInHeaders : publicHeaders;
      if (!headers) {
        failures.push(`${page.label}: not measured, the learner${learner ? ` ${learner.username}` : ''} could not sign in`);
        continue;
      }
      const result = measurePage(origin, page, headers, rawDir, failures, log);
      if (result && floorServer) addScriptFree(result, floorServer.url, headers, rawDir, failures, log);
      if (result) results.push(result);
    }
  } finally {
    fs.rmSync(headerDir, { recursive: true, force: true });
    if (cookie) await signOut(origin, cookie);
    await floorServer?.stop();
  }
  return { results, failures, homeHtml, floor };
}

/** Measures the page's copy without scripts on the floor server, right after the page, into result.scriptFree. */
function addScriptFree(result: PageResult, floorUrl: string, headers: string, rawDir: string, failures: string[], log: (line: string) => void): void {
  const { page } = result;
  const copy = { ...page, label: `${page.label} without scripts`, path: scriptFreePath(page.path) };
  const scriptFree = measurePage(floorUrl, copy, headers, rawDir, failures, log);
  if (scriptFree) result.scriptFree = scriptFree.median;
}

/** true when the site serves the trivial floor page, else what it answered. */
export async function floorPageServed(origin: string): Promise<true | string> {
  try {
    const response = await fetch(`${origin}${FLOOR_PAGE}`, { redirect: 'manual' });
    await response.arrayBuffer().catch(() => undefined);
    return response.status === 200 ? true : String(response.status);
  } catch (error) {
    return `nothing (${(error as Error).message})`;
  }
}

/** The learner's session cookie, or null (and why, in failures). */
async function signIn(settings: LighthouseSettings, failures: string[]): Promise<string | null> {
  const { origin, learner, log } = settings;
  if (!learner) {
    failures.push('signed-in pages: no learner password (pass --password= or set DEMO_PASSWORD to the one the demo data was seeded with)');
    return null;
  }
  try {
    const cookie = await learnerCookie(origin, learner.username, learner.password);
    log(`signed in as ${learner.username}`);
    return cookie;
  } catch (error) {
    failures.push(`sign-in: ${(error as Error).message}`);
    return null;
  }
}

function measurePage(origin: string, page: LighthousePage, headers: string, rawDir: string, failures: string[], log: (line: string) => void): PageResult | null {
  const slug = page.label.replace(/\W+/g, '_').replace(/^_|_$/g, '') || 'home';
  const runs: LighthouseScores[] = [];
  for (let n = 1; n <= LIGHTHOUSE_RUNS; n++) {
    log(`lighthouse ${page.label} (run ${n} of ${LIGHTHOUSE_RUNS})…`);
    try {
      const s = lighthouse(`${origin}${page.path}`, path.join(rawDir, `lighthouse-${slug}-${n}.json`), headers, page.signedIn);
      if (landedOnSignIn(s.finalUrl)) {
        failures.push(`${page.label} run ${n}: ended on the sign-in page (${new URL(s.finalUrl).pathname}), not signed in`);
        continue;
      }
      runs.push(s);
      log(`lighthouse ${page.label}: performance ${s.performance}, TBT ${s.tbtMs} ms, accessibility ${s.accessibility}, best practices ${s.bestPractices}, SEO ${s.seo}`);
    } catch (error) {
      failures.push(`${page.label} run ${n}: ${(error as Error).message.slice(0, 300)}`);
    }
  }
  return runs.length ? { page, runs, median: medianRun(runs) } : null;
}
