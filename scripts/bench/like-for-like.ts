import type { Bare, Bench } from './context';
import { isKept, type Answered } from './answered';
import { bodyName, capture, keepBody, type Captured } from './same-body';
import { LEARNER_STREAMED_PAGES, PER_REQUEST_TARGET_PAGES, type Scenario } from './scenarios';
import { floorFigure, measureSqlFloor, SQL_FLOOR_TARGET, type SqlFloor } from './sql-floor';

// Like against like (issue 23): every scenario is judged against a floor answering the same bytes,
// measured in the same run just before it, so the ratio measures the server and not the payload
// or the load generator.

/** The same URL as a scenario's first request (rotating scenarios: their first path). */
export function firstUrl(s: Scenario): string {
  const first = s.load?.paths?.[0];
  return first ? new URL(first, s.url).toString() : s.url;
}

/** The answer a scenario gets, asked twice: the first visit may render and fill a cache, the second shows how repeats are answered. */
export async function answerOf(s: Scenario): Promise<Captured> {
  const headers = s.load?.headers ?? {};
  await capture(firstUrl(s), headers);
  return capture(firstUrl(s), headers);
}

/**
 * Like against like: bare servers answering, from memory, the very bytes of the scenario's answer,
 * measured just before it. Returns the id of the bare node:http result (bare Hono is compared with it).
 */
export async function sameBodyBaselines(bench: Bench, bare: Bare, s: Scenario, captured: Captured, kinds: Array<'node' | 'hono'>): Promise<string> {
  const name = bodyName(s.id);
  keepBody(bare.bodies, name, captured);
  let base: string | undefined;
  for (const kind of kinds) {
    const id = `${kind}-same:${s.id}`;
    const server = kind === 'node' ? 'bare node:http' : 'bare Hono';
    await bench.measure({ id, section: s.section, title: `${server}, the same ${captured.body.length} bytes`, url: `${bare[kind].url}/b/${name}`, baseline: base });
    base ??= id;
  }
  return base!;
}

/**
 * Reads that reach the database (never kept, or the response cache off) without a SQL floor (the scale
 * phase): ≥ 40 % of bare node:http answering the same body. With one, sql-floor.ts's SQL_FLOOR_TARGET.
 */
export const DB_READ_TARGET = 0.4;
/** Answers kept by the page cache, and the proxy against a trivial route handler: ≥ 80 % of the same bytes from the bare floor. */
export const KEPT_TARGET = 0.8;
/** Sign-in pages and a signed-in learner page against the trivial per-request page (issue 21). */
export const PER_REQUEST_TARGET = 0.7;
/** The other signed-in learner pages that stream (issue 33), against the same floor. */
export const LEARNER_PAGE_TARGET = 0.5;

/** The bench's two Next floors (run.ts): a small prerendered page and a trivial page rendered per request. */
export const FLOOR_IDS = { prerendered: 'floor-static', perRequest: 'floor-dynamic' } as const;

export type PageJudgement = { sameBody: true; target: number } | { sameBody: false; baseline?: string; target?: number };

/**
 * How a page is judged, by how it was really answered: a kept page against bare node:http sending the
 * same HTML; a prerendered one against the prerendered floor; one rendered per request against the
 * per-request floor, with issue 21's target for the sign-in pages and a signed-in learner page only.
 * A floor that did not answer (`floors` holds those measured) leaves the page without a baseline.
 */
export function pageJudgement(answered: Answered, path: string, floors: ReadonlySet<string>): PageJudgement {
  if (answered === 'page cache' || answered === 'response cache') return { sameBody: true, target: KEPT_TARGET };
  if (answered === 'prerendered') return { sameBody: false, baseline: floors.has(FLOOR_IDS.prerendered) ? FLOOR_IDS.prerendered : undefined };
  if (!floors.has(FLOOR_IDS.perRequest)) return { sameBody: false };
  const target = PER_REQUEST_TARGET_PAGES.has(path) ? PER_REQUEST_TARGET : (LEARNER_STREAMED_PAGES as readonly string[]).includes(path) ? LEARNER_PAGE_TARGET : undefined;
  return { sameBody: false, baseline: FLOOR_IDS.perRequest, target };
}

/** What a read does beyond its SQL floor's statements, unless its scenario says more. */
const SQL_FLOOR_WHY = 'beyond the floor\'s statements the API routes and validates the request, builds the statements with Kysely, maps the rows, serialises the JSON and writes a log line';

/**
 * API scenarios of one server, each after bare servers answering its body. A read that reaches the
 * database is judged, with a SQL floor given (sql-floor.ts), against that floor running its very
 * statements just before it (≥ 50 %), its share of bare node:http with the same bytes said beside;
 * without one (or when the floor could not be captured), against bare node:http (dbTarget).
 * Returns the scenarios a cache answered, which never reached the database.
 */
export async function apiWithBaselines(
  bench: Bench, bare: Bare, scenarios: Scenario[], kinds: Array<'node' | 'hono'>, dbTarget = DB_READ_TARGET, sqlFloor?: SqlFloor,
): Promise<{ kept: Scenario[] }> {
  const kept: Scenario[] = [];
  for (const s of scenarios) {
    const captured = await answerOf(s);
    if (captured.status !== 200) {
      bench.report.notes.push(`${s.title} answered ${captured.status} before the run: not measured.`);
      continue;
    }
    const baseline = await sameBodyBaselines(bench, bare, s, captured, kinds);
    const dbRead = !isKept(captured.answered);
    if (!dbRead) kept.push(s);
    const floor = dbRead && sqlFloor ? await measureSqlFloor(bench, sqlFloor, s) : undefined;
    if (!floor) {
      await bench.measure({ ...s, baseline, answered: captured.answered, target: dbRead ? dbTarget : s.target });
      continue;
    }
    const whyMissed = s.whyMissed ?? SQL_FLOOR_WHY;
    const measured = await bench.measure({ ...s, whyMissed, baseline: floor.id, answered: captured.answered, target: SQL_FLOOR_TARGET });
    const sameBody = bench.report.results.find((r) => r.id === baseline)?.rps;
    floorFigure(bench, `Reads that reach the database against the SQL floor (${sqlFloor!.driver})`, s, sqlFloor!, floor, measured.rps, sameBody);
  }
  return { kept };
}
