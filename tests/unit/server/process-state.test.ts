/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { processSlot } from '@/lib/server/process-state';

// Next bundles instrumentation, route handlers and server components apart, each with its own copy of
// every module: what the process keeps once must be reached through the one registry, whichever copy
// of a module asks (docs/decisions/0003-request-hook-chain.md).

type RegistryModule = typeof import('@/lib/server/process-state');

function otherCopy<T extends object>(module: string): T {
  let copy: T | undefined;
  jest.isolateModules(() => {
    copy = jest.requireActual<T>(module);
  });
  return copy!;
}

it('hands every copy of a module the same value of a slot', () => {
  const other = otherCopy<RegistryModule>('@/lib/server/process-state');
  expect(other.processSlot).not.toBe(processSlot);
  const ours = processSlot('warmUp', () => ({ state: 'cold' }));
  expect(other.processSlot('warmUp', () => ({ state: 'other' }))).toBe(ours);
});

it('gives a second copy of the page cache and of the cache bus the same state', () => {
  const store = otherCopy<typeof import('@/lib/server/page-cache/store')>('@/lib/server/page-cache/store');
  const ours = jest.requireActual<typeof import('@/lib/server/page-cache/store')>('@/lib/server/page-cache/store');
  expect(store.pageStore).not.toBe(ours.pageStore);
  expect(store.pageStore(15)).toBe(ours.pageStore(15));

  const bus = otherCopy<typeof import('@/lib/server/cache-bus')>('@/lib/server/cache-bus');
  const ourBus = jest.requireActual<typeof import('@/lib/server/cache-bus')>('@/lib/server/cache-bus');
  const heard: string[][] = [];
  const stop = ourBus.onDataChange((entities) => heard.push(entities));
  bus.announceChange(['news']);
  stop();
  expect(heard).toEqual([['news']]);
});

const SOURCE_DIRS = ['lib', 'app', 'instrumentation.ts', 'middleware.ts'];

function sources(dir: string): string[] {
  if (fs.statSync(dir).isFile()) return [dir];
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sources(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

// A browser API read from globalThis (a component's BarcodeDetector) is not state; a key of our own is.
const KEEPS_STATE = /globalThis as (?:unknown as|typeof globalThis &)|globalThis\.__|globalThis\[/;

it('is the only module that keeps state on globalThis', () => {
  const keeping = SOURCE_DIRS.flatMap((dir) => sources(path.join(process.cwd(), dir)))
    .filter((file) => KEEPS_STATE.test(fs.readFileSync(file, 'utf8')))
    .map((file) => path.relative(process.cwd(), file));
  expect(keeping).toEqual([path.join('lib', 'server', 'process-state.ts')]);
});
