// The import rules of the code base, checked in one run (tests/unit/boundaries.test.ts; by hand:
// `node scripts/check-boundaries.mjs`): the per-folder boundaries that eslint.config.mjs declares
// (no-restricted-imports: services know no HTTP, contracts import only zod, browser code no server
// module; no-restricted-syntax: services read no wall clock), no import cycles, type-only imports
// included (dpdm), no client component and no Node command reaching a server-only module, and one route style: every
// API route is declared `router.on(route.method, documented(router, route), validated(route), …)`
// (lib/server/api/http/request-body.ts), never with zod-openapi's app.openapi(route, handler), and no
// method of a Hono app replaced on an instance (the route checks are hono/validator's, not a patch).
// Prints a JSON report; exits 1 on any violation, cycle or route of the other style. With
// `--probe <path>` it checks only the text on stdin, as that file. With `--probes` it reads a JSON
// array of { file, text } on stdin and adds to the report what the same checks find in each text,
// as that file (`probes`, in order): the test proves with probes that a violation is caught, in the
// same run as the check, so ESLint is loaded and the tree parsed once.
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ESLint } from 'eslint';
import { parseCircular, parseDependencyTree } from 'dpdm';

const root = new URL('..', import.meta.url).pathname;
process.chdir(root);

// The folders the boundary rules govern; eslint.config.mjs says which rule applies where.
const BOUNDED = ['lib/server/services', 'lib/server/domain', 'lib/server/subsidy', 'lib/contract', 'components', 'lib/api'];
// Everything our own code imports, for the cycle check.
const SOURCES = ['app/**/*.{ts,tsx}', 'components/**/*.{ts,tsx}', 'lib/**/*.{ts,tsx}', 'scripts/**/*.ts', 'middleware.ts', 'instrumentation.ts'];

const OWN_SOURCE = /^(app|components|lib)\/.*\.tsx?$/;
const isServerOnly = new Map();
const markedServerOnly = (file) => {
  if (!isServerOnly.has(file)) isServerOnly.set(file, /^import 'server-only';$/m.test(readFileSync(file, 'utf8')));
  return isServerOnly.get(file);
};

// What a client component ('use client') reaches at run time is bundled for the browser: none of it
// may be a module marked server-only (lib/api's server-side readers) or live in lib/server. The
// build fails on the first (server-only's own check); this says so in `npm test`, before a build.
const BROWSER = { flagged: (file) => file.startsWith('lib/server/') || markedServerOnly(file), where: 'reaches the browser bundle' };

// Commands run by Node itself (npm run api, start, the bench…) resolve packages without Next's
// react-server condition, so a module marked server-only throws when one of them imports it.
const NODE_COMMAND = { flagged: markedServerOnly, where: 'a Node command reaches it' };

/**
 * Each way in once: for each group ({ entries, flagged, where }), the flagged modules that the
 * unflagged modules its entries reach import (what those import followed). One parse of the
 * run-time imports (type-only ones dropped) serves every group.
 */
async function reach(groups) {
  const entries = groups.flatMap((g) => g.entries);
  if (!entries.length) return groups.map(() => []);
  const tree = await parseDependencyTree(entries, { context: root, tsconfig: 'tsconfig.json', transform: true, skipDynamicImports: false, exclude: /node_modules/ });
  const id = (entry) => path.relative(root, path.resolve(root, entry));
  return groups.map(({ entries: from, flagged: flaggedFile, where }) => {
    const seen = new Set();
    const queue = from.map(id);
    while (queue.length) {
      const file = queue.pop();
      if (seen.has(file)) continue;
      seen.add(file);
      for (const d of tree[file] ?? []) if (d.id) queue.push(d.id);
    }
    const flagged = new Set([...seen].filter((file) => OWN_SOURCE.test(file) && flaggedFile(file)));
    return Object.keys(tree).filter((file) => seen.has(file) && !flagged.has(file)).flatMap((file) =>
      (tree[file] ?? []).filter((d) => flagged.has(d.id)).map((d) => `${d.id} is server-only but ${where} (imported by ${file.startsWith('..') ? 'the probe' : file})`));
  });
}

