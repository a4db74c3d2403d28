// The import rules of the code base, checked in one run (tests/unit/boundaries.test.ts; by hand:
// `node scripts/check-boundaries.mjs`): the per-folder boundaries that eslint.config.mjs declares
// (no-restricted-imports: services know no HTTP, contracts import only zod, browser code no server
// module; no-restricted-syntax: services read no wall clock), no import cycles, type-only imports
// included (dpdm), no client component and no Node command reaching a server-only module, and one route style: every
// API route is declared `router.on(route.method, documented(router, route), validated(route), …)`
// (lib/server/api/http/request-body.ts), never with zod-openapi's app.openapi(route, handler).
// Prints a JSON report; exits 1 on any violation, cycle or route of the other style. With
// `--probe <path>` it checks only the text on stdin, as that file.
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

// The folders the boundary rules govern; eslint.config.mjs says which rule applies where.
const BOUNDED = ['lib/server/services', 'lib/server/domain', 'lib/contract', 'components', 'lib/api'];
// Everything our own code imports, for the cycle check.
const SOURCES = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'scripts/**/*.ts', 'middleware.ts', 'instrumentation.ts'];

const OWN_SOURCE = /^(app|components|lib)\/.*\.tsx?$/;
const markedServerOnly = (file) => /^import 'server-only';$/m.test(readFileSync(file, 'utf8'));

/** Each way in once: the flagged modules that the entries' unflagged modules import (what those import follows). */
async function reach(entries, flaggedFile, where) {
  const tree = await parseDependencyTree(entries, { context: root, tsconfig: 'tsconfig.json', transform: true, skipDynamicImports: false, exclude: /node_modules/ });
  const flagged = new Set(Object.keys(tree).filter((file) => OWN_SOURCE.test(file) && flaggedFile(file)));
  return Object.entries(tree).filter(([file]) => !flagged.has(file)).flatMap(([file, deps]) =>
    (deps ?? []).filter((d) => flagged.has(d.id)).map((d) => `${d.id} is server-only but ${where} (imported by ${file.startsWith('..') ? 'the probe' : file})`));
}

// What a client component ('use client') reaches at run time is bundled for the browser: none of it
// may be a module marked server-only (lib/api's server-side readers) or live in lib/server. The
// build fails on the first (server-only's own check); this says so in `npm test`, before a build.
const browserReach = (entries) => reach(entries, (file) => file.startsWith('lib/server/') || markedServerOnly(file), 'reaches the browser bundle');

// Commands run by Node itself (npm run api, start, the bench…) resolve packages without Next's
// react-server condition, so a module marked server-only throws when one of them imports it.
const nodeReach = (entries) => reach(entries, markedServerOnly, 'a Node command reaches it');

const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const eslint = new ESLint({ cwd: root, errorOnUnmatchedPattern: false, ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId) });

// `--probe <path>`: lints the text on stdin as if it were that file, with the same rules, and prints
// what they find (the test proves with it that a violation is caught).
const probe = process.argv.indexOf('--probe');
if (probe !== -1) {
  const text = readFileSync(0, 'utf8');
  const [result] = await eslint.lintText(text, { filePath: `${root}${process.argv[probe + 1]}` });
  const found = result.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId) || m.fatal).map((m) => `${m.line} ${m.ruleId}: ${m.message}`);
  const client = /^\s*['"]use client['"]/.test(text);
  const command = /^(lib\/server\/cli|scripts\/bench)\//.test(process.argv[probe + 1]);
  if (client || command) {
    // A client component or a command: what it reaches is checked from a copy outside the tree (others work in it).
    const dir = mkdtempSync(path.join(tmpdir(), 'boundary-probe-'));
    const copy = path.join(dir, path.basename(process.argv[probe + 1]));
    writeFileSync(copy, text);
    try {
      found.push(...(await (client ? browserReach([copy]) : nodeReach([copy]))));
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }
  console.log(JSON.stringify({ violations: found }, null, 2));
  process.exit(0);
}

const results = await eslint.lintFiles(BOUNDED);
const violations = results.flatMap((r) =>
  r.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId) || m.fatal).map((m) => `${r.filePath.slice(root.length)}:${m.line} ${m.message}`),
);

const tree = await parseDependencyTree(SOURCES, {
  context: root,
  tsconfig: 'tsconfig.json',
  // Keep type-only imports: a cycle of types is a cycle a reader has to untangle all the same.
  transform: false,
  skipDynamicImports: false,
  exclude: /node_modules/,
});
const cycles = parseCircular(tree).map((cycle) => cycle.join(' -> '));

// A route registered with app.openapi()/openapiRoutes(): a route config (a name or createRoute(...),
// then the handler) or an inline config with a method. Schema metadata (.openapi('Name'),
// .openapi({ description })) is not a route.
const OTHER_ROUTE_STYLE = /\.openapi(?:Routes)?\(\s*(?:[A-Za-z_$][\w$.]*\s*,|createRoute\s*\(|\[|\{[^}]*\bmethod\s*:)/g;
const sourceFiles = ['app', 'components', 'lib', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name)).map((name) => `${dir}/${name}`),
);
const routeStyle = sourceFiles.flatMap((file) => {
  const text = readFileSync(file, 'utf8');
  return [...text.matchAll(OTHER_ROUTE_STYLE)].map((m) => `${file}:${text.slice(0, m.index).split('\n').length} route declared with app.openapi(); use documented() + validated()`);
});

const clientModules = sourceFiles.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
const browserViolations = await browserReach(clientModules);

const commands = ['lib/server/cli', 'scripts/bench'].flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.ts')).map((name) => `${dir}/${name}`));
const commandViolations = await nodeReach(commands);

const report = {
  files: results.length, modules: Object.keys(tree).length, clientModules: clientModules.length, commands: commands.length,
  violations: [...violations, ...routeStyle, ...browserViolations, ...commandViolations], cycles,
};
console.log(JSON.stringify(report, null, 2));
process.exit(report.violations.length || cycles.length ? 1 : 0);
