import type { Db } from '@/lib/server/db';
import { onDataChange } from '@/lib/server/cache-bus';
import { resourcesOf } from './model';
import { processSlot } from '@/lib/server/process-state';

// Pagination needs a total, and COUNT(*) over a large table costs a scan of an index on every page
// view. Large totals are remembered for a short while; small ones are always counted, which is cheap.
// A key names its resource first ("classes:…"): a change of that resource (lib/server/cache/model.ts),
// heard on the cache bus, forgets its totals at once, so a list says 100,001 as soon as one is added.

export const COUNT_TTL_MS = 30_000;
export const EXACT_BELOW = 5_000;
const MAX_KEYS = 2_000;

type Entry = { value: Promise<number>; at: number };
type State = { caches: WeakMap<Db, Map<string, Entry>>; all: Set<WeakRef<Map<string, Entry>>>; listening?: boolean };

// In the process registry: one set of totals per process, whichever bundle counts.
const state = (): State => processSlot<State>('rowCounts', () => ({ caches: new WeakMap(), all: new Set() }));

function listen(s: State): void {
  if (s.listening) return;
  s.listening = true;
  onDataChange((entities) => {
    const resources = resourcesOf(entities);
    if (resources !== '*' && resources.size === 0) return;
    for (const ref of s.all) {
      const cache = ref.deref();
      if (!cache) {
        s.all.delete(ref);
        continue;
      }
      for (const key of [...cache.keys()]) if (resources === '*' || resources.has(key.split(':')[0])) cache.delete(key);
    }
  });
}

export async function cachedCount(db: Db, key: string, count: () => Promise<number>, now: () => number = Date.now): Promise<number> {
  const s = state();
  listen(s);
  let cache = s.caches.get(db);
  if (!cache) {
    s.caches.set(db, (cache = new Map()));
    s.all.add(new WeakRef(cache));
  }
  const hit = cache.get(key);
  if (hit && now() - hit.at < COUNT_TTL_MS) {
    const value = await hit.value.catch(() => -1);
    if (value >= EXACT_BELOW) return value;
  }
  // Concurrent misses share one query.
  const value = count();
  cache.delete(key);
  cache.set(key, { value, at: now() });
  if (cache.size > MAX_KEYS) cache.delete(cache.keys().next().value as string);
  try {
    return await value;
  } catch (error) {
    cache.delete(key);
    throw error;
  }
}
