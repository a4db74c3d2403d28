/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { unroutable } from '@/lib/server/request-hooks/junk-paths';
import { GET } from '@/app/api/bench-floor/body/[name]/route';
import RenderedFloor from '@/app/api/bench-floor/dynamic/page';
import { answeredBy, pageLabel } from '@/scripts/bench/answered';
import { FLOOR_IDS, KEPT_TARGET, LEARNER_PAGE_TARGET, PER_REQUEST_TARGET, pageJudgement } from '@/scripts/bench/like-for-like';

// The bench's floors are in every build but must not be reachable in production: without
// BENCH_FLOORS=1 in the server's environment the junk-path hook answers them 404 before Next.
const FLOORS = ['/api/bench-floor/static', '/api/bench-floor/dynamic', '/api/bench-floor/body/direct-classes'];
const files = new Set<string>();
const saved = { on: process.env.BENCH_FLOORS, dir: process.env.BENCH_FLOOR_DIR };

afterEach(() => {
  if (saved.on === undefined) delete process.env.BENCH_FLOORS;
  else process.env.BENCH_FLOORS = saved.on;
  if (saved.dir === undefined) delete process.env.BENCH_FLOOR_DIR;
  else process.env.BENCH_FLOOR_DIR = saved.dir;
});

const ask = (name: string) => GET(new Request(`http://localhost/api/bench-floor/body/${name}`), { params: Promise.resolve({ name }) });

test('by default every floor is answered 404 before Next sees it', async () => {
  delete process.env.BENCH_FLOORS;
  for (const floor of FLOORS) expect({ floor, junk: unroutable(floor, files) }).toEqual({ floor, junk: true });
  expect((await ask('direct-classes')).status).toBe(404);
  expect(() => RenderedFloor()).toThrow(/NEXT_HTTP_ERROR_FALLBACK;404|NEXT_NOT_FOUND/);
});

test('with BENCH_FLOORS=1 the floors reach Next, and the route handler answers the captured body', async () => {
  process.env.BENCH_FLOORS = '1';
  for (const floor of FLOORS) expect({ floor, junk: unroutable(floor, files) }).toEqual({ floor, junk: false });
  // Only the floors: other unknown API paths stay junk.
  expect(unroutable('/api/bench-floors', files)).toBe(true);
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'floor-'));
  try {
    fs.writeFileSync(path.join(dir, 'list.body'), '{"data":[1,2,3]}');
    fs.writeFileSync(path.join(dir, 'list.type'), 'application/json; charset=utf-8');
    process.env.BENCH_FLOOR_DIR = dir;
    const response = await ask('list');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/json; charset=utf-8');
    expect(await response.text()).toBe('{"data":[1,2,3]}');
    expect((await ask('missing')).status).toBe(404);
    expect((await ask('..%2Fetc')).status).toBe(404);
  } finally {
    fs.rmSync(dir, { recursive: true, force: true });
  }
  expect(RenderedFloor()).toBeTruthy();
});

test('each page is judged against the floor answered its way; the sign-in pages and a learner page need 70 % of the per-request floor (issue 21)', () => {
  const floors = new Set<string>([FLOOR_IDS.prerendered, FLOOR_IDS.perRequest]);
  for (const path of ['/user/login', '/user/reg', '/user/smslogin', '/user/center']) {
    expect({ path, judged: pageJudgement('per request', path, floors) }).toEqual({ path, judged: { sameBody: false, baseline: FLOOR_IDS.perRequest, target: PER_REQUEST_TARGET } });
  }
  expect(PER_REQUEST_TARGET).toBe(0.7);
  // Issue 33: the learner pages that stream their data need half of it.
  for (const path of ['/user/class', '/user/info']) expect(pageJudgement('per request', path, floors)).toEqual({ sameBody: false, baseline: FLOOR_IDS.perRequest, target: LEARNER_PAGE_TARGET });
  expect(LEARNER_PAGE_TARGET).toBe(0.5);
  // Another page rendered per request is shown against the same floor, without a target.
  expect(pageJudgement('per request', '/class', floors)).toEqual({ sameBody: false, baseline: FLOOR_IDS.perRequest, target: undefined });
  expect(pageJudgement('prerendered', '/about', floors)).toEqual({ sameBody: false, baseline: FLOOR_IDS.prerendered });
  // /class/info answered from the page cache is labelled so and judged against the same HTML from memory.
  const classInfo = answeredBy({ 'x-page-cache': 'HIT' });
  expect(pageLabel(classInfo)).toBe('page cache (fresh nonce per view)');
  expect(pageJudgement(classInfo, '/class/info', floors)).toEqual({ sameBody: true, target: KEPT_TARGET });
  // A floor that did not answer leaves no baseline, and so no ratio against a slow page.
  expect(pageJudgement('per request', '/user/login', new Set([FLOOR_IDS.prerendered]))).toEqual({ sameBody: false });
  expect(pageJudgement('prerendered', '/about', new Set())).toEqual({ sameBody: false, baseline: undefined });
});
