import { LRUCache } from 'lru-cache';
import { processSlot } from '@/lib/server/process-state';

/**
 * A rendered page kept as the pieces between its CSP nonce: each answer from the cache joins them
 * with a fresh nonce, so no two responses share one and an injected script still cannot run.
 */
export type CachedPage = {
  status: number;
  headers: Array<[name: string, pieces: string[]]>;
  /** Kept as bytes: a copy is then one memory copy, no string of a few hundred kilobytes to encode. */
  body: Buffer[];
};

export function splitPage(page: { status: number; headers: Array<[string, string]>; body: string }, nonce: string): CachedPage {
  return {
    status: page.status,
    headers: page.headers.map(([name, value]) => [name, value.split(nonce)]),
    body: page.body.split(nonce).map((piece) => Buffer.from(piece, 'utf8')),
  };
}

export function joinPage(page: CachedPage, nonce: string): { headers: Array<[string, string]>; body: Buffer } {
  const nonceBytes = Buffer.from(nonce, 'utf8');
  const parts = page.body.flatMap((piece, i) => (i === 0 ? [piece] : [nonceBytes, piece]));
  return { headers: page.headers.map(([name, pieces]) => [name, pieces.join(nonce)]), body: Buffer.concat(parts) };
}

type Store = {
  pages: LRUCache<string, CachedPage>;
  /** Renders in flight: later visitors of the same page wait for the first instead of rendering too. */
  pending: Map<string, Promise<CachedPage | undefined>>;
  /** When the last clear happened (ms since the epoch): a render that started before it, or within
   * SETTLE_MS after it, is not kept. */
  clearedAt: number;
};

/**
 * A margin after each clear in which renders are sent but not kept: the clock cannot order a render
 * and a clear in the same millisecond, and another instance's write reaches this one a moment late
 * (the cache bus), so a render that began just after the clear may have read the old data.
 */
export const SETTLE_MS = 1000;

const MAX_BYTES = 64 * 2 ** 20;

// In the process registry: Next bundles the instrumentation hook (which fills the cache) apart from the
// route handlers (whose writes empty it), and both must reach the same store.
const state = processSlot<{ store?: Store }>('pageCache', () => ({}));

export function pageStore(ttlSeconds: number): Store {
  state.store ??= {
    pages: new LRUCache<string, CachedPage>({
      maxSize: MAX_BYTES,
      sizeCalculation: (page) => page.body.reduce((n, piece) => n + piece.length, 1024),
      ttl: ttlSeconds * 1000,
    }),
    pending: new Map(),
    clearedAt: 0,
  };
  return state.store;
}

/**
 * Drops every kept page (a back-office write): the next views render afresh. Renders in flight are
 * forgotten too, so no later visitor waits for one that may have read the data before the write.
 */
export function clearPageCache(): void {
  if (!state.store) return;
  state.store.pages.clear();
  state.store.pending.clear();
  state.store.clearedAt = Date.now();
}
