/** @jest-environment node */
import { spawnSync, type SpawnSyncReturns } from 'node:child_process';
import path from 'node:path';

// The import boundaries of eslint.config.mjs (services know no HTTP and read no wall clock,
// lib/contract imports only zod, browser code no lib/server), no client component reaching a
// server-only module, and the absence of import cycles, checked by scripts/check-boundaries.mjs
// in its own process (ESLint and dpdm load ESM and the whole tree; jest's module registry is not for that).
// One run checks the tree and every probe below (--probes), so ESLint loads and the tree is parsed once.

type Report = { files: number; modules: number; violations: string[]; cycles: string[]; probes: { file: string; violations: string[] }[] };
const SCRIPT = path.join(__dirname, '../../scripts/check-boundaries.mjs');

const wallClock = [
  "export const a = () => new Date().toISOString();",
  'export const b = () => Date.now() + 1000;',
  'export const c = () => String(Date());',
].join('\n');
const fromContext = [
  "import { appContext } from '@/lib/server/app-context';",
  "import type { Db } from '@/lib/server/db';",
  'export const at = (db: Db) => appContext(db).now().toISOString();',
  "export const day = (now: string) => new Date(now).toISOString().slice(0, 10);",
  "export const parsed = Date.parse('2026-11-01T08:00:00Z');",
].join('\n');
const apiImport = "import { item } from '@/lib/server/api/http/envelope';\nexport const x = item;\n";
const clientReaching = ["'use client';", "import { fetchItem } from '@/lib/api/queries/fetch';", 'export const read = fetchItem;'].join('\n');
const clientTypeOnly = ["'use client';", "import type { ClassFilters } from '@/lib/api/queries/classes';", 'export type Filters = ClassFilters;'].join('\n');
const commandReaching = ["import { listenForChanges } from '@/lib/server/cache/listen';", 'listenForChanges();'].join('\n');
const commandApp = "import { createApiApp } from '@/lib/server/api/app';\nvoid createApiApp;";
const patchedApp = [
  "import { OpenAPIHono } from '@hono/zod-openapi';",
  'const probe = new OpenAPIHono();',
  'probe.on = ((..._args: unknown[]) => probe) as typeof probe.on;',
  'export const same = probe.on === probe.on;',
].join('\n');
const otherStyle = "import { OpenAPIHono, createRoute } from '@hono/zod-openapi';\nexport const app = new OpenAPIHono().openapi(createRoute({ method: 'get', path: '/', responses: {} }), (c) => c.body(null));";

/** Every text the tests below check, as the file it would be (relative to the project). */
const PROBES: { file: string; text: string }[] = [
  { file: 'lib/server/services/clock-probe.ts', text: wallClock },
  { file: 'lib/server/domain/clock-probe.ts', text: wallClock },
  { file: 'lib/server/services/clock-probe.ts', text: fromContext },
  { file: 'lib/server/api/routes/clock-probe.ts', text: wallClock },
  { file: 'lib/server/services/import-probe.ts', text: apiImport },
  { file: 'components/front/probe.tsx', text: clientReaching },
  { file: 'components/front/probe.tsx', text: clientTypeOnly },
  { file: 'lib/server/cli/probe.ts', text: commandReaching },
  { file: 'lib/server/cli/probe.ts', text: commandApp },
  { file: 'lib/server/api/http/patch-probe.ts', text: patchedApp },
  { file: 'lib/server/api/routes/style-probe.ts', text: otherStyle },
];

let run: SpawnSyncReturns<string>;
let report: Report;
beforeAll(() => {
  run = spawnSync(process.execPath, [SCRIPT, '--probes'], { input: JSON.stringify(PROBES), encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  report = JSON.parse(run.stdout) as Report;
}, 300_000);

/** What the check finds in `text` were it the file at `file` (one of PROBES). */
function probe(file: string, text: string): string[] {
  const index = PROBES.findIndex((p) => p.file === file && p.text === text);
  if (index === -1) throw new Error(`add ${file} with this text to PROBES`);
  expect(report.probes[index].file).toBe(file);
  return report.probes[index].violations;
}

test('no import crosses a boundary and no module imports itself round a cycle', () => {
  expect(run.stdout).toMatch(/"violations"/);
  // The check saw the code base, not an empty folder.
  expect(report.files).toBeGreaterThan(300);
  expect(report.modules).toBeGreaterThan(800);
  expect(report.violations).toEqual([]);
  expect(report.cycles).toEqual([]);
  expect(run.status).toBe(0);
  expect(report.probes).toHaveLength(PROBES.length);
});

test('a service that reads the wall clock is a violation; the context\'s clock and a given instant are not', () => {
  const found = probe('lib/server/services/clock-probe.ts', wallClock);
  expect(found).toEqual([expect.stringMatching(/^1 no-restricted-syntax: Services read no wall clock/), expect.stringMatching(/^2 no-restricted-syntax/), expect.stringMatching(/^3 no-restricted-syntax/)]);
  expect(probe('lib/server/domain/clock-probe.ts', wallClock)).toHaveLength(3);
  expect(probe('lib/server/services/clock-probe.ts', fromContext)).toEqual([]);
  // Routes and command-line tools may read the clock (they hand it to services).
  expect(probe('lib/server/api/routes/clock-probe.ts', wallClock)).toEqual([]);
});

test('a service that imports the API layer is a violation', () => {
  const found = probe('lib/server/services/import-probe.ts', apiImport);
  expect(found).toEqual([expect.stringMatching(/^1 no-restricted-imports: .*Services may not import the API layer/)]);
});

test("a client component that reaches a server-only module is a violation; a type from one is not", () => {
  expect(probe('components/front/probe.tsx', clientReaching)).toEqual(['lib/api/queries/fetch.ts is server-only but reaches the browser bundle (imported by the probe)']);
  expect(probe('components/front/probe.tsx', clientTypeOnly)).toEqual([]);
});

test('a Node command (npm run api, the bench) that reaches a server-only module is a violation', () => {
  expect(probe('lib/server/cli/probe.ts', commandReaching)).toEqual(['lib/api/cache/public-read.ts is server-only but a Node command reaches it (imported by lib/server/cache/listen.ts)']);
  expect(probe('lib/server/cli/probe.ts', commandApp)).toEqual([]);
});

test("routes have one style: app.openapi() is refused, and so is replacing a Hono app's method on an instance", () => {
  expect(probe('lib/server/api/http/patch-probe.ts', patchedApp)).toEqual(["3 a Hono app's method replaced on the instance; use the library's API"]);
  expect(probe('lib/server/api/routes/style-probe.ts', otherStyle)).toEqual(['2 route declared with app.openapi(); use documented() + validated()']);
});
