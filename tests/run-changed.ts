import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { matchingSpecs } from './changed-files';

// `npm run test:changed [-- --e2e]`: the developer's quick loop. jest runs the tests related (through
// imports) to every file changed since main — committed on this branch, staged, unstaged or new.
// The browser specs whose names match a changed feature are listed, and run only with --e2e: they
// need a build of the current tree (about 3 minutes here), and matching by name can miss a spec.
// Other arguments go to jest (--selectProjects unit, --listTests, …).
const root = path.resolve(__dirname, '..');
const env = { ...process.env, NEXT_TELEMETRY_DISABLED: '1', NEXT_IGNORE_INCORRECT_LOCKFILE: '1' };

const git = (...args: string[]) => {
  const r = spawnSync('git', args, { cwd: root, encoding: 'utf8' });
  return r.status === 0 ? r.stdout.trim() : null;
};

/** origin/main's merge base with HEAD when there is an origin/main, else HEAD (then: the working tree's changes). */
function base(): { commit: string; name: string } {
  const remote = git('rev-parse', '--verify', '--quiet', 'origin/main');
  const mergeBase = remote ? git('merge-base', 'HEAD', 'origin/main') : null;
  return mergeBase ? { commit: mergeBase, name: `the merge base with origin/main (${mergeBase.slice(0, 10)})` } : { commit: 'HEAD', name: 'HEAD' };
}

function changedFiles(commit: string): string[] {
  const tracked = git('diff', '--name-only', commit) ?? '';
  const untracked = git('ls-files', '--others', '--exclude-standard') ?? '';
  const files = new Set(`${tracked}\n${untracked}`.split('\n').filter(Boolean));
  // A deleted file has no tests of its own; the files that imported it changed too.
  return [...files].filter((f) => fs.existsSync(path.join(root, f))).sort();
}

function main(): number {
  const e2e = process.argv.includes('--e2e');
  const from = base();
  const files = changedFiles(from.commit);
  if (!files.length) {
    console.log(`Nothing changed since ${from.name}.`);
    return 0;
  }
  console.log(`${files.length} files changed since ${from.name}; running the jest tests related to them.`);
  const jestArgs = process.argv.slice(2).filter((a) => a !== '--e2e');
  const jest = spawnSync('npx', ['jest', '--passWithNoTests', ...jestArgs, '--findRelatedTests', ...files], { cwd: root, env, stdio: 'inherit' });
  const specs = fs.readdirSync(path.join(root, 'tests', 'e2e')).filter((f) => f.endsWith('.spec.ts')).map((f) => `tests/e2e/${f}`);
  const related = matchingSpecs(files, specs);
  if (!related.length) {
    console.log('\nNo browser spec matches the changed features.');
    return jest.status ?? 1;
  }
  if (!e2e) {
    console.log(`\nBrowser specs matching the changed features (run them with npm run test:changed -- --e2e, after a build):\n  ${related.join('\n  ')}`);
    return jest.status ?? 1;
  }
  const playwright = spawnSync('npx', ['playwright', 'test', ...related], { cwd: root, env, stdio: 'inherit' });
  return jest.status || playwright.status || 0;
}

process.exit(main());
