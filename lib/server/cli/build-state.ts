import fs from 'node:fs';
import path from 'node:path';

const SOURCES = [
  'app', 'components', 'lib', 'messages', 'public', 'middleware.ts', 'instrumentation.ts', 'next.config.mjs', 'package.json', 'tailwind.config.ts',
];
const IGNORED = new Set(['version.json']);

function newestMtime(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return IGNORED.has(path.basename(entry)) ? 0 : stat.mtimeMs;
  return fs.readdirSync(entry).reduce((max, name) => Math.max(max, newestMtime(path.join(entry, name))), 0);
}

/** A build is needed when there is none, or when a source file changed after the last one. */
export function buildNeeded(root = process.cwd()): string | null {
  const buildId = path.join(root, '.next', 'BUILD_ID');
  if (!fs.existsSync(buildId)) return 'no build found';
  if (!fs.existsSync(path.join(root, '.next', 'standalone', 'server.js'))) return 'no standalone server in the build';
  const builtAt = fs.statSync(buildId).mtimeMs;
  const changed = SOURCES.find((s) => newestMtime(path.join(root, s)) > builtAt);
  return changed ? `${changed} changed since the last build` : null;
}
