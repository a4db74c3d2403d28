import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// Issue 34: a faster suite keeps every test and every assertion. This counts them statically, per
// group of files, so a change's before and after can be compared: test declarations (test(, it(,
// test.each(…)(, with .only/.skip/.fixme/.describe excluded) and expect calls (expect(, expect.poll(,
// expect.soft(…) in the tests and in their helpers (an assertion may move into a helper, never drop).
// A test declared in a loop counts once here; `--runtime` adds Playwright's own count (--list), and
// `--jest-projects` the counts per jest project (the files each runs, as jest lists them).
//   npx tsx tests/count-assertions.ts [--json] [--files] [--runtime] [--jest-projects]

const ROOT = path.resolve(__dirname, '..');

type Group = { name: string; dirs: string[]; match: RegExp };

const GROUPS: Group[] = [
  { name: 'e2e (Playwright)', dirs: ['tests/e2e'], match: /\.ts$/ },
  { name: 'unit (jest)', dirs: ['tests/unit'], match: /\.tsx?$/ },
  { name: 'api (jest)', dirs: ['tests/api'], match: /\.ts$/ },
  { name: 'shared helpers (jest)', dirs: ['tests/helpers'], match: /\.(ts|tsx|mjs)$/ },
];

export type Counts = { tests: number; expects: number };

/** The source without comments (strings kept; a `//` inside a string such as a URL is not a comment). */
function stripComments(source: string): string {
  let out = '';
  let i = 0;
  let quote: string | null = null;
  while (i < source.length) {
    const c = source[i];
    const next = source[i + 1];
    if (quote) {
      out += c;
      if (c === '\\') {
        out += next ?? '';
        i += 2;
        continue;
      }
      if (c === quote) quote = null;
      i++;
    } else if (c === '/' && next === '/') {
      while (i < source.length && source[i] !== '\n') i++;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      i = end === -1 ? source.length : end + 2;
    } else {
      if (c === "'" || c === '"' || c === '`') quote = c;
      out += c;
      i++;
    }
  }
  return out;
}

const TEST_CALL = /(?<![\w.$])(?:test|it)(?:\.(?:only|skip|fixme|fail|slow|concurrent))?(?:\.each\s*(?:\([^)]*\)|`[^`]*`))?\s*\(/g;
const EXPECT_CALL = /(?<![\w.$])expect(?:\.(?:poll|soft))?\s*\(/g;

export function countSource(source: string): Counts {
  const code = stripComments(source);
  return { tests: code.match(TEST_CALL)?.length ?? 0, expects: code.match(EXPECT_CALL)?.length ?? 0 };
}

function* filesUnder(dir: string, match: RegExp): Generator<string> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(full, match);
    else if (match.test(entry.name)) yield full;
  }
}

export function countGroups(root = ROOT) {
  return GROUPS.map((group) => {
    const files = group.dirs.flatMap((dir) => [...filesUnder(path.join(root, dir), group.match)]).sort();
    const perFile = files.map((file) => ({ file: path.relative(root, file), ...countSource(fs.readFileSync(file, 'utf8')) }));
    const total = perFile.reduce((sum, f) => ({ tests: sum.tests + f.tests, expects: sum.expects + f.expects }), { tests: 0, expects: 0 });
    return { group: group.name, files: perFile.length, ...total, perFile };
  });
}

/** Playwright's own count of the tests it would run (loops expanded), from `playwright test --list`. */
function playwrightListed(): number | null {
  const listed = spawnSync('npx', ['playwright', 'test', '--list', '--reporter=list'], { cwd: ROOT, encoding: 'utf8', env: { ...process.env, E2E_REUSE_SERVER: '1' } });
  const total = /Total: (\d+) tests? in/.exec(listed.stdout ?? '');
  return total ? Number(total[1]) : null;
}

const JEST_PROJECTS = ['unit', 'api-sqlite', 'api-postgres', 'api-s3'];

/** Per jest project, the files jest itself lists for it (`jest --listTests`; api-postgres only with TEST_DATABASE_URL set) and their counts. */
function jestProjects(root = ROOT) {
  return JEST_PROJECTS.map((project) => {
    const listed = spawnSync('npx', ['jest', '--listTests', '--json', '--selectProjects', project], { cwd: root, encoding: 'utf8' });
    const files = listed.status === 0 ? (JSON.parse(listed.stdout) as string[]) : [];
    const total = files
      .map((file) => countSource(fs.readFileSync(file, 'utf8')))
      .reduce((sum, c) => ({ tests: sum.tests + c.tests, expects: sum.expects + c.expects }), { tests: 0, expects: 0 });
    return { project, files: files.length, ...total };
  });
}

function main() {
  const args = new Set(process.argv.slice(2));
  const groups = countGroups();
  const runtime = args.has('--runtime') ? playwrightListed() : undefined;
  if (args.has('--jest-projects')) {
    // A file that runs in several projects counts in each: what a full run executes.
    for (const p of jestProjects()) console.log(`jest ${p.project.padEnd(19)} ${String(p.files).padStart(4)} files ${String(p.tests).padStart(6)} test declarations ${String(p.expects).padStart(6)} expect calls`);
  }
  if (args.has('--json')) {
    console.log(JSON.stringify({ groups: groups.map((g) => (args.has('--files') ? g : { ...g, perFile: undefined })), playwrightListed: runtime }, null, 2));
    return;
  }
  for (const g of groups) {
    console.log(`${g.group.padEnd(24)} ${String(g.files).padStart(4)} files ${String(g.tests).padStart(6)} test declarations ${String(g.expects).padStart(6)} expect calls`);
    if (args.has('--files')) for (const f of g.perFile) console.log(`    ${String(f.tests).padStart(4)} ${String(f.expects).padStart(5)}  ${f.file}`);
  }
  if (runtime !== undefined) console.log(`Playwright lists ${runtime ?? '?'} tests (loops expanded, setup projects included).`);
}

if (require.main === module) main();
