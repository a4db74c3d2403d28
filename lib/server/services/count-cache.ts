import type { Db } from '@/lib/server/db';

// Pagination needs a total, and COUNT(*) over a large table costs a scan of an index on every
// page view. Large totals are remembered for a short while (a list of 100,000 classes may say
// 100,000 for half a minute after one is added); small ones are always counted, which is cheap.

export const COUNT_TTL_MS = 30_000;
export const EXACT_BELOW = 5_000;
const MAX_KEYS = 2_000;

type Entry = { value: Promise<number>; at: number };
const caches = new WeakMap<Db, Map<string, Entry>>();

export async function cachedCount(db: Db, key: string, count: () => Promise<number>, now: () => number = Date.now): Promise<number> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new Map()));
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
