/** @jest-environment node */
import { spawnSync } from 'node:child_process';
import path from 'node:path';

// The import boundaries of eslint.config.mjs (services know no HTTP and read no wall clock,
// lib/contract imports only zod, browser code no lib/server), no client component reaching a
// server-only module, and the absence of import cycles, checked by scripts/check-boundaries.mjs
// in its own process (ESLint and dpdm load ESM and the whole tree; jest's module registry is not for that).

type Report = { files: number; modules: number; violations: string[]; cycles: string[] };
const SCRIPT = path.join(__dirname, '../../scripts/check-boundaries.mjs');

/** What the check finds in `text` were it the file at `file` (relative to the project). */
function probe(file: string, text: string): string[] {
  const run = spawnSync(process.execPath, [SCRIPT, '--probe', file], { input: text, encoding: 'utf8' });
  expect(run.status).toBe(0);
  return (JSON.parse(run.stdout) as { violations: string[] }).violations;
}

test('no import crosses a boundary and no module imports itself round a cycle', () => {
  const run = spawnSync(process.execPath, [SCRIPT], { encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 });
  expect(run.stdout).toMatch(/"violations"/);
  const report = JSON.parse(run.stdout) as Report;
  // The check saw the code base, not an empty folder.
  expect(report.files).toBeGreaterThan(300);
  expect(report.modules).toBeGreaterThan(800);
  expect(report.violations).toEqual([]);
  expect(report.cycles).toEqual([]);
}, 300_000);

test('a service that reads the wall clock is a violation; the context\'s clock and a given instant are not', () => {
  const wallClock = [
    "export const a = () => new Date().toISOString();",
    'export const b = () => Date.now() + 1000;',
    'export const c = () => String(Date());',
  ].join('\n');
  const found = probe('lib/server/services/clock-probe.ts', wallClock);
  expect(found).toEqual([expect.stringMatching(/^1 no-restricted-syntax: Services read no wall clock/), expect.stringMatching(/^2 no-restricted-syntax/), expect.stringMatching(/^3 no-restricted-syntax/)]);
  expect(probe('lib/server/domain/clock-probe.ts', wallClock)).toHaveLength(3);

  const fromContext = [
    "import { appContext } from '@/lib/server/app-context';",
    "import type { Db } from '@/lib/server/db';",
    'export const at = (db: Db) => appContext(db).now().toISOString();',
    "export const day = (now: string) => new Date(now).toISOString().slice(0, 10);",
    "export const parsed = Date.parse('2026-11-01T08:00:00Z');",
  ].join('\n');
  expect(probe('lib/server/services/clock-probe.ts', fromContext)).toEqual([]);
  // Routes and command-line tools may read the clock (they hand it to services).
  expect(probe('lib/server/api/routes/clock-probe.ts', wallClock)).toEqual([]);
}, 120_000);

test('a service that imports the API layer is a violation', () => {
  const found = probe('lib/server/services/import-probe.ts', "import { item } from '@/lib/server/api/http/envelope';\nexport const x = item;\n");
  expect(found).toEqual([expect.stringMatching(/^1 no-restricted-imports: .*Services may not import the API layer/)]);
}, 120_000);

test("a client component that reaches a server-only module is a violation; a type from one is not", () => {
  const reaching = ["'use client';", "import { fetchItem } from '@/lib/api/queries/fetch';", 'export const read = fetchItem;'].join('\n');
  expect(probe('components/front/probe.tsx', reaching)).toEqual(['lib/api/queries/fetch.ts is server-only but reaches the browser bundle (imported by the probe)']);
  const typeOnly = ["'use client';", "import type { ClassFilters } from '@/lib/api/queries/classes';", 'export type Filters = ClassFilters;'].join('\n');
  expect(probe('components/front/probe.tsx', typeOnly)).toEqual([]);
}, 120_000);

test('a Node command (npm run api, the bench) that reaches a server-only module is a violation', () => {
  const reaching = ["import { listenForChanges } from '@/lib/server/cache/listen';", 'listenForChanges();'].join('\n');
  expect(probe('lib/server/cli/probe.ts', reaching)).toEqual(['lib/api/cache/public-read.ts is server-only but a Node command reaches it (imported by lib/server/cache/listen.ts)']);
  expect(probe('lib/server/cli/probe.ts', "import { createApiApp } from '@/lib/server/api/app';\nvoid createApiApp;")).toEqual([]);
}, 120_000);
