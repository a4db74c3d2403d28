/** @jest-environment node */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { addCompileHints, COMPILE_HINT, firstLoadChunks } from '@/lib/server/cli/compile-hints';

// The build step that marks a page's first-load chunks for compiling off the main thread
// (lib/server/cli/compile-hints.ts), on a build folder laid out as Next 16 with Turbopack leaves it.

let dist: string;

function write(relative: string, content: string) {
  const file = path.join(dist, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

const read = (chunk: string) => fs.readFileSync(path.join(dist, chunk), 'utf8');

function routeManifest(route: string, entries: Record<string, string[]>) {
  return `globalThis.__RSC_MANIFEST=(globalThis.__RSC_MANIFEST||{});globalThis.__RSC_MANIFEST[${JSON.stringify(route)}]=${JSON.stringify({ moduleLoading: { prefix: '' }, entryJSFiles: entries })};`;
}

beforeEach(() => {
  dist = fs.mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  write('build-manifest.json', JSON.stringify({
    polyfillFiles: ['static/chunks/polyfills.js'],
    rootMainFiles: ['static/chunks/react-dom.js', 'static/chunks/turbopack-runtime.js'],
  }));
  write('server/app/[locale]/(front)/page_client-reference-manifest.js', routeManifest('/[locale]/(front)/page', {
    '[project]/app/[locale]/layout': ['static/chunks/layout.js', 'static/chunks/layout.css'],
    '[project]/app/[locale]/(front)/page': ['static/chunks/home.js'],
  }));
  write('server/app/[locale]/(manage)/manage/page_client-reference-manifest.js', routeManifest('/[locale]/(manage)/manage/page', {
    '[project]/app/[locale]/layout': ['static/chunks/layout.js'],
    '[project]/app/[locale]/(manage)/layout': ['static/chunks/shell.js'],
  }));
  for (const name of ['polyfills', 'react-dom', 'turbopack-runtime', 'layout', 'home', 'shell', 'charts-imported-later']) {
    write(`static/chunks/${name}.js`, `(globalThis.TURBOPACK||[]).push(["${name}"]);`);
  }
  write('static/chunks/layout.css', 'body{margin:0}');
});

afterEach(() => fs.rmSync(dist, { recursive: true, force: true }));

test("the first-load chunks are Next's main files and every route's entry chunks, without polyfills, styles or chunks imported later", () => {
  expect(firstLoadChunks(dist)).toEqual([
    'static/chunks/home.js', 'static/chunks/layout.js', 'static/chunks/react-dom.js', 'static/chunks/shell.js', 'static/chunks/turbopack-runtime.js',
  ]);
});

test('each first-load chunk gets the hint as its very first line, once; the rest of the build is left as it was', () => {
  const before = read('static/chunks/home.js');
  expect(addCompileHints(dist)).toEqual({ chunks: 5, hinted: 5 });
  expect(read('static/chunks/home.js')).toBe(`//# allFunctionsCalledOnLoad\n${before}`);
  for (const chunk of firstLoadChunks(dist)) expect(read(chunk).startsWith(COMPILE_HINT)).toBe(true);
  expect(read('static/chunks/polyfills.js').startsWith('//#')).toBe(false);
  expect(read('static/chunks/charts-imported-later.js').startsWith('//#')).toBe(false);
  expect(read('static/chunks/layout.css')).toBe('body{margin:0}');

  // A second run (npm run build's last step run again) changes nothing.
  expect(addCompileHints(dist)).toEqual({ chunks: 5, hinted: 0 });
  expect(read('static/chunks/home.js')).toBe(`//# allFunctionsCalledOnLoad\n${before}`);
});

test('a build with no routes still hints the main files', () => {
  fs.rmSync(path.join(dist, 'server'), { recursive: true });
  expect(addCompileHints(dist)).toEqual({ chunks: 2, hinted: 2 });
  expect(read('static/chunks/react-dom.js').startsWith(COMPILE_HINT)).toBe(true);
});
