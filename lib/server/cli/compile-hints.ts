import fs from 'node:fs';
import path from 'node:path';
import vm from 'node:vm';

/**
 * V8's explicit compile hint (Chrome 136+, v8.dev/blog/explicit-compile-hints): a script whose very
 * first line is this comment has all its functions compiled while it streams in, off the main thread.
 * Without it V8 compiles each function when first called, on the main thread: Turbopack's loader
 * calling every module factory of a page's first load was then the longest task of every page on a
 * throttled phone (docs/decisions/0006). Other browsers read a comment.
 */
export const COMPILE_HINT = '//# allFunctionsCalledOnLoad\n';

type ClientManifest = { entryJSFiles?: Record<string, string[]> };

/** Each route's client reference manifest (a script filling the global __RSC_MANIFEST object), run in a context of its own. */
function routeEntryChunks(file: string): string[] {
  const context: { __RSC_MANIFEST?: Record<string, ClientManifest> } = {};
  vm.runInNewContext(fs.readFileSync(file, 'utf8'), context, { filename: file, timeout: 1000 });
  return Object.values(context.__RSC_MANIFEST ?? {}).flatMap((manifest) => Object.values(manifest.entryJSFiles ?? {}).flat());
}

function manifestsUnder(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return manifestsUnder(full);
    return entry.name.endsWith('_client-reference-manifest.js') ? [full] : [];
  });
}

/**
 * The chunks a page runs before it is interactive, relative to the build folder: Next's main files
 * and every route's entry chunks. Chunks fetched later by import() (the editor, the data screen's
 * charts) are not among them: V8 advises the hint only where most functions run at load. The
 * polyfills only old browsers load (nomodule) are left out too.
 */
export function firstLoadChunks(dist: string): string[] {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, 'build-manifest.json'), 'utf8')) as { rootMainFiles?: string[]; polyfillFiles?: string[] };
  const polyfills = new Set(manifest.polyfillFiles ?? []);
  const chunks = new Set([...(manifest.rootMainFiles ?? []), ...manifestsUnder(path.join(dist, 'server', 'app')).flatMap(routeEntryChunks)]);
  return [...chunks].filter((chunk) => chunk.endsWith('.js') && !polyfills.has(chunk)).sort();
}

/** Puts the hint at the top of every first-load chunk of the build in `dist` (once: a hinted chunk is left as it is). */
export function addCompileHints(dist: string): { chunks: number; hinted: number } {
  const chunks = firstLoadChunks(dist);
  let hinted = 0;
  for (const chunk of chunks) {
    const file = path.join(dist, chunk);
    const code = fs.readFileSync(file, 'utf8');
    if (code.startsWith(COMPILE_HINT)) continue;
    fs.writeFileSync(file, COMPILE_HINT + code);
    hinted += 1;
  }
  return { chunks: chunks.length, hinted };
}