// A route registered with app.openapi()/openapiRoutes(): a route config (a name or createRoute(...),
// then the handler) or an inline config with a method. Schema metadata (.openapi('Name'),
// .openapi({ description })) is not a route.
const OTHER_ROUTE_STYLE = /\.openapi(?:Routes)?\(\s*(?:[A-Za-z_$][\w$.]*\s*,|createRoute\s*\(|\[|\{[^}]*\bmethod\s*:)/g;
// A method of a Hono app replaced on an instance (`app.on = …`): validation and routing go through the
// libraries' own API (validated() is hono/validator running the declared schemas), never a patched internal.
const PATCHED_APP_METHOD = /\.(?:on|get|post|put|patch|delete|all|use|route|openapi|openapiRoutes|request|fetch|onError|notFound)\s*=(?![=>])/g;
/** The route-style findings in a text, each `<line> <what>`. */
function routeStyleOf(text) {
  const line = (m) => text.slice(0, m.index).split('\n').length;
  return [
    ...[...text.matchAll(OTHER_ROUTE_STYLE)].map((m) => `${line(m)} route declared with app.openapi(); use documented() + validated()`),
    ...[...text.matchAll(PATCHED_APP_METHOD)].map((m) => `${line(m)} a Hono app's method replaced on the instance; use the library's API`),
  ];
}
const BOUNDARY_RULES = new Set(['no-restricted-imports', 'no-restricted-syntax']);
const eslint = new ESLint({ cwd: root, errorOnUnmatchedPattern: false, ruleFilter: ({ ruleId }) => BOUNDARY_RULES.has(ruleId) });

/**
 * Probes ({ file, text }): each text linted as if it were that file, with the same rules; a client
 * component or a command is also followed from a copy outside the tree (others work in it).
 */
async function checkProbes(probes, groups = []) {
  const dir = mkdtempSync(path.join(tmpdir(), 'boundary-probe-'));
  try {
    const found = [];
    const followed = [];
    for (const [i, { file, text }] of probes.entries()) {
      const [result] = await eslint.lintText(text, { filePath: `${root}${file}` });
      found.push([...result.messages.filter((m) => BOUNDARY_RULES.has(m.ruleId) || m.fatal).map((m) => `${m.line} ${m.ruleId}: ${m.message}`), ...routeStyleOf(text)]);
      const client = /^\s*['"]use client['"]/.test(text);
      const command = /^(lib\/server\/cli|scripts\/bench)\//.test(file);
      if (client || command) {
        // A folder per probe: each copy keeps its own file name, as the imports it follows resolve from it.
        const copy = path.join(dir, String(i), path.basename(file));
        mkdirSync(path.dirname(copy));
        writeFileSync(copy, text);
        followed.push({ probe: i, entries: [copy], ...(client ? BROWSER : NODE_COMMAND) });
      }
    }
    const reached = await reach([...groups, ...followed]);
    followed.forEach((f, k) => found[f.probe].push(...reached[groups.length + k]));
    return { found, groups: reached.slice(0, groups.length) };
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// `--probe <path>`: the text on stdin as if it were that file; prints what the checks find.
const probeArg = process.argv.indexOf('--probe');
if (probeArg !== -1) {
  const { found } = await checkProbes([{ file: process.argv[probeArg + 1], text: readFileSync(0, 'utf8') }]);
  console.log(JSON.stringify({ violations: found[0] }, null, 2));
  process.exit(0);
}
const probes = process.argv.includes('--probes') ? JSON.parse(readFileSync(0, 'utf8')) : [];

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

const sourceFiles = ['app', 'components', 'lib', 'scripts'].flatMap((dir) =>
  readdirSync(dir, { recursive: true, encoding: 'utf8' }).filter((name) => /\.tsx?$/.test(name)).map((name) => `${dir}/${name}`),
);
const routeStyle = sourceFiles.flatMap((file) => routeStyleOf(readFileSync(file, 'utf8')).map((found) => `${file}:${found}`));

const clientModules = sourceFiles.filter((file) => /^\s*['"]use client['"]/.test(readFileSync(file, 'utf8')));
const commands = ['lib/server/cli', 'scripts/bench'].flatMap((dir) => readdirSync(dir).filter((name) => name.endsWith('.ts')).map((name) => `${dir}/${name}`));
const { found, groups: [browserViolations, commandViolations] } = await checkProbes(probes, [
  { entries: clientModules, ...BROWSER },
  { entries: commands, ...NODE_COMMAND },
]);

const report = {
  files: results.length, modules: Object.keys(tree).length, clientModules: clientModules.length, commands: commands.length,
  violations: [...violations, ...routeStyle, ...browserViolations, ...commandViolations], cycles,
  ...(probes.length ? { probes: probes.map(({ file }, i) => ({ file, violations: found[i] })) } : {}),
};
console.log(JSON.stringify(report, null, 2));
process.exit(report.violations.length || cycles.length ? 1 : 0);
